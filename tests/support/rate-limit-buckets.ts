/**
 * Rate-limit budgets in tests. app.rate_limit counts in fixed windows (docs/architecture.md#abuse):
 * a budget starts again at each window boundary, so a test that spends one must not let a boundary
 * give it back midway.
 * - `spendRewardingBudget`: one subject over a budget without lowering it for everyone
 *   (tests/README.md, rule 3): its own bucket filled to the budget in this one-minute window and
 *   the next ones.
 * - `inOneWindow`: a test that spends a budget through real requests, run again once when a window
 *   boundary cut it in two.
 */
import type pg from 'pg';

import { db } from './clients';

/** The learner's `rewarding` budget (app.settings.rate_rewarding_per_minute) spent for `minutes` windows from now. */
export async function spendRewardingBudget(userId: string, minutes = 4): Promise<void> {
  await db().query(
    `insert into app.rate_limit_hits (bucket, window_start, hits)
     select 'rewarding:' || $1, to_timestamp(floor(extract(epoch from now()) / 60) * 60) + make_interval(mins => n), s.rate_rewarding_per_minute
       from app.settings s, generate_series(0, $2::int - 1) n
     on conflict (bucket, window_start) do update set hits = excluded.hits`,
    [userId, minutes],
  );
}

/** The failed-sign-in budgets' window (app.settings.signin_window_minutes) of a stack's database, in ms. */
export async function signinWindowMs(pool: pg.Pool = db()): Promise<number> {
  const { rows } = await pool.query<{ minutes: number }>('select signin_window_minutes as minutes from app.settings');
  return (rows[0]?.minutes ?? 15) * 60_000;
}

/**
 * Runs `probe` inside one fixed window of `windowMs`: a run that a window boundary cut in two (it
 * failed, and the window it ended in is not the one it began in) starts again once, in the new
 * window. `probe` spends the budget of subjects of its own (a new address, a new account) each time.
 */
export async function inOneWindow(windowMs: number, probe: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const window = Math.floor(Date.now() / windowMs);
    try {
      await probe();
      return;
    } catch (error) {
      if (attempt > 0 || Math.floor(Date.now() / windowMs) === window) throw error;
    }
  }
}
