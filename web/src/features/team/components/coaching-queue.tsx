/**
 * The top of /team (docs/product.md#coaching): the sponsor's coaching queue, one row per task about
 * a level-1 recruit, newest first; under the tasks, one line per recruit whose own team did
 * something this week. With nothing waiting: "Nothing waiting" and the team's week. A learner with
 * no recruits sees no queue (the tree below says how to build a team).
 */
import { Box, Stack, Text } from '@chakra-ui/react';

import { CheckCircleIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { describeError } from '@/lib/api-client';
import type { CoachingQueue as Queue } from '@contract';

import { useCoachingQueue } from '../api/coaching';
import { weekText } from '../coaching-rules';
import { useTaskFailures } from '../use-task-action';
import { CoachingTaskRow } from './coaching-task-row';

function Summaries({ summaries }: { summaries: Queue['summaries'] }) {
  if (summaries.length === 0) return null;
  return (
    <Box mt="5">
      <Text fontWeight="bold" color="brand.800" mb="2">
        Deeper in your team this week
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Deeper in your team this week" data-testid="coaching-summaries">
        {summaries.map((line) => (
          <Text as="li" key={line.member.id} fontSize="sm" overflowWrap="anywhere">
            {line.text}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

function Tasks({ queue }: { queue: Queue }) {
  const failures = useTaskFailures();
  if (queue.tasks.length === 0) {
    return (
      <Stack align="center" gap="1" py="4" textAlign="center" data-testid="coaching-empty">
        <CheckCircleIcon boxSize="6" color="brand.600" />
        <Text fontWeight="semibold" color="brand.800">
          Nothing waiting
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {weekText(queue.week)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Tasks for your team">
      {queue.tasks.map((task) => (
        <CoachingTaskRow key={task.id} task={task} failures={failures} />
      ))}
    </Stack>
  );
}

export function CoachingQueue() {
  const queue = useCoachingQueue();
  const data = queue.data;
  if (data && data.recruits === 0 && data.tasks.length === 0) return null;
  const count = data?.tasks.length ?? 0;
  return (
    <Panel title={count > 0 ? `Your team today: ${count}` : 'Your team today'} headingId="coaching-queue" icon={CheckCircleIcon} data-testid="coaching-queue">
      {queue.isPending ? <LoadingState label="Loading your team's tasks..." lines={2} /> : null}
      {queue.error && !data ? (
        <ErrorState message={`Could not load your team's tasks. ${describeError(queue.error)}`} onRetry={() => void queue.refetch()} />
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
