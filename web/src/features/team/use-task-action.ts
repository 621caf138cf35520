/**
 * Acting on a coaching task from a screen (docs/product.md#coaching): the refusals of the tasks on
 * screen, kept by the list (a row taken off at once is gone until a refusal brings it back, with its
 * message), and one task's action with its pending state and, for a message, where to send it.
 */
import { useCallback, useState } from 'react';

import type { CheerPreset, CoachingAction, CoachingTask } from '@contract';

import { useCoachingAction } from './api/coaching';
import { refusalText } from './coaching-rules';
import { sendWithShareSheet, type Share } from './coaching-share';

export interface TaskFailures {
  failures: Readonly<Record<number, string>>;
  fail: (task: CoachingTask, error: unknown) => void;
  clear: (taskId: number) => void;
}

export function useTaskFailures(): TaskFailures {
  const [failures, setFailures] = useState<Record<number, string>>({});
  const fail = useCallback((task: CoachingTask, error: unknown) => setFailures((now) => ({ ...now, [task.id]: refusalText(error) })), []);
  const clear = useCallback(
    (taskId: number) =>
      setFailures((now) => {
        if (!(taskId in now)) return now;
        const rest = { ...now };
        delete rest[taskId];
        return rest;
      }),
    [],
  );
  return { failures, fail, clear };
}

export function useTaskAction(task: CoachingTask, failures: TaskFailures) {
  const [share, setShare] = useState<Share | null>(null);
  const mutation = useCoachingAction(failures.fail, (answer) => {
    const ready = answer.share;
    if (ready) void sendWithShareSheet(ready).then((how) => setShare(how === 'links' ? ready : null));
  });
  const act = (action: CoachingAction, words?: { preset: CheerPreset } | { message: string }) => {
    failures.clear(task.id);
    setShare(null);
    mutation.mutate({ task, action, words });
  };
  return {
    act,
    /** The action on its way, or null. */
    pending: mutation.isPending ? (mutation.variables?.action ?? null) : null,
    share,
    failure: failures.failures[task.id] ?? null,
    clearFailure: () => failures.clear(task.id),
  };
}
