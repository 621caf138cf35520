import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

import { ModalBody, ModalDialog, ModalFooter, ModalHeader } from '@/components/ui/modal-dialog';
import { LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { ApiError, describeError } from '@/lib/api-client';
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
  const navigate = useNavigate();
  const { data: mission, isPending, error } = useMission(missionId);
  if (isPending) {
    return (
      <ModalBody>
        <ModalHeader title="Mission" srOnly />
        <LoadingState label="Loading mission..." lines={2} />
      </ModalBody>
    );
  }
  if (!mission) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <>
        <ModalHeader title={notFound ? 'Mission not found' : 'Could not load this mission'} />
        <ModalBody>{notFound ? null : <Text color="fg.muted">{describeError(error)}</Text>}</ModalBody>
        <ModalFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </ModalFooter>
      </>
    );
  }
  const completed = Boolean(completedMissions[mission.id]);
  return (
    <>
      <ModalHeader eyebrow={`STATION ${stationOf(mission)}`} title={mission.title} />
      <ModalBody>
        <MissionDetails mission={mission} />
      </ModalBody>
      <ModalFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button colorPalette="brand" onClick={() => navigate(paths.mission.getHref(mission.id))}>
          {completed ? 'Review Mission' : 'Start Mission'}
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
