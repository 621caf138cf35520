/**
 * A reward's title as a learner reading `locale` sees it: its translation where it has one, else the
 * English (docs/decisions.md, "Languages": content translations).
 */
import { db } from './clients';

export async function rewardTitleIn(rewardId: string, locale: string): Promise<string> {
  const { rows } = await db().query<{ title: string }>(
    `select coalesce(t.title, r.title) as title from public.rewards r
       left join public.reward_translations t on t.reward_id = r.id and t.locale = $2 where r.id = $1`,
    [rewardId, locale],
  );
  if (!rows[0]) throw new Error(`no reward ${rewardId}`);
  return rows[0].title;
}
