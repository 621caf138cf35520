/**
 * Today's team card (docs/product.md#coaching), compact (Today stays within three phone screens):
 * for a learner with recruits, "Your team today: N tasks" with the first task still to do in the
 * queue's order (a recruit's waiting question first, then the newest not already cheered), its reason (one line each)
 * and one tap for its first action (Cheer sends the ready-made cheer
 * that fits it), and "See all" to /team. With nothing waiting, the team's week in one line. A
 * learner with no recruits sees nothing; nor does anyone while the queue loads. A queue that
 * cannot be read is said only to a learner who has brought someone in. A sponsor who has a sponsor
 * too gets that sponsor's one line at the card's foot (coaching-today.tsx).
 */
import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import type { CoachingQueue, CoachingTask, User } from '@contract';

import { useCoachingQueue } from '../api/coaching-queue';
import { ACTION_LABEL, openTaskCount, presetFor, primaryAction, teamQueueTitle, teamTodayTitle, topTask, weekText } from '../coaching-rules';
import { OutcomeText, TaskFailure, TaskSummary } from './coaching-task-row';
import { ShareLinks } from './share-links';
import { TodayCard } from './today-card';
import { useTaskAction, useTaskFailures, type TaskFailures } from '../use-task-action';

function TopTask({ task, failures }: { task: CoachingTask; failures: TaskFailures }) {
  const t = useT();
  const { act, pending, share, failure, outcome } = useTaskAction(task, failures);
  const action = primaryAction(task);
  return (
    <Box mt="1" data-testid="team-today-task">
      <Flex gap="3" align="center">
        <Box flex="1" minW="0">
          <TaskSummary task={task} compact />
        </Box>
        {task.question !== null ? (
          // A question wants the sponsor's own words: /team opens the answer form.
          <Button
            asChild
            size="sm"
            colorPalette="gold"
            flexShrink={0}
            aria-label={t('coaching.actionFor', { action: t('coaching.action.answer'), name: task.member.name })}
          >
            <RouterLink to={paths.team.getHref()}>{t('coaching.action.answer')}</RouterLink>
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette="gold"
            flexShrink={0}
            loading={pending !== null}
            aria-label={t('coaching.actionFor', { action: t(ACTION_LABEL[action]), name: task.member.name })}
            onClick={() => act(action, action === 'cheer' ? { preset: presetFor(task.kind) } : undefined)}
          >
            {t(ACTION_LABEL[action])}
          </Button>
        )}
      </Flex>
      <TaskFailure message={failure} />
      {outcome && !failure ? <OutcomeText text={outcome} mt="1" /> : null}
      {share ? <ShareLinks share={share} name={task.member.name} /> : null}
    </Box>
  );
}

/** What the last closed task's action did (the card moved on to the next task): said, not toasted. */
function LastOutcome({ failures, openIds }: { failures: TaskFailures; openIds: number[] }) {
  const closed = Object.values(failures.outcomes).filter((outcome) => !openIds.includes(outcome.task.id));
  const last = closed[closed.length - 1];
  if (!last) return null;
  return <OutcomeText text={last.text} mt="1" />;
}

/** Whether Today shows the team card: a sponsor's queue, or a failure said to someone who brought people in. */
export function teamCardShows(queue: Pick<UseQueryResult<CoachingQueue>, 'data' | 'error'>, user: Pick<User, 'invites'>): boolean {
  if (!queue.data) return queue.error !== null && user.invites > 0;
  return queue.data.recruits > 0 || queue.data.tasks.length > 0;
}

/** `footer`: a learner who is a recruit too gets their sponsor's line here (Today stays within three phone screens). */
export function TeamTodayCard({ user, footer }: { user: User; footer?: ReactNode }) {
  const t = useT();
  const queue = useCoachingQueue();
  const failures = useTaskFailures();
  const headingId = useId();
  const data = queue.data;
  if (!teamCardShows(queue, user)) return null;
  const top = topTask(data?.tasks ?? []);
  const count = openTaskCount(data?.tasks ?? []);
  return (
    <TodayCard headingId={headingId} py={footer ? '2' : '2.5'} data-testid="team-today">
      <Flex justify="space-between" align="center" gap="3">
        <Flex align="center" gap="1.5" minW="0">
          <UsersIcon boxSize="4" color="brand.600" />
          <Heading as="h2" fontSize="sm" lineHeight="1.25rem" color="brand.800" id={headingId}>
            {/* The same heading as /team's ("3 tasks, 1 cheered"): the two pages disagreed after a cheer. */}
            {data ? teamQueueTitle(t, data) : teamTodayTitle(t, count)}
          </Heading>
        </Flex>
        <Link asChild color="brand.700" fontWeight="semibold" fontSize="sm" textDecoration="underline" flexShrink={0}>
          <RouterLink to={paths.team.getHref()}>{count > 0 ? t('coaching.team.seeAll') : t('coaching.team.seeTeam')}</RouterLink>
        </Link>
      </Flex>
      {!data ? (
        <Flex mt="1" gap="2" align="center" wrap="wrap" role="alert">
          <Text fontSize="sm" color="red.700">
            {t('coaching.team.loadFailed', { reason: errorText(t, queue.error) })}
          </Text>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => void queue.refetch()}>
            {t('error.retry')}
          </Button>
        </Flex>
      ) : (
        <>
          <LastOutcome failures={failures} openIds={data.tasks.map((task) => task.id)} />
          {top ? (
            <TopTask key={top.id} task={top} failures={failures} />
          ) : (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {weekText(t, data.week)}
            </Text>
          )}
        </>
      )}
      {footer}
    </TodayCard>
  );
}
