/**
 * Moving a learner's days for the e2e walks (tests/e2e/first-week.test.ts), without touching any clock.
 *
 * The server decides a learner's day from its own time and the learner's time zone
 * (docs/product.md#login-streak): the streak compares today's date with `profiles.last_login_on`, and
 * Today's greeting compares the registration day (`profiles.created_at`, UTC) with today. So "the
 * next day" is the learner's past moved one day back, not the present moved forward: the system
 * clock, the server's `now()` and the browser's clock stay true (nothing else on the shared stack
 * sees a day change, and no `page.clock` is needed: the browser's time is the server's time). The
 * next page load's visit then finds a new day. What stays where it was: the ledger, completions and
 * answers (a week's league counts them by their real time, so the walk's points all stay in this
 * week's league), and what the browser keeps (the moments it has seen, the offline queue).
 */
import { db } from './clients';

/**
 * The learner's next day: their last visit and registration move one day back (`missed` days more:
 * days without a visit, which a streak freeze covers or the streak does not survive).
 */
export async function nextDay(userId: string, { missed = 0 } = {}): Promise<void> {
  const days = 1 + missed;
  const { rowCount } = await db().query(
    `update public.profiles
        set last_login_on = last_login_on - $2::integer,
            created_at = created_at - make_interval(days => $2::integer)
      where id = $1`,
    [userId, days],
  );
  if (rowCount !== 1) throw new Error(`no profile ${userId} to move to its next day`);
}

/**
 * A time zone in which it is now between 08:00 and 17:59, so the learner's own day cannot end during
 * a walk (a real midnight would add a day the walk did not move).
 */
export function daytimeZone(now = new Date()): string {
  const zones = ['Europe/Paris', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'Pacific/Auckland', 'Asia/Tokyo', 'Asia/Kolkata'];
  const hour = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  const zone = zones.find((candidate) => hour(candidate) >= 8 && hour(candidate) < 18);
  if (!zone) throw new Error('no daytime zone in the list');
  return zone;
}
