/**
 * The income-claim check reads text as a person does (docs/operators.md#income-claim-phrases): every
 * rewording below, of the kinds that slipped past a plain match (two spaces, a line break, a
 * non-breaking or zero-width space, a hyphen, a Cyrillic or Greek look-alike, HTML tags or entities
 * between letters, digits for letters, money shorthand, words joined by hyphens or dots, letters
 * spaced out, "9-to-5" and its spellings), is caught by app.claim_hits, which every app.check_claims
 * trigger uses; the innocent texts pass. One case goes through a trigger.
 *
 * A pack item's verdict is kept beside its text when it is written and when the phrase list
 * changes, and no read checks text: the reads are counted through the function statistics
 * (pg_stat_get_xact_function_calls in one transaction; pg_stat_user_functions through the gateway).
 * Global settings: the last describe turns track_functions on for the stack (ALTER SYSTEM, reset
 * after); the phrase tests add a phrase only inside a transaction they roll back.
 */
import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db } from '../support/clients';
import { newLearner, fileAdmin } from './api-helpers';
import { createAdmin, createUser, failureOf, grant, inRolledBackTransaction, sqlAs, type TestUser } from './db-helpers';

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
  // Words joined by hyphens or dots, letters spaced out, "9-to-5" (the variants).
  'passive-income',
  'passive.income',
  'p a s s i v e income',
  'quit the 9-to-5',
  'quit the 9 to 5',
  'quit the nine-to-five',
  'financial-freedom starts here',
  'F I N A N C I A L freedom',
  // More of the same games.
  '#passiveincome #financialfreedom',
  'earn a p a s s i v e income',
  'I q u i t my job last year',
  'p.a.s.s.i.v.e. income',
  'p*a*s*s*i*v*e income',
  'p 4 s s 1 v e income',
  'F.I.N.A.N.C.I.A.L F.R.E.E.D.O.M',
  'Q-U-I-T your job today',
  'r e t i r e early with us',
  'fi-nancial-freedom for all',
  'passive_income',
  'guaranteed~income',
  'get\u00b7rich in a year',
  'pass\u200b-ive income',
  'dream-house in two years',
  'quit the 9\u2013to\u20135',
  'Escape the 9-5 forever',
  'Ditch your 9to5',
  'leaving the 9-to-5 behind',
  'say goodbye to the nine to five',
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
  // "9-to-5" without a way out of it, hyphenated and dotted ordinary words, phrase fragments inside words.
  'Plan your calls around a 9-to-5 job.',
  'Keep your 9-to-5 while you learn the basics.',
  'Ask prospects about their nine-to-five before you pitch.',
  'Office hours: 9 to 5, Monday to Friday.',
  'Leave your phone at home from 9 to 5 on Sundays.',
  'Score 9 to 5 in the quiz and you pass.',
  'A well-known follow-up: e-mail within 24 hours.',
  'Use a step-by-step script for the first call.',
  'Budget-rich plans? Forget rich: be consistent.',
  'Stay compassionate; an impassive income report helps no one.',
  'Retirement planning is a separate course.',
  'Our dream-team workshop runs on Saturdays.',
  'Print the A B C checklist and the Q&A sheet.',
  'U.S. residents: see the e.g. list in section 2.',
  'Open 24-7 support, call 555-0100.',
  'Send the follow-up e-mail by 5.30 p.m.',
  'Fire-safety rules for your event venue.',
  'Quit-smoking tips for your team: a healthier year.',
  'Passive voice makes a report hard to read; write active sentences.',
];

async function hits(text: string): Promise<unknown[]> {
  const { rows } = await db().query<{ hits: unknown[] }>('select app.claim_hits($1) as hits', [text]);
  return rows[0]?.hits ?? [];
}

