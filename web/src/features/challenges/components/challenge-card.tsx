import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';

import { ProgressBar } from '@/components/ui/progress-bar';
import { SaidLine } from '@/components/ui/said-line';
import { isolateInRtl, useT } from '@/i18n';
import { contentLang } from '@/lib/content-lang';
import type { ToastText } from '@/hooks/use-api-mutation';
import type { MyChallenge } from '@contract';

import { checkInBlocked, countRange, countToCheckIn, kindRule, progressText } from '../challenge-rules';

interface ChallengeCardProps {
  challenge: MyChallenge;
  pending: boolean;
  /** What the last join or check-in on this card did ("Challenge Joined!", "Checked In! Checked in: 4 of 10"), said on it (announced) in place of a toast. */
  said?: ToastText | null;
  onJoin: () => void;
  onCheckIn: (count?: number) => void;
}

/**
 * For count challenges: how many to add (1 to what is left). Check In stays enabled: a number it
 * cannot send is refused at the field, in red under it and announced, saying what is allowed and why
 * ("Enter 1 to 5: 5 to go to reach 10"), as the learner types it or taps Check In
 * (docs/product.md#daily-challenges). A disabled button said nothing about why.
 */
function CountCheckIn({ challenge, pending, onCheckIn }: Omit<ChallengeCardProps, 'onJoin'>) {
  const remaining = challenge.target - (challenge.run?.progress ?? 0);
  const t = useT();
  const [draft, setDraft] = useState('1');
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const count = countToCheckIn(draft, remaining);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (count !== null) onCheckIn(count);
        else {
          setRefused(true);
          input.current?.focus();
        }
      }}
    >
      <Field.Root invalid={count === null && (draft !== '' || refused)}>
        <Field.Label fontSize="sm">{t('challenges.count.label')}</Field.Label>
        {/* The button beside the field, and the refusal under both: it may take two lines on a phone. */}
        <HStack gap="2">
          <Input
            ref={input}
            size="sm"
            maxW="28"
            type="number"
            inputMode="numeric"
            min={1}
            max={remaining}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" size="sm" colorPalette="brand" disabled={pending} loading={pending}>
            {t('challenges.count.checkIn')}
          </Button>
        </HStack>
        <Field.ErrorText role="alert" color="red.700" textStyle="sm" data-testid="count-refusal">
          {countRange(t, challenge)}
        </Field.ErrorText>
      </Field.Root>
    </form>
  );
}

export function ChallengeCard({ challenge, pending, said = null, onJoin, onCheckIn }: ChallengeCardProps) {
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
      <SaidLine said={said && { text: said }} testId="challenge-said" />
    </Box>
  );
}
