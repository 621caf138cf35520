import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ProgressBar } from '@/components/ui/progress-bar';
import type { MyChallenge } from '@contract';

import { checkInBlocked, kindRule, progressText } from '../challenge-rules';

interface ChallengeCardProps {
  challenge: MyChallenge;
  pending: boolean;
  onJoin: () => void;
  onCheckIn: (count?: number) => void;
}

/** For count challenges: how many to add (1 to the remaining number). */
function CountCheckIn({ challenge, pending, onCheckIn }: Omit<ChallengeCardProps, 'onJoin'>) {
  const remaining = challenge.target - (challenge.run?.progress ?? 0);
  const [draft, setDraft] = useState('1');
  const count = Number.parseInt(draft, 10);
  const valid = Number.isInteger(count) && count >= 1 && count <= remaining;
  return (
    <HStack
      as="form"
      align="flex-end"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onCheckIn(count);
      }}
    >
      <Field.Root invalid={draft !== '' && !valid} maxW="36">
        <Field.Label fontSize="sm">How many today?</Field.Label>
        <Input size="sm" type="number" inputMode="numeric" min={1} max={remaining} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Field.ErrorText>1 to {remaining}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="sm" colorPalette="brand" disabled={!valid || pending} loading={pending}>
        Check In
      </Button>
    </HStack>
  );
}

export function ChallengeCard({ challenge, pending, onJoin, onCheckIn }: ChallengeCardProps) {
  const { run } = challenge;
  const blocked = checkInBlocked(challenge);
  return (
    <Box borderWidth="1px" borderColor="brand.100" borderRadius="lg" p="4" data-testid="challenge-card" aria-label={challenge.title} role="group">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="bold" minW="0" wordBreak="break-word">
            {challenge.title}
          </Text>
          {!challenge.isActive ? <Badge colorPalette="gray">Retired</Badge> : null}
          {challenge.completedRuns > 0 ? (
            <Badge colorPalette="green" flexShrink="0">
              Completed {challenge.completedRuns}×
            </Badge>
          ) : null}
        </HStack>
        {challenge.description ? (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {challenge.description}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          {kindRule[challenge.kind]}
        </Text>
        {run ? (
          <>
            <HStack justify="space-between" fontSize="sm">
              <Text fontWeight="semibold" data-testid="challenge-progress">
                {progressText(challenge)}
              </Text>
              {run.checkedInToday ? <Badge colorPalette="brand">Checked in today</Badge> : null}
            </HStack>
            <ProgressBar value={run.progress} max={challenge.target} label={`${challenge.title} progress`} fill={{ from: 'brand.500', to: 'gold.400' }} />
            {run.missedDay ? (
              <Text fontSize="sm" color="orange.700" role="status">
                You missed a day: your next check-in starts the streak again at 1.
              </Text>
            ) : null}
            {challenge.kind === 'count' && !blocked ? (
              <CountCheckIn challenge={challenge} pending={pending} onCheckIn={onCheckIn} />
            ) : (
              <Button
                alignSelf="flex-start"
                size="sm"
                colorPalette="brand"
                disabled={blocked !== null || pending}
                loading={pending}
                onClick={() => onCheckIn()}
              >
                {run.checkedInToday ? 'Checked In Today' : 'Check In Today'}
              </Button>
            )}
          </>
        ) : challenge.completedToday ? (
          <Text fontSize="sm" color="fg.muted" data-testid="challenge-done-today">
            Done for today: you can take it again tomorrow.
          </Text>
        ) : (
          <Button alignSelf="flex-start" size="sm" colorPalette="gold" disabled={!challenge.isActive || pending} loading={pending} onClick={onJoin}>
            {challenge.completedRuns > 0 ? 'Take It Again' : 'Join Challenge'}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
