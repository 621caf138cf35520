/**
 * The train journey (docs/product.md#courses): a track from the depot past the video station to one station per
 * quiz, the train at the course's total progress (the progress card's number), the stations its
 * badges have reached, the journey badges, and the golden tickets and bonus
 * points once the destination is reached (keepsakes, labelled as having no balance effect). Start Journey / Restart Journey set and clear the local
 * "started" flag. Right to left (Arabic), the whole track is mirrored: the train leaves from the right
 * and runs leftwards, facing its way; the station names under it are turned back to read.
 */
import { Badge, Box, Button, Circle, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { motion, useReducedMotion } from 'framer-motion';

import { TrainIcon as TrainArt } from '@/components/layouts/logo';
import { CompassIcon, LockIcon, RestartIcon, StarIcon, TicketIcon, TrainIcon, TrophyIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { formatNumber, formatPercent, useT, type MessageId, type Translate } from '@/i18n';

import type { Journey, JourneyPhase, JourneyStation } from '../journey';
import { hasNoLesson } from '../progress';

/** Each phase's title and line, in the screen's language. */
const phaseCopy: Record<JourneyPhase, { title: MessageId; text: (t: Translate, correct: number, total: number, hasVideo: boolean, empty: boolean) => string }> =
  {
    depot: {
      title: 'course.journey.depot.title',
      text: (t, _correct, total, hasVideo, empty) =>
        t(
          hasVideo
            ? 'course.journey.depot.video'
            : total > 0
              ? 'course.journey.depot.quiz'
              : empty
                ? 'course.journey.depot.empty'
                : 'course.journey.depot.materials',
        ),
    },
    traveling: {
      title: 'course.journey.traveling.title',
      text: (t, _correct, total) => t(total > 0 ? 'course.journey.traveling.quizzes' : 'course.journey.traveling.plain'),
    },
    quiz: {
      title: 'course.journey.quiz.title',
      text: (t, correct, total, hasVideo) =>
        correct >= total
          ? t(hasVideo ? 'course.journey.quiz.allVideo' : 'course.journey.quiz.allMark')
          : t('course.journey.quiz.some', { correct: formatNumber(correct), total }),
    },
    completed: {
      title: 'course.journey.completed.title',
      text: (t) => t('course.journey.completed.text'),
    },
  };

/**
 * Where each written station name goes: one that would stick out of the track hugs its end, the rest
 * are centred under their dot; neighbouring names take turns between two rows, so two names never
 * share a line (and cannot collide, in any language's length). Null for an unwritten station.
 */
export function stationLabelPlaces(stations: Pick<JourneyStation, 'shown' | 'at'>[]): ({ shift: string; row: 0 | 1 } | null)[] {
  let written = 0;
  return stations.map((station) => {
    if (!station.shown) return null;
    const row = (written++ % 2) as 0 | 1;
    const shift = station.at <= 15 ? '0%' : station.at >= 85 ? '-100%' : '-50%';
    return { shift, row };
  });
}

function Track({ journey }: { journey: Journey }) {
  const t = useT();
  const reduceMotion = useReducedMotion();
  const reached = journey.stations.filter((station) => station.reached).map((station) => station.label);
  const ahead = journey.stations.filter((station) => !station.reached).map((station) => station.label);
  const label = t('course.journey.track', {
    percent: formatPercent(Math.round(journey.position)),
    stations: reached.join(t('course.journey.separator')),
  });
  const places = stationLabelPlaces(journey.stations);
  return (
    <Box
      role="img"
      aria-label={ahead.length > 0 ? `${label} ${t('course.journey.ahead', { stations: ahead.join(t('course.journey.separator')) })}` : label}
      data-testid="journey-track"
      position="relative"
      h="28"
      mx={{ base: '2', md: '4' }}
      _rtl={{ transform: 'scaleX(-1)' }}
    >
      {/* Rails: a dashed line of sleepers under a solid rail, gold up to the train. */}
      <Box position="absolute" left="0" right="0" top="12" h="2" borderRadius="full" bg="gray.200" />
      <Box asChild position="absolute" left="0" top="12" h="2" borderRadius="full" bgGradient="to-r" gradientFrom="brand.500" gradientTo="gold.400">
        <motion.div
          initial={false}
          animate={{ width: `${journey.position}%` }}
          transition={reduceMotion ? { duration: 0 } : { type: 'spring', stiffness: 60, damping: 16 }}
        />
      </Box>
      {journey.stations.map((station, index) => (
        <StationDot key={station.label} station={station} place={places[index] ?? null} />
      ))}
      <Box asChild position="absolute" top="1" style={{ translate: '-50% 0' }} data-testid="journey-train">
        <motion.div
          initial={false}
          animate={{ left: `${journey.position}%` }}
          transition={reduceMotion ? { duration: 0 } : { type: 'spring', stiffness: 60, damping: 16 }}
        >
          <TrainArt size={34} />
        </motion.div>
      </Box>
    </Box>
  );
}

function StationDot({ station, place }: { station: JourneyStation; place: { shift: string; row: 0 | 1 } | null }) {
  return (
    <>
      <Circle
        position="absolute"
        top="11"
        left={`${station.at}%`}
        size="4"
        style={{ translate: '-50% 0' }}
        bg={station.reached ? 'brand.600' : 'white'}
        borderWidth="3px"
        borderColor={station.reached ? 'brand.600' : 'gray.400'}
      />
      {station.shown && place ? (
        <Text
          position="absolute"
          top={place.row === 0 ? '16' : '20'}
          left={`${station.at}%`}
          style={{ translate: `${place.shift} 0` }}
          data-testid="journey-station-label"
          fontSize="xs"
          fontWeight={station.reached ? 'bold' : 'medium'}
          color={station.reached ? 'brand.800' : 'fg.muted'}
          whiteSpace="nowrap"
          pt="1"
          _rtl={{ transform: 'scaleX(-1)' }}
        >
          {station.shown}
        </Text>
      ) : null}
    </>
  );
}

function Badges({ journey }: { journey: Journey }) {
  const t = useT();
  return (
    <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0" aria-label={t('course.journey.badges')}>
      {journey.badges.map((badge) => (
        <Badge
          as="li"
          key={badge.id}
          colorPalette={badge.earned ? 'gold' : 'gray'}
          variant={badge.earned ? 'solid' : 'outline'}
          borderRadius="full"
          px="3"
          py="1"
          data-testid={`journey-badge-${badge.id}`}
          data-earned={badge.earned}
        >
          {badge.earned ? <StarIcon /> : <LockIcon />}
          {badge.label}
          <Text as="span" srOnly>
            {t(badge.earned ? 'course.journey.earned' : 'course.journey.locked')}
          </Text>
        </Badge>
      ))}
    </Flex>
  );
}

/** The keepsakes, and when the real reward is paid: a video course's at its video, another's when it is completed (docs/product.md#courses). */
function Rewards({ rewards, hasVideo }: { rewards: NonNullable<Journey['rewards']>; hasVideo: boolean }) {
  const t = useT();
  return (
    <HStack gap="4" p="4" borderRadius="xl" bg="gold.50" borderWidth="1px" borderColor="gold.300" wrap="wrap" data-testid="journey-rewards">
      <HStack gap="2" color="gold.900" fontWeight="bold">
        <TicketIcon boxSize="6" />
        <Text data-testid="journey-golden-tickets">{t('course.journey.tickets', { count: rewards.goldenTickets })}</Text>
      </HStack>
      <HStack gap="2" color="brand.800" fontWeight="bold">
        <TrophyIcon boxSize="6" />
        <Text data-testid="journey-bonus-points">{t('course.journey.bonus', { count: rewards.bonusPoints })}</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted" flexBasis="full" data-testid="journey-keepsake-note">
        {t(hasVideo ? 'course.journey.keepsakeVideo' : 'course.journey.keepsake')}
      </Text>
    </HStack>
  );
}

interface TrainJourneyProps {
  journey: Journey;
  hasVideo: boolean;
  correct: number;
  quizCount: number;
  /** The course's materials (undefined while they load): a course with no video, quiz or material has no journey to start. */
  materialCount?: number;
  started: boolean;
  onStart: () => void;
  onRestart: () => void;
}

export function TrainJourney({ journey, hasVideo, correct, quizCount, materialCount, started, onStart, onRestart }: TrainJourneyProps) {
  const t = useT();
  const copy = phaseCopy[journey.phase];
  // Nothing to ride yet: no Start Journey, so no "All Aboard" earned before anything is done.
  const empty = hasNoLesson(hasVideo, quizCount, materialCount);
  return (
    <Panel title={t('course.journey.title')} headingId="train-journey" icon={CompassIcon}>
      <Stack gap="5">
        <Stack gap="1" aria-live="polite">
          <Text fontSize="xl" fontWeight="extrabold" color="brand.800" data-testid="journey-phase" data-phase={journey.phase}>
            {t(copy.title)}
          </Text>
          <Text color="fg.muted">{copy.text(t, correct, quizCount, hasVideo, empty)}</Text>
        </Stack>
        <Track journey={journey} />
        <Badges journey={journey} />
        {journey.rewards ? <Rewards rewards={journey.rewards} hasVideo={hasVideo} /> : null}
        {(journey.phase === 'depot' && !empty) || started ? (
          <HStack gap="3">
            {journey.phase === 'depot' && !started ? (
              <Button colorPalette="gold" onClick={onStart}>
                <TrainIcon /> {t('course.journey.start')}
              </Button>
            ) : null}
            {started ? (
              <Button variant="outline" colorPalette="brand" onClick={onRestart}>
                <RestartIcon /> {t('course.journey.restart')}
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </Panel>
  );
}
