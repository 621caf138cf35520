import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

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
      <Dialog.Body>
        <Dialog.Title srOnly>Mission</Dialog.Title>
        <LoadingState label="Loading mission..." lines={2} />
      </Dialog.Body>
    );
  }
  if (!mission) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <>
        <Dialog.Header>
          <Dialog.Title>{notFound ? 'Mission not found' : 'Could not load this mission'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>{notFound ? null : <Text color="fg.muted">{describeError(error)}</Text>}</Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </Dialog.Footer>
      </>
    );
  }
  const completed = Boolean(completedMissions[mission.id]);
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Text fontSize="sm" fontWeight="bold" color="gold.800" letterSpacing="wide">
          STATION {stationOf(mission)}
        </Text>
        <Dialog.Title fontSize="2xl" color="brand.800">
          {mission.title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <MissionDetails mission={mission} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button colorPalette="brand" onClick={() => navigate(paths.mission.getHref(mission.id))}>
          {completed ? 'Review Mission' : 'Start Mission'}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** Selecting a mission opens this (docs/product.md#missions); Start/Review goes to /mission/{id}. */
export function MissionModal(props: MissionModalProps) {
  const { missionId, onClose } = props;
  return (
    <Dialog.Root
      open={missionId !== null}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {missionId !== null ? <MissionModalBody {...props} missionId={missionId} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
