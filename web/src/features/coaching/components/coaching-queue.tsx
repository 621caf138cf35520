/**
 * The top of /team (docs/product.md#coaching): the sponsor's coaching queue, one row per task about
 * a level-1 recruit, a waiting question first, then newest first; under the tasks, one line per recruit whose own team did
 * something this week. With nothing waiting: "Nothing waiting" and the team's week. A learner with
 * no recruits sees no queue (the tree below says how to build a team).
 */
import { Box, Stack, Text } from '@chakra-ui/react';

import { CheckCircleIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { isolateInRtl, useT, type Translate } from '@/i18n';
import { errorText } from '@/lib/error-text';
import type { CoachingQueue as Queue, CoachingTask } from '@contract';

import { useCoachingQueue } from '../api/coaching-queue';
import { queueOrder, teamQueueTitle, weekText } from '../coaching-rules';
import { useTaskFailures, type TaskOutcome } from '../use-task-action';
import { CoachingTaskRow, TaskOutcomeLine } from './coaching-task-row';

/**
 * The open tasks with, where a closed one was, the line saying what was done, in the queue's order
 * (a waiting question first, then newest first).
 */
function withOutcomes(tasks: readonly CoachingTask[], outcomes: Readonly<Record<number, TaskOutcome>>): (CoachingTask | TaskOutcome)[] {
  const open = new Set(tasks.map((task) => task.id));
  const closed = Object.values(outcomes).filter((outcome) => !open.has(outcome.task.id));
  const at = (entry: CoachingTask | TaskOutcome) => ('text' in entry ? entry.task : entry);
  return [...tasks, ...closed].sort((a, b) => queueOrder(at(a), at(b)));
}

/**
 * One recruit's team this week, worded here from the summary's counts (the server's `text` is the
 * same line in English): "3 stations finished in Ana's team this week; 1 course finished in Ana's team".
 */
export function summaryText(t: Translate, line: Queue['summaries'][number]): string {
  const name = isolateInRtl(line.member.name);
  return [
    line.stations > 0 ? t('coaching.summary.stations', { count: line.stations, name }) : null,
    line.courses > 0 ? t('coaching.summary.courses', { count: line.courses, name }) : null,
    line.joined > 0 ? t('coaching.summary.joined', { count: line.joined, name }) : null,
  ]
    .filter(Boolean)
    .join(t('coaching.summary.separator'));
}

function Summaries({ summaries }: { summaries: Queue['summaries'] }) {
  const t = useT();
  if (summaries.length === 0) return null;
  return (
    <Box mt="5">
      <Text fontWeight="bold" color="brand.800" mb="2">
        {t('coaching.summaries.title')}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t('coaching.summaries.title')} data-testid="coaching-summaries">
        {summaries.map((line) => (
          <Text as="li" key={line.member.id} fontSize="sm" overflowWrap="anywhere">
            {summaryText(t, line)}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

function Tasks({ queue }: { queue: Queue }) {
  const t = useT();
  const failures = useTaskFailures();
  const entries = withOutcomes(queue.tasks, failures.outcomes);
  return (
    <>
      {entries.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('coaching.queue.tasks')}>
          {entries.map((entry) =>
            'text' in entry ? (
              <TaskOutcomeLine key={`done-${entry.task.id}`} text={entry.text} />
            ) : (
              <CoachingTaskRow key={entry.id} task={entry} failures={failures} />
            ),
          )}
        </Stack>
      ) : null}
      {queue.tasks.length === 0 ? (
        <Stack align="center" gap="1" py="4" textAlign="center" data-testid="coaching-empty">
          <CheckCircleIcon boxSize="6" color="brand.600" />
          <Text fontWeight="semibold" color="brand.800">
            {t('coaching.queue.nothing')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {weekText(t, queue.week)}
          </Text>
        </Stack>
      ) : null}
    </>
  );
}

export function CoachingQueue() {
  const t = useT();
  const queue = useCoachingQueue();
  const data = queue.data;
  if (data && data.recruits === 0 && data.tasks.length === 0) return null;
  return (
    <Panel title={teamQueueTitle(t, data ?? { tasks: [], cheeredToday: 0 })} headingId="coaching-queue" icon={CheckCircleIcon} data-testid="coaching-queue">
      {queue.isPending ? <LoadingState label={t('coaching.queue.loading')} lines={2} /> : null}
      {queue.error && !data ? (
        <ErrorState message={t('coaching.team.loadFailed', { reason: errorText(t, queue.error) })} onRetry={() => void queue.refetch()} />
      ) : null}
      {data ? (
        <>
          <Tasks queue={data} />
          <Summaries summaries={data.summaries} />
        </>
      ) : null}
    </Panel>
  );
}
