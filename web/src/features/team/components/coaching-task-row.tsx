/**
 * One task of the coaching queue on /team (docs/product.md#coaching): what to do and why ("Welcome
 * Ana", "Ana joined your team", "3 hours ago") and the actions the task offers, in the server's
 * order, the first one filled. Cheer opens the cheer form; Message opens the share sheet or shows
 * the links; Nudge, Done and Dismiss take the row off at once (a refusal brings it back, saying why).
 */
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import type { CoachingAction, CoachingTask } from '@contract';

import { ACTION_LABEL, primaryAction, taskTitle, timeAgo } from '../coaching-rules';
import { useTaskAction, type TaskFailures } from '../use-task-action';
import { CheerForm } from './cheer-form';
import { ShareLinks } from './share-links';

const QUIET: ReadonlySet<CoachingAction> = new Set(['done', 'dismiss']);

/**
 * What to do, when, and why: whole on /team; on Today (`compact`) one short line each, cut with "…"
 * (the full words in the tooltip).
 */
export function TaskSummary({ task, compact = false }: { task: CoachingTask; compact?: boolean }) {
  const title = taskTitle(task);
  const cut = compact ? { lineClamp: 1 } : { overflowWrap: 'anywhere' as const };
  return (
    <Box minW="0">
      <Flex gap="2" justify={compact ? 'start' : 'space-between'} align="baseline" wrap={compact ? 'nowrap' : 'wrap'}>
        <Text fontSize={compact ? 'sm' : 'md'} fontWeight="semibold" color="brand.800" minW="0" title={compact ? title : undefined} {...cut}>
          {title}
        </Text>
        <Text asChild fontSize="xs" color="fg.muted" flexShrink={0}>
          <time dateTime={task.createdAt}>{timeAgo(task.createdAt)}</time>
        </Text>
      </Flex>
      <Text fontSize={compact ? 'xs' : 'sm'} color="fg.muted" title={compact ? task.reason : undefined} {...cut}>
        {task.reason}
      </Text>
    </Box>
  );
}

export function TaskFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text role="alert" fontSize="sm" color="red.700" mt="2" data-testid="coaching-refusal">
      {message}
    </Text>
  );
}

export function CoachingTaskRow({ task, failures }: { task: CoachingTask; failures: TaskFailures }) {
  const { act, pending, share, failure, clearFailure } = useTaskAction(task, failures);
  const [cheering, setCheering] = useState(false);
  const primary = primaryAction(task);
  const name = task.member.name;
  return (
    <Box as="li" p="3" borderRadius="lg" borderWidth="1px" borderColor={failure ? 'red.200' : 'brand.100'} data-testid="coaching-task">
      <TaskSummary task={task} />
      <HStack gap="2" mt="2" wrap="wrap">
        {task.actions.map((action) => (
          <Button
            key={action}
            size="sm"
            colorPalette={action === primary ? 'gold' : 'brand'}
            variant={action === primary ? 'solid' : QUIET.has(action) ? 'ghost' : 'outline'}
            aria-label={`${ACTION_LABEL[action]} ${name}`}
            aria-expanded={action === 'cheer' ? cheering : undefined}
            loading={pending === action}
            disabled={pending !== null && pending !== action}
            onClick={() => (action === 'cheer' ? setCheering((open) => !open) : act(action))}
          >
            {ACTION_LABEL[action]}
          </Button>
        ))}
      </HStack>
      {cheering ? (
        <CheerForm
          task={task}
          sending={pending === 'cheer'}
          refusal={failure}
          onSend={(words) => act('cheer', words)}
          onEdit={clearFailure}
          onCancel={() => {
            setCheering(false);
            clearFailure();
          }}
        />
      ) : (
        <TaskFailure message={failure} />
      )}
      {share ? <ShareLinks share={share} name={name} /> : null}
    </Box>
  );
}