describe('app.claim_hits on reworded claims', () => {
  it(`has at least 75 variants and 30 innocent texts`, () => {
    expect(FLAGGED.length).toBeGreaterThanOrEqual(75);
    expect(INNOCENT.length).toBeGreaterThanOrEqual(30);
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

  it('only the database may call the normalisation and the checks', async () => {
    const { rows } = await db().query<{ role: string; fn: string; allowed: boolean }>(
      `select r as role, f as fn, has_function_privilege(r, f, 'execute') as allowed
         from unnest(array['anon', 'authenticated', 'service_role']) as r,
              unnest(array['app.claim_readings(text)', 'app.claim_hits(text)', 'app.has_claims(text)', 'app.recheck_claims()']) as f`,
    );
    expect(rows.filter((row) => row.allowed)).toEqual([]);
  });
});

/**
 * `work` in a transaction rolled back after it (nothing is seen by other files); its function
 * calls reach the statistics at once instead of up to 10 s later (the read count below).
 */
const rolledBack = (work: (client: PoolClient) => Promise<void>) =>
  inRolledBackTransaction(async (client) => {
    try {
      await work(client);
    } finally {
      await client.query('select pg_stat_force_next_flush()');
    }
  });

/** A learner made in `client`'s transaction who redeemed the email_swipes pack there. */
async function buyerIn(client: PoolClient): Promise<TestUser> {
  const buyer = await createUser({ name: 'CC Buyer' }, client);
  await client.query(`insert into public.redemptions (user_id, reward_id, cost) values ($1, 'email_swipes', 5)`, [buyer.id]);
  return buyer;
}

/** The rest of the transaction runs as the learner, as the Data API and the api function run it. */
const asRole = async (client: PoolClient, claims: Record<string, unknown>) => {
  await client.query('set local role authenticated');
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
};

describe('a pack item keeps its verdict beside its text', () => {
  it('is decided when written; a phrase added or removed decides it again for every stored item, hiding and showing it to buyers', async () => {
    // Letters only: a digit inside a word would be read as a letter.
    const word = `zq${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    await rolledBack(async (client) => {
      const buyer = await buyerIn(client);
      const { rows } = await client.query<{ id: string; claims_flagged: boolean; shown_to_buyers: boolean }>(
        `insert into public.reward_pack_items (reward_id, title, body) values ('email_swipes', 'CC test verdict', $1) returning id, claims_flagged, shown_to_buyers`,
        [`Ask about their ${word} plans.`],
      );
      const item = rows[0]!;
      expect(item).toMatchObject({ claims_flagged: false, shown_to_buyers: true });
      const verdictsBefore = (await client.query(`select id, claims_flagged from public.reward_pack_items where id <> $1 order by id`, [item.id])).rows;
      const buyerSees = async () => {
        await asRole(client, buyer.claims);
        const seen = (await client.query(`select id from public.reward_pack_items where id = $1`, [item.id])).rowCount;
        const count = (await client.query<{ n: number }>(`select app.pack_buyer_items('email_swipes') as n`)).rows[0]!.n;
        await client.query('reset role');
        return { seen, count };
      };
      const shown = await buyerSees();
      expect(shown.seen).toBe(1);

      await client.query(`insert into app.claim_phrases (pattern, reason) values ($1, 'CC test phrase')`, [`\\m${word} ?plans\\M`]);
      expect((await client.query(`select claims_flagged, shown_to_buyers from public.reward_pack_items where id = $1`, [item.id])).rows[0]).toEqual({
        claims_flagged: true,
        shown_to_buyers: false,
      });
      expect(await buyerSees()).toEqual({ seen: 0, count: shown.count - 1 });
      // Only that item's verdict moved, and deciding again changes nothing more.
      expect((await client.query(`select id, claims_flagged from public.reward_pack_items where id <> $1 order by id`, [item.id])).rows).toEqual(
        verdictsBefore,
      );
      expect((await client.query(`select app.recheck_claims() as changed`)).rows[0]).toEqual({ changed: 0 });

      await client.query(`delete from app.claim_phrases where reason = 'CC test phrase'`);
      expect(await buyerSees()).toEqual(shown);
    });
  });

  it('shows flagged text saved with a reason, and hides it again when the recorded reason is removed', async () => {
    await rolledBack(async (client) => {
      const buyer = await buyerIn(client);
      await client.query(`select set_config('app.claim_reason', 'Quoted to show what not to say', true)`);
      const { rows } = await client.query<{ id: string; claim_override_id: string; claims_flagged: boolean; shown_to_buyers: boolean }>(
        `insert into public.reward_pack_items (reward_id, title, body) values ('email_swipes', 'CC test override', 'Never promise p a s s i v e income.')
         returning id, claim_override_id, claims_flagged, shown_to_buyers`,
      );
      expect(rows[0]).toMatchObject({ claim_override_id: expect.any(String), claims_flagged: true, shown_to_buyers: true });
      await asRole(client, buyer.claims);
      expect((await client.query(`select 1 from public.reward_pack_items where id = $1`, [rows[0]!.id])).rowCount).toBe(1);
      await client.query('reset role');
      await client.query(`delete from app.claim_overrides where id = $1`, [rows[0]!.claim_override_id]);
      expect((await client.query(`select shown_to_buyers from public.reward_pack_items where id = $1`, [rows[0]!.id])).rows[0]).toEqual({
        shown_to_buyers: false,
      });
    });
  });

  it('cannot be written by anyone but the checks: an admin, as the Data API runs their SQL, is refused', async () => {
    const admin = await createAdmin();
    const [item] = await sqlAs<{ id: string }>(
      admin,
      `insert into public.reward_pack_items (reward_id, title, body) values ('email_swipes', 'CC test admin verdict', 'A warm follow-up.') returning id`,
    );
    for (const statement of [
      `update public.reward_pack_items set claims_flagged = false where id = $1`,
      `update public.reward_pack_items set shown_to_buyers = true where id = $1`,
      `insert into public.reward_pack_items (reward_id, title, body, claims_flagged) select 'email_swipes', 'CC test forged', 'x', false where $1::bigint is not null`,
    ]) {
      expect(await failureOf(sqlAs(admin, statement, [item!.id]))).toMatchObject({ code: expect.stringMatching(/^(42501|428C9)$/) });
    }
    expect((await db().query(`select claims_flagged, shown_to_buyers from public.reward_pack_items where id = $1`, [item!.id])).rows).toEqual([
      { claims_flagged: false, shown_to_buyers: true },
    ]);
  });
});

/** The functions that analyse text: none of them may run on a read. */
const TEXT_CHECKS = ['has_claims', 'claim_hits', 'claim_readings', 'check_claims'] as const;

describe('no read checks text', () => {
  it('the reads behind the hot routes call no text check (counted in one transaction), while a write does', async () => {
    await rolledBack(async (client) => {
      const buyer = await buyerIn(client);
      await client.query(`set local track_functions = 'all'`);
      const counts = async () =>
        Object.fromEntries(
          (
            await client.query<{ name: string; calls: string | null }>(
              `select p.proname as name, pg_stat_get_xact_function_calls(p.oid) as calls
                 from pg_proc p where p.pronamespace = 'app'::regnamespace and p.proname = any ($1)`,
              [[...TEXT_CHECKS, 'public_settings', 'my_redemptions']],
            )
          ).rows.map((row) => [row.name, Number(row.calls ?? 0)]),
        );
      // GET /api/settings runs it as the function's own role; the rest run as the learner.
      await client.query(`select app.public_settings()`);
      await asRole(client, buyer.claims);
      for (const read of [
        `select app.public_settings()`,
        `select app.my_redemptions()`,
        `select app.pack_buyer_items('email_swipes')`,
        `select id, title, body from public.reward_pack_items`,
        `select app.user_json('${buyer.id}')`,
        `select app.leaderboard(10)`,
        `select app.my_rank()`,
        `select app.my_league()`,
      ]) {
        await client.query(read);
      }
      await client.query('reset role');
      const afterReads = await counts();
      // The reads ran and were counted; not one text check among them.
      expect(afterReads).toMatchObject({ public_settings: 2, my_redemptions: 1 });
      expect(TEXT_CHECKS.map((name) => [name, afterReads[name]])).toEqual(TEXT_CHECKS.map((name) => [name, 0]));

      await client.query(`insert into public.reward_pack_items (reward_id, title, body) values ('email_swipes', 'CC test counted', 'A warm follow-up.')`);
      expect(await counts()).toMatchObject({ check_claims: 1, claim_hits: 1, claim_readings: 1 });
    });
  });

  describe('through the gateway (pg_stat_user_functions)', () => {
    beforeAll(async () => {
      await db().query(`alter system set track_functions = 'all'`);
      await db().query('select pg_reload_conf()');
      // The server re-reads its configuration, then each backend before its next statement.
      const setting = async () => (await db().query<{ setting: string }>(`select setting from pg_settings where name = 'track_functions'`)).rows[0]?.setting;
      for (let tries = 0; tries < 50 && (await setting()) !== 'all'; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await setting()).toBe('all');
    });

    afterAll(async () => {
      await db().query('alter system reset track_functions');
      await db().query('select pg_reload_conf()');
    });

    const totals = async () =>
      Object.fromEntries(
        (
          await db().query<{ name: string; calls: string }>(
            `select p.proname as name, coalesce(s.calls, 0) as calls
               from pg_proc p left join pg_stat_user_functions s on s.funcid = p.oid
              where p.pronamespace = 'app'::regnamespace and p.proname = any ($1)`,
            [TEXT_CHECKS],
          )
        ).rows.map((row) => [row.name, Number(row.calls)]),
      ) as Record<(typeof TEXT_CHECKS)[number], number>;

    it('a learner and a visitor reading the rewards 150 times call fewer text checks than one per read; an admin write is counted', async () => {
      const [admin, learner] = await Promise.all([fileAdmin(), newLearner('CC Reads Learner')]);
      await grant(learner, 5);
      const redeemed = await callApi('POST', `/api/users/${learner.id}/redeem-reward`, { token: learner.token, body: { rewardType: 'email_swipes' } });
      expect(redeemed.status).toBe(200);
      const before = await totals();

      const rounds = 50;
      let packReads = 0;
      for (let round = 0; round < rounds; round++) {
        const answers = await Promise.all([
          callApi('GET', '/api/settings'),
          callApi('GET', `/api/users/${learner.id}/rewards`, { token: learner.token }),
          callApi('GET', '/api/settings', { token: learner.token }),
          callApi('GET', '/api/auth/me', { token: learner.token }),
          callApi('GET', '/api/missions', { token: learner.token }),
          callApi('GET', '/api/leaderboard?limit=10', { token: learner.token }),
          callApi('GET', '/api/league', { token: learner.token }),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
        expect(((answers[1]!.json as unknown as Array<{ items: unknown[] }>)[0]?.items ?? []).length).toBeGreaterThan(0);
        packReads += 3;
      }
      // The control: one admin write runs the checks once, through the same function and pool.
      const written = await callApi('POST', '/api/admin/reward-packs/email_swipes/items', {
        token: admin.token,
        body: { title: 'CC test counted write', body: 'A warm follow-up for a prospect.' },
      });
      expect(written.status).toBe(201);
      await expect.poll(async () => (await totals()).claim_hits - before.claim_hits, { timeout: 15_000, interval: 500 }).toBeGreaterThanOrEqual(1);
      // A backend's counts reach the view when it is idle, at most about 10 s after its last call.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      const after = await totals();

      // Each read that checked text would call each check once per pack item (five or more per
      // read); other test files' writes running meanwhile add a few calls, far fewer than one a read.
      const calls = Object.fromEntries(TEXT_CHECKS.map((name) => [name, after[name] - before[name]]));
      expect(packReads).toBe(150);
      for (const name of TEXT_CHECKS) expect(calls[name], `app.${name} calls across ${packReads} reads`).toBeLessThan(packReads);
    }, 120_000);
  });
});
