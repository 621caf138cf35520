/**
 * One subject over a budget without lowering it for everyone (tests/README.md, rule 3): the
 * subject's own bucket of `app.rate_limit_hits` filled to the budget in this one-minute window and
 * the next ones, so a minute boundary during the test cannot give the budget back.
 */
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
