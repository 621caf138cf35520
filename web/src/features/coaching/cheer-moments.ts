/**
 * A cheer the learner has not seen yet celebrates on their next open of Today (docs/product.md#moments):
 * "Your sponsor cheered you" with the sponsor's words, once. The server keeps what was seen
 * (`seenAt`, POST /api/users/{id}/cheers/seen), so a cheer celebrated on the phone does not celebrate
 * again on the laptop; this tab remembers what it showed while that answer is on its way. A failed
 * "seen" loses nothing: the cheer celebrates again next time.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { celebrate, type NextStep } from '@/features/celebrations';
import { queryKeys } from '@/lib/query-keys';
import type { User } from '@contract';

import { fetchMyCheers, markCheersSeen } from './api/coaching';
import { cheerMoment } from './coaching-rules';

const shownUpTo = new Map<string, number>();

/** `next` is Today's one action as the celebration's button; null until Today is ready (nothing is celebrated before). */
export function useCheerMoments(user: User, onToday: boolean, next: NextStep | null) {
  const cheers = useQuery({
    queryKey: queryKeys.myCheers(user.id),
    queryFn: ({ signal }) => fetchMyCheers(user.id, signal),
    enabled: onToday && !user.isAdmin,
  });
  const data = cheers.data;
  useEffect(() => {
    if (!onToday || !next || !data) return;
    const moment = cheerMoment(data.cheers);
    if (!moment || moment.upTo <= (shownUpTo.get(user.id) ?? 0)) return;
    shownUpTo.set(user.id, moment.upTo);
    celebrate({ kind: 'cheer', title: moment.title, description: moment.description, next });
    markCheersSeen(user.id, moment.upTo).catch(() => shownUpTo.delete(user.id));
    // `next` is read when the cheers arrive; its own changes celebrate nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onToday, data, user.id, next !== null]);
}
