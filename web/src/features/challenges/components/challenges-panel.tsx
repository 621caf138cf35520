/**
 * Daily Challenges, on the League page (docs/product.md#daily-challenges): each active challenge with
 * the learner's run (progress bar, streak, today's check-in), joining, checking in, and the reward
 * a completed run pays.
 */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { TrophyIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { useT } from '@/i18n';
import type { User } from '@contract';

import type { ToastText } from '@/hooks/use-api-mutation';

import { useCheckIn, useJoinChallenge, useMyChallenges } from '../api/my-challenges';
import { checkInText } from '../challenge-rules';
import { ChallengeCard } from './challenge-card';

function ChallengeList({ userId }: { userId: string }) {
  const challenges = useMyChallenges(userId);
  const join = useJoinChallenge(userId);
  const checkIn = useCheckIn(userId);
  const t = useT();
  // What the last join or check-in did, said on its card (a toast covered the next card's button on a phone).
  const [said, setSaid] = useState<{ challengeId: number; text: ToastText } | null>(null);
  if (challenges.isPending) return <LoadingState label={t('challenges.loading')} lines={2} />;
  if (challenges.isError) return <ErrorState message={t('challenges.error')} onRetry={() => void challenges.refetch()} />;
  const { reward, challenges: list } = challenges.data;
  if (list.length === 0) return <EmptyState message={t('challenges.empty')} />;
  const busy = (id: number) => (join.isPending && join.variables?.challengeId === id) || (checkIn.isPending && checkIn.variables?.challengeId === id);
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('challenges.intro', { tokens: reward.tokens, points: reward.points })}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {list.map((challenge) => (
          <ChallengeCard
            key={challenge.id}
            challenge={challenge}
            pending={busy(challenge.id)}
            said={said?.challengeId === challenge.id ? said.text : null}
            onJoin={() =>
              join.mutate(
                { challengeId: challenge.id, title: challenge.title },
                { onSuccess: () => setSaid({ challengeId: challenge.id, text: { title: t('challenges.joined.title') } }) },
              )
            }
            onCheckIn={(count) => {
              const input = { challengeId: challenge.id, title: challenge.title, count };
              checkIn.mutate(input, { onSuccess: (result) => setSaid({ challengeId: challenge.id, text: checkInText(t, result, input) }) });
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ChallengesPanel({ user }: { user: User }) {
  const t = useT();
  return (
    <Panel title={t('challenges.panel')} headingId="daily-challenges" icon={TrophyIcon}>
      <ChallengeList userId={user.id} />
    </Panel>
  );
}
