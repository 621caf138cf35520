/**
 * A league made for a test and the learners moved into it, as support staff would (docs/product.md#weekly-starter-leagues):
 * formed in the week `cohortWeekSql` names (this week by default). A league of an earlier week takes
 * no one who signs up this week, so a file running beside others keeps it to itself.
 */
import { db } from './clients';

/** The new league's id. */
export async function leagueOf(userIds: string[], cohortWeekSql = 'app.week_start(now())'): Promise<string> {
  const { rows } = await db().query<{ id: string }>(`insert into public.leagues (cohort_week, members) values (${cohortWeekSql}, $1) returning id`, [
    userIds.length,
  ]);
  const id = rows[0]!.id;
  await db().query('update public.league_members set league_id = $1 where user_id = any($2::uuid[])', [id, userIds]);
  return id;
}

/** The cohort week of a league formed last week. */
export const LAST_WEEK = 'app.week_start(now()) - 7';
