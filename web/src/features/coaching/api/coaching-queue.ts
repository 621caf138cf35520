/**
 * The coaching queue's reads and writes (docs/product.md#coaching): the queue that Today's team card
 * and /team share, one action on a task, and the league page's top coaches.
 *
 * Nudge, Done and Dismiss take the task off the list at once; a refusal puts the queue back as it was
 * and the row says why (`onFailure`). A cheer and a message wait for the answer: a cheer's words are
 * kept on screen until the server took them, and a message's answer is the text to send. A cheer
 * marks the member's other tasks of that moment cheered (no Cheer again until something new happens);
 * an answer to a question does not.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { routes, type CoachingAction, type CoachingActionAnswer, type CoachingQueue, type CoachingTask, type CheerPreset } from '@contract';
import { ApiError, callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import { removesAtOnce } from '../coaching-rules';

/** Tasks arrive while the app is open: Today and /team read the queue again when opened after this long. */
const QUEUE_FRESH_MS = 60_000;

export const useCoachingQueue = () =>
  useQuery({ queryKey: queryKeys.coaching, queryFn: ({ signal }) => callRoute(routes.coachingQueue, { signal }), staleTime: QUEUE_FRESH_MS });

export const useTopCoaches = () => useQuery({ queryKey: queryKeys.topCoaches, queryFn: ({ signal }) => callRoute(routes.topCoaches, { signal }) });

export interface CoachingInput {
  task: CoachingTask;
  action: CoachingAction;
  /** The cheer or the line added to a message: a preset's key, or the sponsor's own words. */
  words?: { preset: CheerPreset } | { message: string };
}

const withoutTask = (queue: CoachingQueue | undefined, taskId: number): CoachingQueue | undefined =>
  queue ? { ...queue, tasks: queue.tasks.filter((task) => task.id !== taskId) } : queue;

/**
 * After a cheer for `memberId` at `at` (the task it closed is one more cheered today): the member's
 * other tasks of that moment or older are cheered too, as the server's next read will say (no Cheer
 * until something new happens; a help task's answer stays). Said at once, so the next task of the
 * same member never offers Cheer again meanwhile, and /team's "N cheered" counts the cheer.
 */
export const cheeredMember = (queue: CoachingQueue | undefined, memberId: string, at: string): CoachingQueue | undefined =>
  queue
    ? {
        ...queue,
        cheeredToday: queue.cheeredToday + 1,
        tasks: queue.tasks.map((task) =>
          task.member.id === memberId && task.question === null && Date.parse(task.createdAt) <= Date.parse(at)
            ? { ...task, cheeredAt: at, actions: task.actions.filter((action) => action !== 'cheer') }
            : task,
        ),
      }
    : queue;

/**
 * Acts on a task. `onFailure(task, error)` gets every refusal (the row shows it); `onSuccess` gets
 * the answer (the list says what happened where the task was: no toast over the next task).
 */
export function useCoachingAction(
  onFailure: (task: CoachingTask, error: unknown) => void,
  onSuccess?: (answer: CoachingActionAnswer, input: CoachingInput) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ task, action, words }: CoachingInput) => callRoute(routes.coachingAct, { params: { taskId: task.id }, body: { action, ...words } }),
    onMutate: async ({ task, action }: CoachingInput) => {
      if (!removesAtOnce(action)) return { before: undefined };
      await queryClient.cancelQueries({ queryKey: queryKeys.coaching });
      const before = queryClient.getQueryData<CoachingQueue>(queryKeys.coaching);
      queryClient.setQueryData<CoachingQueue>(queryKeys.coaching, (queue) => withoutTask(queue, task.id));
      return { before };
    },
    onError: (error, input, context) => {
      // Put back only this task, where it was: other rows may have gone meanwhile.
      if (context?.before) {
        const index = context.before.tasks.findIndex((task) => task.id === input.task.id);
        queryClient.setQueryData<CoachingQueue>(queryKeys.coaching, (queue) =>
          queue && index >= 0 && !queue.tasks.some((task) => task.id === input.task.id)
            ? { ...queue, tasks: [...queue.tasks.slice(0, index), input.task, ...queue.tasks.slice(index)] }
            : queue,
        );
      }
      onFailure(input.task, error);
      // A task someone else closed (another device) is gone for good: the list catches up.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.coaching });
    },
    onSuccess: async (answer, input) => {
      if (answer.task.closed) queryClient.setQueryData<CoachingQueue>(queryKeys.coaching, (queue) => withoutTask(queue, input.task.id));
      if (input.action === 'cheer' && input.task.question === null) {
        const at = new Date().toISOString();
        queryClient.setQueryData<CoachingQueue>(queryKeys.coaching, (queue) => cheeredMember(queue, input.task.member.id, at));
      }
      onSuccess?.(answer, input);
      const refresh = input.action === 'nudge' ? queryKeys.team : queryKeys.coaching;
      await Promise.all([queryClient.invalidateQueries({ queryKey: refresh }), queryClient.invalidateQueries({ queryKey: queryKeys.topCoaches })]);
    },
  });
}
