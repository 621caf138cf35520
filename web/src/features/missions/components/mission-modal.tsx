import { Box, Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

import { ModalBody, ModalDialog, ModalFooter, ModalHeader } from '@/components/ui/modal-dialog';
import { LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { contentLang } from '@/lib/content-lang';
import { errorText } from '@/lib/error-text';
import type { User } from '@contract';

import { useMission } from '../api/get-mission';
import { stationOf } from '../mission-status';
import { MissionDetails } from './mission-details';

interface MissionModalProps {
  missionId: number | null;
  completedMissions: User['completedMissions'];
  onClose: () => void;
}

function MissionModalBody({ missionId, completedMissions, onClose }: MissionModalProps & { missionId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const { data: mission, isPending, error } = useMission(missionId);
  if (isPending) {
    return (
      <ModalBody>
        <ModalHeader title={t('missions.modal.title')} srOnly />
        <LoadingState label={t('missions.loadingOne')} lines={2} />
      </ModalBody>
    );
  }
  if (!mission) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <>
        <ModalHeader title={notFound ? t('missions.modal.notFound') : t('missions.loadFailed')} />
        <ModalBody>{notFound ? null : <Text color="fg.muted">{errorText(t, error)}</Text>}</ModalBody>
        <ModalFooter>
          <Button variant="outline" onClick={onClose}>
            {t('missions.modal.cancel')}
          </Button>
        </ModalFooter>
      </>
    );
  }
  const completed = Boolean(completedMissions[mission.id]);
  return (
    <>
      <ModalHeader
        eyebrow={t('missions.eyebrow', { station: stationOf(mission) })}
        title={
          <Box as="span" display="block" {...contentLang(mission.lang)}>
            {mission.title}
          </Box>
        }
      />
      <ModalBody>
        <MissionDetails mission={mission} />
      </ModalBody>
      <ModalFooter>
        <Button variant="outline" onClick={onClose}>
          {t('missions.modal.cancel')}
        </Button>
        <Button colorPalette="brand" onClick={() => navigate(paths.mission.getHref(mission.id))}>
          {completed ? t('missions.action.reviewMission') : t('missions.action.start')}
        </Button>
      </ModalFooter>
    </>
  );
}

/** Selecting a mission opens this (docs/product.md#missions); Start/Review goes to /mission/{id}. */
export function MissionModal(props: MissionModalProps) {
  const { missionId, onClose } = props;
  return (
    <ModalDialog open={missionId !== null} onClose={onClose} testId="mission-modal">
      {missionId !== null ? <MissionModalBody {...props} missionId={missionId} /> : null}
    </ModalDialog>
  );
}
