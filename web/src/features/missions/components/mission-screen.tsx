/**
 * The mission page (SPEC §2): station, content, objectives and rewards; Complete Mission while not
 * completed, a Completed tag and Back to Dashboard once it is; success goes to /dashboard.
 */
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { CheckCircleIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/types/api';

import { useCompleteMission } from '../api/complete-mission';
import { useMission } from '../api/get-mission';
import { stationOf } from '../mission-status';
import { MissionDetails } from './mission-details';

function BackToDashboard({ variant = 'outline' }: { variant?: 'outline' | 'solid' }) {
  return (
    <Button asChild variant={variant} colorPalette="brand">
      <RouterLink to={paths.dashboard.getHref()}>Back to Dashboard</RouterLink>
    </Button>
  );
}

export function MissionScreen({ missionId, user }: { missionId: number; user: User }) {
  const navigate = useNavigate();
  const { data: mission, isPending, error, refetch } = useMission(missionId);
  const complete = useCompleteMission(() => navigate(paths.dashboard.getHref()));
  const invalidId = !Number.isInteger(missionId) || missionId <= 0;

  if (!invalidId && isPending) return <LoadingState label="Loading mission..." />;
  if (invalidId || (error instanceof ApiError && error.status === 404) || (!mission && !error)) {
    return (
      <ErrorScreen title="Mission Not Found" message="This station is not on the map.">
        <BackToDashboard variant="solid" />
      </ErrorScreen>
    );
  }
  if (!mission) {
    return (
      <ErrorScreen title="Could not load this mission" message={error?.message} onRetry={() => void refetch()}>
        <BackToDashboard />
      </ErrorScreen>
    );
  }

  const completed = Boolean(user.completedMissions[mission.id]);
  return (
    <Box maxW="3xl" mx="auto" bg="white" borderRadius="card" boxShadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" fontWeight="bold" color="gold.800" letterSpacing="wide">
              STATION {stationOf(mission)}
            </Text>
            {completed ? (
              <Badge colorPalette="brand" variant="solid" size="lg" borderRadius="full" data-testid="mission-completed-tag">
                <CheckCircleIcon /> Completed
              </Badge>
            ) : null}
          </HStack>
          <Heading as="h1" size="3xl" color="brand.800">
            {mission.title}
          </Heading>
        </Stack>
        <MissionDetails mission={mission} headingLevel="h2" />
        <HStack gap="3" wrap="wrap">
          {completed ? (
            <BackToDashboard variant="solid" />
          ) : (
            <>
              <Button
                colorPalette="gold"
                size="lg"
                loading={complete.isPending}
                loadingText="Completing..."
                onClick={() => complete.mutate(mission.id)}
              >
                Complete Mission
              </Button>
              <BackToDashboard />
            </>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
