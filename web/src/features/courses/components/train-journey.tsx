/**
 * The train journey (docs/product.md#courses): a track from the depot past the video station to one station per
 * quiz, the train at the course's total progress (the progress card's number), the stations its
 * badges have reached, the journey badges, and the golden tickets and bonus
 * points once the destination is reached (keepsakes, labelled as having no balance effect). Start Journey / Restart Journey set and clear the local
 * "started" flag.
 */
import { Badge, Box, Button, Circle, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { motion, useReducedMotion } from 'framer-motion';

import { TrainIcon as TrainArt } from '@/components/layouts/logo';
import { CompassIcon, LockIcon, RestartIcon, StarIcon, TicketIcon, TrainIcon, TrophyIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';

import type { Journey, JourneyPhase, JourneyStation } from '../journey';

const phaseCopy: Record<JourneyPhase, { title: string; text: (correct: number, total: number, hasVideo: boolean) => string }> = {
  depot: {
    title: 'At the depot',
    text: (_correct, total, hasVideo) =>
      hasVideo
        ? 'Watch the course video or press Start Journey to leave the station.'
        : total > 0
          ? 'Answer the first quiz or press Start Journey to leave the station.'
          : 'Read the materials, then press Start Journey to leave the station.',
  },
  traveling: {
    title: 'Traveling',
    text: (_correct, total) =>
      total > 0 ? 'The train is rolling. Answer the quizzes to reach the next stations.' : 'The train is rolling toward the destination.',
  },
  quiz: {
    title: 'Quiz stations',
    text: (correct, total, hasVideo) =>
      correct >= total
        ? hasVideo
          ? 'All quizzes correct. Finish the video (or Mark as Completed) to reach the destination.'
          : 'All quizzes correct. Mark the course completed to reach the destination.'
        : `${correct} of ${total} quizzes correct. Every right answer lights the next quiz station and moves the train on.`,
  },
  completed: {
    title: 'Journey complete!',
    text: () => 'You reached the destination. All aboard for the next course!',
  },
};

/** The first and last labels hug the ends of the track so they stay inside it on phones. */
function labelShift(index: number, count: number): string {
  if (index === 0) return '0%';
  if (index === count - 1) return '-100%';
  return '-50%';
}

function Track({ journey }: { journey: Journey }) {
  const reduceMotion = useReducedMotion();
  const reached = journey.stations.filter((station) => station.reached).map((station) => station.label);
  return (
    <Box
      role="img"
      aria-label={`Train ${Math.round(journey.position)}% of the way, your total progress. Stations reached: ${reached.join(', ')}.`}
      data-testid="journey-track"
      position="relative"
      h="24"
      mx={{ base: '2', md: '4' }}
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
        <StationDot key={station.label} station={station} shift={labelShift(index, journey.stations.length)} />
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

function StationDot({ station, shift }: { station: JourneyStation; shift: string }) {
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
      {station.shown ? (
        <Text
          position="absolute"
          top="16"
          left={`${station.at}%`}
          style={{ translate: `${shift} 0` }}
          fontSize="xs"
          fontWeight={station.reached ? 'bold' : 'medium'}
          color={station.reached ? 'brand.800' : 'fg.muted'}
          whiteSpace="nowrap"
          pt="1"
        >
          {station.shown}
        </Text>
      ) : null}
    </>
  );
}

function Badges({ journey }: { journey: Journey }) {
  return (
    <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0" aria-label="Journey badges">
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
            {badge.earned ? '(earned)' : '(locked)'}
          </Text>
        </Badge>
      ))}
    </Flex>
  );
}

function Rewards({ rewards }: { rewards: NonNullable<Journey['rewards']> }) {
  return (
    <HStack gap="4" p="4" borderRadius="xl" bg="gold.50" borderWidth="1px" borderColor="gold.300" wrap="wrap" data-testid="journey-rewards">
      <HStack gap="2" color="gold.900" fontWeight="bold">
        <TicketIcon boxSize="6" />
        <Text data-testid="journey-golden-tickets">
          {rewards.goldenTickets} golden {rewards.goldenTickets === 1 ? 'ticket' : 'tickets'}
        </Text>
      </HStack>
      <HStack gap="2" color="brand.800" fontWeight="bold">
        <TrophyIcon boxSize="6" />
        <Text data-testid="journey-bonus-points">{rewards.bonusPoints} bonus points</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted" flexBasis="full" data-testid="journey-keepsake-note">
        Journey keepsakes: they do not change your tokens or leaderboard points. Quiz points are paid when you answer, the course reward when you complete the
        course.
      </Text>
    </HStack>
  );
}

interface TrainJourneyProps {
  journey: Journey;
  hasVideo: boolean;
  correct: number;
  quizCount: number;
  started: boolean;
  onStart: () => void;
  onRestart: () => void;
}

export function TrainJourney({ journey, hasVideo, correct, quizCount, started, onStart, onRestart }: TrainJourneyProps) {
  const copy = phaseCopy[journey.phase];
  return (
    <Panel title="Train Journey" headingId="train-journey" icon={CompassIcon}>
      <Stack gap="5">
        <Stack gap="1" aria-live="polite">
          <Text fontSize="xl" fontWeight="extrabold" color="brand.800" data-testid="journey-phase" data-phase={journey.phase}>
            {copy.title}
          </Text>
          <Text color="fg.muted">{copy.text(correct, quizCount, hasVideo)}</Text>
        </Stack>
        <Track journey={journey} />
        <Badges journey={journey} />
        {journey.rewards ? <Rewards rewards={journey.rewards} /> : null}
        {journey.phase === 'depot' || started ? (
          <HStack gap="3">
            {journey.phase === 'depot' && !started ? (
              <Button colorPalette="gold" onClick={onStart}>
                <TrainIcon /> Start Journey
              </Button>
            ) : null}
            {started ? (
              <Button variant="outline" colorPalette="brand" onClick={onRestart}>
                <RestartIcon /> Restart Journey
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </Panel>
  );
}
