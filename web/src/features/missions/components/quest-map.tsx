/**
 * The Quest Map (docs/product.md#missions): the stations in order along a track, each completed / active / locked
 * with Review / Start Mission, or folded to one line when locked ("STATION 3 · Locked · after Station 2"), and progress as completed out of
 * the total. Selecting a station opens the mission modal. Once every station is done the map folds
 * into one line ("All 5 stations completed" and Review stations), so Today stays short.
 */
import { Box, Button, Circle, Flex, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';

import { CheckCircleIcon, LockIcon, MapIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { ProgressBar } from '@/components/ui/progress-bar';
import { EmptyState, ErrorState } from '@/components/ui/query-state';
import { formatNumber, useT, type Translate } from '@/i18n';
import { contentLang } from '@/lib/content-lang';
import { errorText } from '@/lib/error-text';
import { whenIdle } from '@/lib/when-idle';
import { STATIONS, stationName, type Mission, type User } from '@contract';

import { useMissions } from '../api/get-missions';
import { completedCount, missionActionLabel, missionStatus, stationOf, type MissionStatus } from '../mission-status';
import { loadMissionModal, preloadMissionDialog } from '../preload';
import { MissionRewards } from './mission-rewards';

// The modal (and the dialog machinery it brings, ~15 KB gzip) and the lesson's renderer are not part of
// the dashboard's chunk: they are not needed for its first paint (docs/decisions.md#web). Once the
// stations are on screen they load in an idle period (a phone's tap has no hover to start them
// earlier: docs/performance.md, "Speed on a mid-range phone"); a pointer on or the focus at a
// station's button starts that load too. Until the code is in, the tap shows a loading overlay at
// once (docs/performance.md: feedback within 100 ms of a tap).
const MissionModal = lazy(async () => ({ default: (await loadMissionModal()).MissionModal }));

/** What a tap on a station shows while the modal's code is on its way. */
function MissionModalLoading() {
  const t = useT();
  return (
    <Flex position="fixed" inset="0" zIndex="modal" bg="blackAlpha.500" align="center" justify="center" role="status" data-testid="mission-modal-loading">
      <Flex bg="white" borderRadius="card" boxShadow="card" px="6" py="4" align="center" gap="3">
        <Spinner color="brand.600" size="md" />
        <Text fontWeight="bold" color="brand.900">
          {t('missions.loadingOne')}
        </Text>
      </Flex>
    </Flex>
  );
}

const stationStyle: Record<MissionStatus, { bg: string; color: string; border: string }> = {
  completed: { bg: 'brand.600', color: 'white', border: 'brand.600' },
  active: { bg: 'gold.400', color: 'brand.950', border: 'gold.500' },
  locked: { bg: 'gray.200', color: 'gray.600', border: 'gray.300' },
};

function StationMarker({ mission, status }: { mission: Mission; status: MissionStatus }) {
  const style = stationStyle[status];
  return (
    <Circle size="11" bg={style.bg} color={style.color} fontWeight="extrabold" flexShrink={0} aria-hidden="true">
      {status === 'completed' ? <CheckCircleIcon boxSize="6" /> : status === 'locked' ? <LockIcon boxSize="5" /> : stationOf(mission)}
    </Circle>
  );
}

interface StationRowProps {
  mission: Mission;
  status: MissionStatus;
  onSelect: (id: number) => void;
}

/**
 * A locked station, folded to one line: what it is and what unlocks it, no button (there is nothing
 * to do there yet; full cards with big grey Locked buttons made four phone screens of it).
 */
/** "Locked · after Station 2", led by "STATION 3 ·" unless the title already names its station. */
export function lockedLine(t: Translate, mission: Mission, after: number | null): string {
  const station = stationOf(mission);
  const named = stationName(station, mission.title) === mission.title.trim();
  const parts = [named ? null : t('missions.eyebrow', { station }), t('missions.status.locked'), after ? t('missions.lockedAfter', { station: after }) : null];
  return parts.filter(Boolean).join(' · ');
}

function LockedStationRow({ mission, after }: { mission: Mission; after: number | null }) {
  const t = useT();
  return (
    <Flex
      as="li"
      gap="3"
      px="3"
      py="2"
      borderRadius="xl"
      borderWidth="1px"
      borderColor={stationStyle.locked.border}
      bg="gray.50"
      align="center"
      data-testid={`station-${stationOf(mission)}`}
      data-status="locked"
    >
      <StationMarker mission={mission} status="locked" />
      <Box minW="0" flex="1">
        <Text fontWeight="semibold" color="gray.700" lineClamp={2} {...contentLang(mission.lang)}>
          {mission.title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {lockedLine(t, mission, after)}
        </Text>
      </Box>
    </Flex>
  );
}

const STATUS_WORD = { completed: 'missions.status.completed', active: 'missions.status.ready', locked: 'missions.status.locked' } as const;

function StationRow({ mission, status, onSelect }: StationRowProps) {
  const t = useT();
  const action = t(missionActionLabel[status]);
  return (
    <Flex
      as="li"
      gap="3"
      p="3"
      borderRadius="xl"
      borderWidth="1px"
      borderColor={stationStyle[status].border}
      bg={status === 'locked' ? 'gray.50' : 'white'}
      align={{ base: 'flex-start', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      data-testid={`station-${stationOf(mission)}`}
      data-status={status}
    >
      <Flex gap="3" align="center" flex="1" minW="0">
        <StationMarker mission={mission} status={status} />
        <Box minW="0">
          <Text fontSize="xs" fontWeight="bold" color="gold.800" letterSpacing="wide">
            {t('missions.eyebrow', { station: stationOf(mission) })} · {t(STATUS_WORD[status])}
          </Text>
          <Text fontWeight="bold" color="brand.900" {...contentLang(mission.lang)}>
            {mission.title}
          </Text>
          <Box mt="1">
            <MissionRewards mission={mission} />
          </Box>
        </Box>
      </Flex>
      <Button
        size="sm"
        minW="32"
        alignSelf={{ base: 'stretch', sm: 'center' }}
        colorPalette={status === 'active' ? 'gold' : 'brand'}
        variant={status === 'completed' ? 'outline' : 'solid'}
        disabled={status === 'locked'}
        onClick={() => onSelect(mission.id)}
        onPointerEnter={preloadMissionDialog}
        onFocus={preloadMissionDialog}
        aria-label={t('missions.actionOn', { action, title: mission.title })}
      >
        {status === 'locked' ? <LockIcon /> : null}
        {action}
      </Button>
    </Flex>
  );
}

/**
 * The map while the stations load: the journey line and one row-sized block per station, so the
 * panels below do not jump down when the stations arrive (a layout shift a phone's reader sees).
 */
function QuestMapSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" role="status" aria-live="polite">
      <Box>
        <Text fontSize="sm" color="fg.muted" mb="1">
          {t('missions.loadingAll')}
        </Text>
        <Skeleton h="3" borderRadius="full" />
      </Box>
      <Stack gap="2">
        {/* A newcomer's map: one station to start, the others folded as locked. */}
        {STATIONS.map((station, index) => (
          <Skeleton key={station} h={index === 0 ? { base: '10.5rem', sm: '6.25rem' } : '3.75rem'} borderRadius="xl" />
        ))}
      </Stack>
    </Stack>
  );
}

export function QuestMap({ user }: { user: User }) {
  const t = useT();
  const query = useMissions();
  const { error, refetch } = query;
  // The stations arrive as a deferred value: the answer's own render (a store update, which React
  // renders in one task) only keeps the skeleton, and the rows render in slices that leave a slow
  // phone's main thread free between them (docs/decisions.md#web).
  const missions = useDeferredValue(query.data);
  const isPending = !error && missions === undefined;
  const [selected, setSelected] = useState<number | null>(null);
  // Mounted from the first selection on, so closing it still animates.
  const [modalMounted, setModalMounted] = useState(false);
  const select = (missionId: number) => {
    setModalMounted(true);
    setSelected(missionId);
  };
  const done = missions ? completedCount(missions, user.completedMissions) : 0;
  const total = missions?.length ?? 0;
  const shown = total > 0;
  const allDone = shown && done === total;
  const [reviewing, setReviewing] = useState(false);
  useEffect(() => (shown ? whenIdle(preloadMissionDialog) : undefined), [shown]);
  return (
    <Panel title={t('missions.map.title')} headingId="quest-map" icon={MapIcon}>
      {isPending ? <QuestMapSkeleton /> : null}
      {error ? <ErrorState message={t('missions.map.loadFailed', { reason: errorText(t, error) })} onRetry={() => void refetch()} /> : null}
      {missions && total === 0 ? <EmptyState message={t('missions.map.empty')} /> : null}
      {missions && total > 0 ? (
        <Stack gap="4">
          {allDone ? (
            <Flex justify="space-between" align="center" gap="3" wrap="wrap" data-testid="quest-map-done">
              <Flex align="center" gap="2" color="brand.800" fontWeight="bold">
                <CheckCircleIcon boxSize="5" />
                <Text>{t('missions.map.allDone', { total })}</Text>
                <Text srOnly data-testid="quest-progress">
                  {t('missions.map.progress', { done: formatNumber(done), total: formatNumber(total) })}
                </Text>
              </Flex>
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                aria-expanded={reviewing}
                aria-controls="quest-map-stations"
                onClick={() => setReviewing(!reviewing)}
              >
                {reviewing ? t('missions.map.hide') : t('missions.map.review')}
              </Button>
            </Flex>
          ) : (
            <Box>
              <Flex justify="space-between" mb="1" fontSize="sm">
                <Text fontWeight="medium">{t('missions.map.journey')}</Text>
                <Text data-testid="quest-progress">{t('missions.map.progress', { done: formatNumber(done), total: formatNumber(total) })}</Text>
              </Flex>
              <ProgressBar
                data-testid="quest-map-bar"
                value={done}
                max={total}
                label={t('missions.map.progressLabel')}
                h="3"
                bg="brand.50"
                fill={{ from: 'brand.500', to: 'gold.400' }}
              />
            </Box>
          )}
          <Stack
            as="ol"
            id="quest-map-stations"
            hidden={allDone && !reviewing}
            display={allDone && !reviewing ? 'none' : 'flex'}
            gap="2"
            listStyleType="none"
            m="0"
            p="0"
          >
            {missions.map((mission) => {
              const status = missionStatus(mission, user.completedMissions);
              if (status === 'locked') {
                const prerequisite = missions.find((item) => item.id === mission.unlockAfter);
                return <LockedStationRow key={mission.id} mission={mission} after={prerequisite ? stationOf(prerequisite) : null} />;
              }
              return <StationRow key={mission.id} mission={mission} status={status} onSelect={select} />;
            })}
          </Stack>
        </Stack>
      ) : null}
      {modalMounted ? (
        <Suspense fallback={<MissionModalLoading />}>
          <MissionModal missionId={selected} completedMissions={user.completedMissions} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </Panel>
  );
}
