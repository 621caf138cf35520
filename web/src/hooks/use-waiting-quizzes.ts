/**
 * The quizzes whose answer waits on this device to be sent (the offline queue, lib/offline-queue.ts):
 * their cards say "Waiting to send" rather than "Not answered" until the answer is sent and its
 * result shows (docs/product.md#moments). The signed-in learner's queue only.
 */
import { useEffect, useState } from 'react';

import { useCurrentUser } from '@/hooks/use-current-user';
import { isWaiting, listActions, subscribeQueue, type QueuedAction } from '@/lib/offline-queue';

const NONE: ReadonlySet<number> = new Set();

/** The quiz a waiting action answers, from its body (`{ quizId, answer }`); null for any other action. */
export function waitingQuizId(action: QueuedAction): number | null {
  if (action.subject?.kind !== 'quiz' || !isWaiting(action)) return null;
  const body = action.body as { quizId?: unknown } | null;
  return typeof body?.quizId === 'number' ? body.quizId : null;
}

export function useWaitingQuizzes(): ReadonlySet<number> {
  const userId = useCurrentUser()?.id ?? null;
  const [waiting, setWaiting] = useState<ReadonlySet<number>>(NONE);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const read = () =>
      void listActions(userId)
        .then((actions) => {
          if (!live) return;
          const ids = actions.map(waitingQuizId).filter((id): id is number => id !== null);
          setWaiting(ids.length > 0 ? new Set(ids) : NONE);
        })
        .catch(() => undefined);
    read();
    const unsubscribe = subscribeQueue(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);
  return waiting;
}
