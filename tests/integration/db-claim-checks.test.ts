/**
 * The income-claim check reads text as a person does (docs/operators.md#income-claim-phrases): every
 * rewording below, of the kinds that slipped past a plain match (two spaces, a line break, a
 * non-breaking or zero-width space, a hyphen, a Cyrillic or Greek look-alike, HTML tags or entities
 * between letters, digits for letters, money shorthand), is caught by app.claim_hits, which every
 * app.check_claims trigger uses; the innocent texts pass. One case goes through a trigger.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '../support/clients';

afterAll(async () => {
  await db().query(`delete from public.reward_pack_items where title like 'CC test%'`);
  await closeDb();
});

const FLAGGED: string[] = [
  // The plain phrases.
  'Quit your job in 90 days',
  'Make $5,000 a month from home',
  'Build a six-figure income',
  'Reach financial freedom this year',
  'Earn passive income while you sleep',
  'Guaranteed income for every member',
  // Spaces of every kind.
  'Quit  your job today',
  'Quit\nyour job today',
  'Quit\r\n\tyour job today',
  'Quit\u00a0your job today',
  'Quit your\u200bjob today',
  'financial\u2003freedom',
  'passive\u3000income',
  // Zero-width characters and soft hyphens inside words.
  'pass\u200bive income',
  'fin\u00adancial freedom',
  'gua\u200dranteed income',
  'q\ufeffuit your job',
  // Hyphens and dashes between letters.
  'fi-nancial freedom',
  'pas\u2011sive income',
  'q-u-i-t your job',
  'six\u2010figure income',
  'seven figure business',
  // Look-alike letters.
  'p\u0430ssive income',
  'financi\u0430l freed\u043em',
  '\u0440assive income',
  'Guar\u0430nteed returns',
  'f\u03b9nancial freedom',
  // HTML tags and entities between letters.
  'fin<b>an</b>cial freedom',
  'pass<span>ive</span> income',
  'quit<br>your job',
  'quit your <em>job</em>',
  'pass&#105;ve income',
  'financial&nbsp;freedom',
  'pa&#x73;sive income',
  'Quit your&#32;job',
  // Digits and symbols for letters.
  'p4ss1ve income',
  'f1nanc1al fr33dom',
  'p@$$ive income',
  'guar4nteed income',
  'qu1t your j0b',
  // Money shorthand.
  '$5k monthly',
  '$5K a month',
  '10k per month',
  '10k/month working from your phone',
  '5 grand a week',
  '$2,000 weekly',
  '6 figures in your first year',
  'Earn 3000 dollars per week',
  '\uff31uit your job',
  '\uff51uit your job',
];

const INNOCENT: string[] = [
  'Most people earn little or nothing; this course teaches how to talk to customers.',
  'Send a follow-up message within 24 hours of a call.',
  'Our 5-step checklist for your first week.',
  'Keep your day job while you learn the basics.',
  'Finance your stock carefully: buy only what you can sell.',
  'Results vary; there is no guaranteed outcome.',
  'Income disclosure statement: median annual earnings were $0.',
  'Price: $15 for the starter kit.',
  'Use 2 or 3 hashtags per post.',
  'Call 10 prospects a week and note what they say.',
  'The k-means of your contact list: group people by interest.',
  'Read chapter 4 before the live session on Monday.',
];

async function hits(text: string): Promise<unknown[]> {
  const { rows } = await db().query<{ hits: unknown[] }>('select app.claim_hits($1) as hits', [text]);
  return rows[0]?.hits ?? [];
}

describe('app.claim_hits on reworded claims', () => {
  it(`has at least 40 variants`, () => {
    expect(FLAGGED.length).toBeGreaterThanOrEqual(40);
  });

  it.each(FLAGGED)('flags %j', async (text) => {
    expect((await hits(text)).length).toBeGreaterThan(0);
  });

  it.each(INNOCENT)('lets %j pass', async (text) => {
    expect(await hits(text)).toEqual([]);
  });
});

describe('the trigger reads the normalised text', () => {
  it('refuses a pack item written with a Cyrillic а and a zero-width space (MT422), and saves an innocent one', async () => {
    await expect(
      db().query(`insert into public.reward_pack_items (reward_id, title, body) values ('email_swipes', 'CC test flagged', $1)`, [
        'Earn p\u0430ss\u200bive income today',
      ]),
    ).rejects.toMatchObject({ code: 'MT422', message: 'Possible income claim' });
    const saved = await db().query(
      `insert into public.reward_pack_items (reward_id, title, body) values ('email_swipes', 'CC test innocent', $1) returning id`,
      [INNOCENT[1]],
    );
    expect(saved.rowCount).toBe(1);
  });

  it('only the database may call the normalisation', async () => {
    const { rows } = await db().query<{ role: string; allowed: boolean }>(
      `select r as role, has_function_privilege(r, 'app.claim_text(text, boolean)', 'execute') as allowed from unnest(array['anon', 'authenticated', 'service_role']) as r`,
    );
    expect(rows.every((row) => !row.allowed)).toBe(true);
  });
});
