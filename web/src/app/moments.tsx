/**
 * The moments no single action answers (docs/product.md#moments), found from what the server says
 * now against what this browser already celebrated (features/celebrations/moments-seen.ts):
 * - an achievement unlocked, on any page (an invitee's sign-up arrives live and raises `invites`);
 * - a quiz answer given offline, when the offline queue sends it (unless the quiz modal still open
 *   on it shows the result itself), on any page;
 * - a streak day kept, a league promotion, the welcome after signing up and a sponsor's cheer not yet
 *   seen (features/coaching/cheer-moments.ts), on the dashboard (Today) only.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { buildAchievements } from '@/features/achievements/achievements';
import {
  announceAchievements,
  celebrate,
  loadCelebrationDialog,
  promotionDue,
  readSeen,
  sentAnswerMoment,
  streakKept,
  takeWelcome,
  welcomeText,
  unseenUnlocks,
  writeSeen,
  type NextStep,
} from '@/features/celebrations';
import { useCheerMoments } from '@/features/coaching';
import { getLeagueQueryOptions } from '@/features/leaderboard/api/get-league';
import { useT, type Translate } from '@/i18n';
import { takeFreezesSpent } from '@/lib/freezes-spent';
import { onActionSent } from '@/lib/offline-queue';
import { quizAnswerSchema, type User } from '@contract';

import { PANEL_HOME } from './dashboard/panel-homes';
import { todayActionLink, type TodayAction } from './dashboard/today';
import { useTodayAction } from './dashboard/use-today-action';

function useAchievementMoments(user: User) {
  const t = useT();
  useEffect(() => {
    const achievements = buildAchievements(user).filter((achievement) => achievement.unlocked);
    const unlocked = achievements.map((achievement) => achievement.id);
    const seen = readSeen(user.id).achievements;
    const fresh = unseenUnlocks(unlocked, seen);
    if (seen === undefined || fresh.length > 0) writeSeen(user.id, { achievements: [...new Set([...(seen ?? []), ...unlocked])] });
    const badges = achievements
      .filter((achievement) => fresh.includes(achievement.id))
      .map((achievement) => ({ id: achievement.id, label: t(achievement.title), detail: t(achievement.description) }));
    announceAchievements(t, badges, { label: t('moments.achievements.next'), to: PANEL_HOME.achievements.to });
  }, [user, t]);
}

/** The streak moment's words: a streak a freeze saved says so (docs/product.md#login-streak). */
export function streakMoment(t: Translate, streak: number, freezesUsed: number): { title: string; description: string } {
  const tomorrow = t('today.streak.tomorrow', { day: streak + 1 });
  if (freezesUsed <= 0) return { title: t('moments.streak.title', { streak }), description: t('moments.streak.kept', { tomorrow }) };
  return {
    title: t('moments.streak.savedTitle', { streak, freezes: freezesUsed }),
    description: t('moments.streak.saved', { freezes: freezesUsed, tomorrow }),
  };
}

/** Today's one action (the Today hero's rule) as a celebration's button. */
function todayStep(t: Translate, action: TodayAction): NextStep {
  const { label, to } = todayActionLink(t, action);
  return { label, to };
}

function useTodayMoments(user: User, onToday: boolean) {
  const t = useT();
  // Today's moments (the welcome, a streak day, a sponsor's cheer) are decided with the page's first
  // data: the dialog's code is fetched as Today opens, beside that data, not after it (it came ~300 ms
  // after the next step; docs/performance.md#moments-on-arrival).
  useEffect(() => {
    if (onToday) loadCelebrationDialog().catch(() => undefined);
  }, [onToday]);
  // The dashboard reads them anyway (shared cache); other pages do not ask for them.
  const action = useTodayAction(user, onToday);
  const league = useQuery({ ...getLeagueQueryOptions(), enabled: onToday && !user.isAdmin });
  const streak = user.loginStreak;
  const ready = onToday && action !== null;
  useEffect(() => {
    if (!ready || !action) return;
    const seen = readSeen(user.id).streak;
    if (seen === streak) return;
    writeSeen(user.id, { streak });
    if (!streakKept(streak, seen)) return;
    celebrate({ kind: 'streak', ...streakMoment(t, streak, takeFreezesSpent(user.id, streak)), next: todayStep(t, action) });
    // Only the streak's change (and arriving on Today) celebrates; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, streak, user.id]);

  // Before the browser paints: with Today's data already in hand at its first render (its reads leave
  // with the sign-up's answer), a passive effect opened the welcome a commit and a paint after the next
  // step; a layout effect's update lands in the same paint.
  useLayoutEffect(() => {
    if (!ready || !action) return;
    const welcome = takeWelcome();
    if (welcome) celebrate({ kind: 'welcome', ...welcomeText(t, welcome), next: todayStep(t, action) });
    // Taken once, when Today is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  useCheerMoments(user, onToday, ready && action ? todayStep(t, action) : null);

  const standings = league.data;
  useEffect(() => {
    if (!onToday || !standings) return;
    const seen = readSeen(user.id).promotions ?? [];
    if (!promotionDue(standings, user.id, seen)) return;
    writeSeen(user.id, { promotions: [...seen, standings.weekStart].slice(-8) });
    celebrate({
      kind: 'promotion',
      title: t('moments.promotion.title'),
      description: t('moments.promotion.description', { top: standings.promotedPerWeek }),
      next: { label: t('moments.promotion.next'), to: paths.league.getHref() },
    });
  }, [onToday, standings, user.id, t]);
}

/** A quiz answer the offline queue sent: its result as a moment, unless a screen showed it already; on the quiz's own page its button closes. */
function useSentAnswerMoments() {
  const t = useT();
  const location = useLocation();
  const where = useRef('');
  where.current = location.pathname;
  useEffect(
    () =>
      onActionSent((action, answer) => {
        if (action.subject?.kind !== 'quiz') return false;
        const result = quizAnswerSchema.safeParse(answer);
        if (!result.success) return false;
        celebrate(sentAnswerMoment(action.subject, result.data, t, samePage(where.current, action.subject.to)));
        return true;
      }),
    [t],
  );
}

/** The quiz's page (`to`, whose `?quiz=` opens it) is the page shown. */
const samePage = (currentPath: string, to: string): boolean => (to.split(/[?#]/, 1)[0] ?? '') === currentPath;

export function MomentWatchers({ user }: { user: User }) {
  const onToday = useLocation().pathname === paths.dashboard.getHref();
  useAchievementMoments(user);
  useSentAnswerMoments();
  useTodayMoments(user, onToday);
  return null;
}
