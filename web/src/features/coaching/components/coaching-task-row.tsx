/**
 * One task of the coaching queue on /team (docs/product.md#coaching): what to do and why ("Welcome
 * Ana", "Ana joined your team", "3 hours ago"), a help task's question, its one primary action and
 * "More" with the others, each said in a line; a moment already cheered says "Cheered" and offers no Cheer. Cheer (Answer, on a question) opens the cheer form;
 * Message opens the share sheet or shows the links; Nudge, Done and Dismiss take the row off at once
 * (a refusal brings it back, saying why). What an action did is said where the task was, not in a
 * toast (it would cover the next task's buttons on a phone).
 */
import { Badge, Box, Button, Flex, Grid, HStack, Text } from '@chakra-ui/react';
import { Fragment, useId, useState } from 'react';

import { useT } from '@/i18n';
import type { CoachingAction, CoachingTask } from '@contract';

import { actionHint, actionLabel, moreActions, primaryAction, taskReason, taskTitle, timeAgo } from '../coaching-rules';
import { useTaskAction, type TaskFailures } from '../use-task-action';
import { isolated } from '../user-text';
import { CheerForm } from './cheer-form';
import { ShareLinks } from './share-links';

/**
 * What to do, when, and why: whole on /team; on Today (`compact`) one short line each, cut with "…"
 * (the full words in the tooltip). A help task's reason says who asked (the question is not in it):
 * /team quotes the question under it once; Today's one line is the question itself.
 */
export function TaskSummary({ task, compact = false }: { task: CoachingTask; compact?: boolean }) {
  const t = useT();
  const title = taskTitle(t, task);
  const cut = compact ? { lineClamp: 1 } : { overflowWrap: 'anywhere' as const };
  const why = compact && task.question !== null ? t('coaching.quoted', { text: isolated(task.question) }) : taskReason(t, task);
  return (
    <Box minW="0">
      <Flex gap="2" justify={compact ? 'start' : 'space-between'} align="baseline" wrap={compact ? 'nowrap' : 'wrap'}>
        <Text fontSize={compact ? 'sm' : 'md'} fontWeight="semibold" color="brand.800" minW="0" title={compact ? title : undefined} {...cut}>
          {title}
        </Text>
        <Flex gap="2" align="baseline" flexShrink={0}>
          {/* Cheered at or after this moment: no Cheer until something new happens (docs/product.md#coaching). */}
          {task.cheeredAt !== null ? (
            <Badge colorPalette="brand" variant="subtle" size="sm" data-testid="coaching-cheered">
              {t('coaching.cheered')}
            </Badge>
          ) : null}
          <Text asChild fontSize="xs" color="fg.muted">
            <time dateTime={task.createdAt}>{timeAgo(t, task.createdAt)}</time>
          </Text>
        </Flex>
      </Flex>
      <Text fontSize={compact ? 'xs' : 'sm'} color="fg.muted" title={compact ? why : undefined} {...cut}>
        {why}
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

/** What an action did, said in the row or card it was taken from (role="status": read out, covering nothing). */
export function OutcomeText({ text, mt = '2' }: { text: string; mt?: string }) {
  return (
    <Text role="status" fontSize="sm" color="brand.800" mt={mt} data-testid="coaching-outcome">
      {text}
    </Text>
  );
}

/** A finished action, said where its task was (role="status": read out, covering nothing). */
export function TaskOutcomeLine({ text }: { text: string }) {
  // The status role goes on the text, not the <li>: a list holds list items only.
  return (
    <Box as="li" bg="brand.50" px="3" py="2" borderRadius="lg">
      <Text role="status" fontSize="sm" color="brand.800" overflowWrap="anywhere" data-testid="coaching-outcome">
        {text}
      </Text>
    </Box>
  );
}

export function CoachingTaskRow({ task, failures }: { task: CoachingTask; failures: TaskFailures }) {
  const t = useT();
  const { act, pending, share, failure, outcome, clearFailure } = useTaskAction(task, failures);
  const [cheering, setCheering] = useState(false);
  const [more, setMore] = useState(false);
  const moreId = useId();
  // Once its message is ready, the row's next step is Done ("send it, then tap Done"), in view.
  const primary = share && task.actions.includes('done') ? 'done' : primaryAction(task);
  const name = task.member.name;
  const button = (action: CoachingAction, isPrimary: boolean) => (
    <Button
      key={action}
      size="sm"
      colorPalette={isPrimary ? 'gold' : 'brand'}
      variant={isPrimary ? 'solid' : 'outline'}
      flexShrink={0}
      aria-label={t('coaching.actionFor', { action: actionLabel(t, task, action), name })}
      aria-expanded={action === 'cheer' ? cheering : undefined}
      loading={pending === action}
      disabled={pending !== null && pending !== action}
      onClick={() => (action === 'cheer' ? setCheering((open) => !open) : act(action))}
    >
      {actionLabel(t, task, action)}
    </Button>
  );
  return (
    <Box as="li" p="3" borderRadius="lg" borderWidth="1px" borderColor={failure ? 'red.200' : 'brand.100'} data-testid="coaching-task">
      <TaskSummary task={task} />
      {task.question !== null ? (
        <Text
          fontSize="sm"
          mt="2"
          pl="3"
          borderLeftWidth="3px"
          borderColor="gold.400"
          fontStyle="italic"
          overflowWrap="anywhere"
          data-testid="coaching-question"
        >
          “{task.question}”
        </Text>
      ) : null}
      <HStack gap="2" mt="2">
        {button(primary, true)}
        <Button
          size="sm"
          variant="ghost"
          colorPalette="brand"
          aria-expanded={more}
          aria-controls={moreId}
          aria-label={t('coaching.moreFor', { name })}
          onClick={() => setMore((open) => !open)}
        >
          {t('coaching.more')}
        </Button>
      </HStack>
      {more ? (
        // A grid, so the buttons share the widest one's width and their hints start on one line.
        <Grid id={moreId} templateColumns="max-content 1fr" columnGap="3" rowGap="2" alignItems="center" mt="2" data-testid="coaching-more">
          {moreActions(task, primary).map((action) => (
            <Fragment key={action}>
              {button(action, false)}
              <Text fontSize="xs" color="fg.muted">
                {actionHint(t, task, action)}
              </Text>
            </Fragment>
          ))}
        </Grid>
      ) : null}
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
      {outcome && !failure ? <OutcomeText text={outcome} /> : null}
      {share ? <ShareLinks share={share} name={name} /> : null}
    </Box>
  );
}
