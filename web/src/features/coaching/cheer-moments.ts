/**
 * A cheer the learner has not seen yet celebrates on their next open of Today (docs/product.md#moments):
 * "Your sponsor cheered you" with the sponsor's words, once. The server keeps what was seen
 * (`seenAt`, POST /api/users/{id}/cheers/seen), so a cheer celebrated on the phone does not celebrate
 * again on the laptop; this tab remembers what it showed while that answer is on its way. A failed
 * "seen" loses nothing: the cheer celebrates again next time.
 *
 * A cheer's push opens `/dashboard?cheer=1`: Today then reads the cheers (and the sponsor card) again
 * at once, since a tab that was already open holds them from before the cheer, and drops the
 * parameter, so the address is Today's own again and the next push's link opens it anew.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { celebrate, type NextStep } from '@/features/celebrations';
import { useT } from '@/i18n';
import { queryKeys } from '@/lib/query-keys';
import type { User } from '@contract';

import { fetchMyCheers, markCheersSeen } from './api/my-coaching';
import { cheerMoment } from './coaching-rules';

const shownUpTo = new Map<string, number>();

/** The push link's parameter (the api's cheer push sends it; docs/product.md#moments). */
const CHEER_LINK_PARAM = 'cheer';

function useCheerLink(userId: string, onToday: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fromPush = onToday && new URLSearchParams(location.search).has(CHEER_LINK_PARAM);
  useEffect(() => {
    if (!fromPush) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.myCheers(userId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.myCoaching(userId) });
    const params = new URLSearchParams(location.search);
    params.delete(CHEER_LINK_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [fromPush, location.pathname, location.search, location.hash, navigate, queryClient, userId]);
}

/** `next` is Today's one action as the celebration's button; null until Today is ready (nothing is celebrated before). */
export function useCheerMoments(user: User, onToday: boolean, next: NextStep | null) {
  const t = useT();
  useCheerLink(user.id, onToday);
  const cheers = useQuery({
    queryKey: queryKeys.myCheers(user.id),
    queryFn: ({ signal }) => fetchMyCheers(user.id, signal),
    enabled: onToday && !user.isAdmin,
  });
  const data = cheers.data;
  useEffect(() => {
    if (!onToday || !next || !data) return;
    const moment = cheerMoment(t, data.cheers);
    if (!moment || moment.upTo <= (shownUpTo.get(user.id) ?? 0)) return;
    shownUpTo.set(user.id, moment.upTo);
    celebrate({ kind: 'cheer', title: moment.title, description: moment.description, ...(moment.quote ? { quote: moment.quote } : {}), next });
    markCheersSeen(user.id, moment.upTo).catch(() => shownUpTo.delete(user.id));
    // `next` is read when the cheers arrive; its own changes celebrate nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onToday, data, user.id, next !== null]);
}
