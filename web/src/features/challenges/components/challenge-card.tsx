import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ProgressBar } from '@/components/ui/progress-bar';
import { formatNumber, isolateInRtl, useT } from '@/i18n';
import { contentLang } from '@/lib/content-lang';
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
  const t = useT();
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
        <Field.Label fontSize="sm">{t('challenges.count.label')}</Field.Label>
        <Input size="sm" type="number" inputMode="numeric" min={1} max={remaining} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Field.ErrorText>{t('challenges.count.range', { max: formatNumber(remaining) })}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="sm" colorPalette="brand" disabled={!valid || pending} loading={pending}>
        {t('challenges.count.checkIn')}
      </Button>
    </HStack>
  );
}

export function ChallengeCard({ challenge, pending, onJoin, onCheckIn }: ChallengeCardProps) {
  const t = useT();
  const { run } = challenge;
  const blocked = checkInBlocked(challenge);
  return (
    <Box borderWidth="1px" borderColor="brand.100" borderRadius="lg" p="4" data-testid="challenge-card" aria-label={challenge.title} role="group">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="bold" minW="0" wordBreak="break-word" {...contentLang(challenge.lang)}>
            {challenge.title}
          </Text>
          {!challenge.isActive ? <Badge colorPalette="gray">{t('challenges.retired')}</Badge> : null}
          {challenge.completedRuns > 0 ? (
            <Badge colorPalette="green" flexShrink="0">
              {t('challenges.completedRuns', { count: challenge.completedRuns })}
            </Badge>
          ) : null}
        </HStack>
        {challenge.description ? (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word" {...contentLang(challenge.lang)}>
            {challenge.description}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          {t(kindRule[challenge.kind])}
        </Text>
        {run ? (
          <>
            <HStack justify="space-between" fontSize="sm">
              <Text fontWeight="semibold" data-testid="challenge-progress">
                {progressText(t, challenge)}
              </Text>
              {run.checkedInToday ? <Badge colorPalette="brand">{t('challenges.checkedInToday')}</Badge> : null}
            </HStack>
            <ProgressBar
              value={run.progress}
              max={challenge.target}
              label={t('challenges.progressLabel', { title: isolateInRtl(challenge.title) })}
              fill={{ from: 'brand.500', to: 'gold.400' }}
            />
            {run.missedDay ? (
              <Text fontSize="sm" color="orange.700" role="status">
                {t('challenges.missedDay')}
              </Text>
            ) : null}
            {challenge.kind === 'count' && !blocked ? (
              // Keyed by the progress: a check-in counted starts the next one at 1 (it kept the number just sent).
              <CountCheckIn key={run.progress} challenge={challenge} pending={pending} onCheckIn={onCheckIn} />
            ) : (
              <Button
                alignSelf="flex-start"
                size="sm"
                colorPalette="brand"
                disabled={blocked !== null || pending}
                loading={pending}
                onClick={() => onCheckIn()}
              >
                {t(run.checkedInToday ? 'challenges.checkedInTodayButton' : 'challenges.checkInToday')}
              </Button>
            )}
          </>
        ) : challenge.completedToday ? (
          <Text fontSize="sm" color="fg.muted" data-testid="challenge-done-today">
            {t('challenges.doneToday')}
          </Text>
        ) : (
          <Button alignSelf="flex-start" size="sm" colorPalette="gold" disabled={!challenge.isActive || pending} loading={pending} onClick={onJoin}>
            {t(challenge.completedRuns > 0 ? 'challenges.takeAgain' : 'challenges.join')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
