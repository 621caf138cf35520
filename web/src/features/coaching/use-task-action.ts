/**
 * Acting on a coaching task from a screen (docs/product.md#coaching): what the list keeps about its
 * tasks (a refusal per task: a row taken off at once is gone until a refusal brings it back, with its
 * message; and what each finished action did, said where the task was instead of in a toast over the
 * next task), and one task's action with its pending state and, for a message, where to send it.
 */
import { useCallback, useState } from 'react';

import { useT } from '@/i18n';
import type { CheerPreset, CoachingAction, CoachingTask } from '@contract';

import { useCoachingAction } from './api/coaching-queue';
import { coachingSuccess, refusalText } from './coaching-rules';
import { sendWithShareSheet, type Share } from './coaching-share';

/** A finished action, said in the list where its task was (or in the row, for a message). */
export interface TaskOutcome {
  task: CoachingTask;
  text: string;
}

export interface TaskFailures {
  failures: Readonly<Record<number, string>>;
  fail: (task: CoachingTask, error: unknown) => void;
  clear: (taskId: number) => void;
  outcomes: Readonly<Record<number, TaskOutcome>>;
  say: (task: CoachingTask, text: string) => void;
}

function withoutKey<T>(record: Record<number, T>, key: number): Record<number, T> {
  if (!(key in record)) return record;
  const rest = { ...record };
  delete rest[key];
  return rest;
}

export function useTaskFailures(): TaskFailures {
  const [failures, setFailures] = useState<Record<number, string>>({});
  const [outcomes, setOutcomes] = useState<Record<number, TaskOutcome>>({});
  const t = useT();
  const fail = useCallback((task: CoachingTask, error: unknown) => setFailures((now) => ({ ...now, [task.id]: refusalText(t, error) })), [t]);
  const clear = useCallback((taskId: number) => {
    setFailures((now) => withoutKey(now, taskId));
    setOutcomes((now) => withoutKey(now, taskId));
  }, []);
  const say = useCallback((task: CoachingTask, text: string) => setOutcomes((now) => ({ ...now, [task.id]: { task, text } })), []);
  return { failures, fail, clear, outcomes, say };
}

export function useTaskAction(task: CoachingTask, failures: TaskFailures) {
  const t = useT();
  const [share, setShare] = useState<Share | null>(null);
  const mutation = useCoachingAction(failures.fail, (answer, input) => {
    failures.say(input.task, coachingSuccess(t, answer, input.action, input.task));
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
    /** What the last action on this task did (a message's "ready" line while the task stays open). */
    outcome: failures.outcomes[task.id]?.text ?? null,
    clearFailure: () => failures.clear(task.id),
  };
}
