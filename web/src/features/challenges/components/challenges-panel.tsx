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

import { useCheckIn, useJoinChallenge, useMyChallenges } from '../api/my-challenges';
import { ChallengeCard } from './challenge-card';

function ChallengeList({ userId }: { userId: string }) {
  const challenges = useMyChallenges(userId);
  const join = useJoinChallenge(userId);
  const checkIn = useCheckIn(userId);
  // The challenge joined last: its card says so until its first check-in.
  const [joined, setJoined] = useState<number | null>(null);
  const t = useT();
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
            justJoined={joined === challenge.id}
            onJoin={() => join.mutate({ challengeId: challenge.id, title: challenge.title }, { onSuccess: () => setJoined(challenge.id) })}
            onCheckIn={(count) => checkIn.mutate({ challengeId: challenge.id, title: challenge.title, count })}
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
