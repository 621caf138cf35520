/**
 * The mission page (docs/product.md#missions): station, content, objectives and rewards; Complete Mission while
 * active, a Completed tag and Back to Dashboard once it is; success goes to /dashboard with the station's
 * celebration (docs/product.md#moments) and the next station as its button. A locked mission
 * (opened by its address) shows a Locked tag and the station that unlocks it, never Complete Mission.
 */
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { CheckCircleIcon, LockIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useT, type Translate } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { contentLang } from '@/lib/content-lang';
import { errorText } from '@/lib/error-text';
import { celebrate, newStations, type NextStep } from '@/features/celebrations';
import { titleWithoutStation, type Mission, type User } from '@contract';

import { useCompleteMission, type MissionCompletion } from '../api/complete-mission';
import { useMission } from '../api/get-mission';
import { getMissionsQueryOptions } from '../api/get-missions';
import { missionStatus, stationOf, stationTitle } from '../mission-status';
import { MissionDetails } from './mission-details';

function BackToDashboard({ variant = 'outline' }: { variant?: 'outline' | 'solid' }) {
  const t = useT();
  return (
    <Button asChild variant={variant} colorPalette="brand">
      <RouterLink to={paths.dashboard.getHref()}>{t('missions.backToDashboard')}</RouterLink>
    </Button>
  );
}

/** What unlocks a locked mission: its prerequisite station, named when it has loaded, with a way there. */
function LockedNotice({ prerequisiteId }: { prerequisiteId: number }) {
  const t = useT();
  const { data: prerequisite } = useMission(prerequisiteId);
  const station = prerequisite ? stationOf(prerequisite) : prerequisiteId;
  // Seeded titles already start with "Station n:" (in their language); name the station once.
  const title = prerequisite ? titleWithoutStation(station, prerequisite.title) : undefined;
  return (
    <Stack gap="3" p="4" borderRadius="xl" bg="gray.50" borderWidth="1px" borderColor="gray.200" role="status" data-testid="mission-locked-notice">
      <Text fontWeight="semibold" color="gray.800">
        {t('missions.lockedNotice', { station: stationTitle(t, station, title) })}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="gold">
          <RouterLink to={paths.mission.getHref(prerequisiteId)}>{t('missions.goToStation', { station })}</RouterLink>
        </Button>
        <BackToDashboard />
      </HStack>
    </Stack>
  );
}

/** After a station: the station it unlocks, else the courses. */
function nextAfter(t: Translate, missionId: number, missions: Mission[] | undefined): NextStep {
  const next = missions?.find((item) => item.unlockAfter === missionId);
  return next
    ? { label: t('missions.nextStation', { station: stationOf(next) }), to: paths.mission.getHref(next.id) }
    : { label: t('today.action.openCourses'), to: paths.courses.getHref() };
}

function celebrateStation(t: Translate, response: MissionCompletion, before: User, missions: Mission[] | undefined) {
  const badges = newStations(before.badges, response.user.badges).map((station) => ({ id: `station-${station}`, label: t('missions.badge', { station }) }));
  const name = stationTitle(t, stationOf(response.mission), missions?.find((item) => item.id === response.mission.id)?.title);
  celebrate({
    kind: 'station',
    title: t('missions.completed.title'),
    // Not the server's message ("Mission completed! You earned…"): the title says it, and the counts below say what it paid.
    description: t('missions.completed.description', { station: name }),
    tokens: response.mission.tokens,
    points: response.mission.points,
    badges,
    next: nextAfter(t, response.mission.id, missions),
  });
}

export function MissionScreen({ missionId, user }: { missionId: number; user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const { data: mission, isPending, error, refetch } = useMission(missionId);
  const queryClient = useQueryClient();
  const complete = useCompleteMission((response) => {
    navigate(paths.dashboard.getHref());
    // The list is in the cache from the dashboard; read when it is not (without it the next step is the courses).
    void queryClient
      .fetchQuery(getMissionsQueryOptions())
      .catch(() => undefined)
      // The station's celebration only: the daily reminder's offer waits on Today's card behind it, one offer at a time (docs/product.md#reminders).
      .then((missions) => celebrateStation(t, response, user, missions));
  });
  const invalidId = !Number.isInteger(missionId) || missionId <= 0;

  if (!invalidId && isPending) return <LoadingState label={t('missions.loadingOne')} />;
  if (invalidId || (error instanceof ApiError && error.status === 404) || (!mission && !error)) {
    return (
      <ErrorScreen title={t('missions.notFound.title')} message={t('missions.notFound.message')}>
        <BackToDashboard variant="solid" />
      </ErrorScreen>
    );
  }
  if (!mission) {
    return (
      <ErrorScreen title={t('missions.loadFailed')} message={errorText(t, error)} onRetry={() => void refetch()}>
        <BackToDashboard />
      </ErrorScreen>
    );
  }

  const status = missionStatus(mission, user.completedMissions);
  const completed = status === 'completed';
  return (
    <Box maxW="3xl" mx="auto" bg="white" borderRadius="card" boxShadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" fontWeight="bold" color="gold.800" letterSpacing="wide">
              {t('missions.eyebrow', { station: stationOf(mission) })}
            </Text>
            {completed ? (
              <Badge colorPalette="brand" variant="solid" size="lg" borderRadius="full" data-testid="mission-completed-tag">
                <CheckCircleIcon /> {t('missions.status.completed')}
              </Badge>
            ) : status === 'locked' ? (
              <Badge colorPalette="gray" variant="solid" size="lg" borderRadius="full" data-testid="mission-locked-tag">
                <LockIcon /> {t('missions.status.locked')}
              </Badge>
            ) : null}
          </HStack>
          {/* Content (docs/decisions.md, "Languages"): its language and its own direction, so an English title reads left to right on an Arabic page. */}
          <Heading as="h1" size="3xl" color="brand.800" {...contentLang(mission.lang)}>
            {mission.title}
          </Heading>
        </Stack>
        <MissionDetails
          mission={mission}
          headingLevel="h2"
          lockedNotice={status === 'locked' && mission.unlockAfter != null ? <LockedNotice prerequisiteId={mission.unlockAfter} /> : undefined}
        />
        {status === 'locked' ? null : (
          <HStack gap="3" wrap="wrap">
            {completed ? (
              <BackToDashboard variant="solid" />
            ) : (
              <>
                <Button
                  colorPalette="gold"
                  size="lg"
                  loading={complete.isPending}
                  loadingText={t('missions.completing')}
                  onClick={() => complete.mutate(mission)}
                >
                  {t('missions.complete')}
                </Button>
                <BackToDashboard />
              </>
            )}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
