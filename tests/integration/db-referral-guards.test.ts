/**
 * Referral guards (docs/referral-guards.md), at the database as the auth server's signup reaches it:
 * the daily cap per referrer, the disposable-domain list (seeded from npm, extended by operators),
 * one mailbox is one person, refusals recorded with a reason, and the signup itself succeeding.
 * Plus the attacks: a learner can neither read nor extend the list nor ask the guard.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { disposableDomainList, seedDisposableDomains } from '../../scripts/db/disposable-domains';
import { closeDb, db, stack } from '../support/clients';
import { balances, createUser, expectBooksBalanced, failureOf, rpc, sqlAs, type TestUser } from './db-helpers';

const tag = () => randomUUID().slice(0, 8);

async function codeOf(user: TestUser): Promise<string> {
  return (await rpc<{ inviteCode: string }>(user, 'user_json', [user.id])).inviteCode;
}

async function referralOf(referredId: string): Promise<{ refusal_reason: string | null; mailbox: string } | undefined> {
  const { rows } = await db().query('select refusal_reason, mailbox from app.referrals where referred_id = $1', [referredId]);
  return rows[0] as { refusal_reason: string | null; mailbox: string } | undefined;
}

async function profileExists(id: string): Promise<boolean> {
  const { rows } = await db().query('select 1 from public.profiles where id = $1', [id]);
  return rows.length === 1;
}

async function withSetting<T>(column: string, value: unknown, fn: () => Promise<T>): Promise<T> {
  const { rows } = await db().query(`select ${column} as value from app.settings`);
  await db().query(`update app.settings set ${column} = $1`, [value]);
  try {
    return await fn();
  } finally {
    await db().query(`update app.settings set ${column} = $1`, [rows[0]!.value]);
  }
}

afterAll(async () => {
  await db().query(`delete from app.disposable_email_domains where source = 'operator-test'`);
  await expectBooksBalanced();
  await closeDb();
});

describe('the disposable-domain list', () => {
  it('is seeded from the npm package on start, and a second seed keeps operator rows and writes nothing', async () => {
    const { source, domains } = disposableDomainList();
    const { rows } = await db().query<{ count: string }>('select count(*) from app.disposable_email_domains where source = $1', [source]);
    expect(Number(rows[0]!.count)).toBe(domains.length);
    expect(domains.length).toBeGreaterThan(100_000);
    await db().query(`insert into app.disposable_email_domains (domain, source) values ('kept-by-operator.example', 'operator-test')`);
    expect(await seedDisposableDomains(stack().dbUrl)).toBe(0);
    const kept = await db().query(`select source from app.disposable_email_domains where domain = 'kept-by-operator.example'`);
    expect(kept.rows).toEqual([{ source: 'operator-test' }]);
  });

  it('pays nothing for a listed domain or its subdomain, records why, and the signup succeeds', async () => {
    const referrer = await createUser({ name: 'Guarded Referrer' });
    const code = await codeOf(referrer);
    const listed = await createUser({ email: `someone-${tag()}@mailinator.com`, referralCode: code });
    const subdomain = await createUser({ email: `someone-${tag()}@inbox.mailinator.com`, referralCode: code });
    expect(await profileExists(listed.id)).toBe(true);
    expect(await profileExists(subdomain.id)).toBe(true);
    expect(await balances(referrer)).toEqual({ tokens: 0, points: 0, invites: 0 });
    expect((await referralOf(listed.id))?.refusal_reason).toBe('Disposable e-mail domain mailinator.com (app.disposable_email_domains)');
    expect((await referralOf(subdomain.id))?.refusal_reason).toBe('Disposable e-mail domain mailinator.com (app.disposable_email_domains)');
    const { rows } = await db().query(
      'select referrer_name, referred_email, refusal_reason from app.referral_refusals where referrer_id = $1 order by created_at',
      [referrer.id],
    );
    expect(rows).toEqual([
      { referrer_name: 'Guarded Referrer', referred_email: listed.email, refusal_reason: expect.stringContaining('Disposable') },
      { referrer_name: 'Guarded Referrer', referred_email: subdomain.email, refusal_reason: expect.stringContaining('Disposable') },
    ]);
  });

  it('refuses a domain an operator added, and pays listed domains when the setting is off', async () => {
    const referrer = await createUser();
    const code = await codeOf(referrer);
    const domain = `throwaway-${tag()}.example`;
    await db().query(`insert into app.disposable_email_domains (domain, source) values ($1, 'operator-test')`, [domain]);
    const refused = await createUser({ email: `x@${domain}`, referralCode: code });
    expect((await referralOf(refused.id))?.refusal_reason).toBe(`Disposable e-mail domain ${domain} (app.disposable_email_domains)`);
    await withSetting('referral_refuse_disposable', false, () => createUser({ email: `y-${tag()}@mailinator.com`, referralCode: code }));
    expect(await balances(referrer)).toEqual({ tokens: 10, points: 20, invites: 1 });
  });
});

describe('one mailbox is one person', () => {
  it('maps +tags, case and Gmail dots to one mailbox; dots elsewhere stay significant', async () => {
    const { rows } = await db().query(`select app.email_mailbox(e) as mailbox from unnest($1::text[]) with ordinality as t(e, n) order by n`, [
      ['Ada.Love+news@Gmail.com', 'adalove@googlemail.com', 'a.b+x@example.com', 'ab@example.com'],
    ]);
    expect(rows.map((row) => row.mailbox)).toEqual(['adalove@gmail.com', 'adalove@gmail.com', 'a.b@example.com', 'ab@example.com']);
  });

  it('pays once for a mailbox signing up under several spellings, and never for the referrer\u2019s own', async () => {
    const id = tag();
    const referrer = await createUser({ email: `owner.${id}+main@gmail.com` });
    const code = await codeOf(referrer);
    const first = await createUser({ email: `friend.${id}@gmail.com`, referralCode: code });
    const dotted = await createUser({ email: `f.r.i.e.n.d${id}+promo@googlemail.com`, referralCode: code });
    const own = await createUser({ email: `owner${id}+alt@gmail.com`, referralCode: code });
    const dotsMatterHere = await createUser({ email: `friend${id}@example.com`, referralCode: code });
    expect((await referralOf(first.id))?.refusal_reason).toBeNull();
    expect((await referralOf(dotted.id))?.refusal_reason).toBe(`Mailbox friend${id}@gmail.com was already referred under another spelling of the address`);
    expect((await referralOf(own.id))?.refusal_reason).toBe(`Same mailbox as the referrer (owner${id}@gmail.com)`);
    expect((await referralOf(dotsMatterHere.id))?.refusal_reason).toBeNull();
    expect(await balances(referrer)).toEqual({ tokens: 20, points: 40, invites: 2 });
    for (const user of [first, dotted, own, dotsMatterHere]) expect(await profileExists(user.id)).toBe(true);
  });

  it('decides two spellings signing up at once one after the other: one paid', async () => {
    const id = tag();
    const [a, b] = [await createUser(), await createUser()];
    const [codeA, codeB] = [await codeOf(a), await codeOf(b)];
    await Promise.all([createUser({ email: `race.${id}@gmail.com`, referralCode: codeA }), createUser({ email: `r.ace${id}@gmail.com`, referralCode: codeB })]);
    const paid = (await balances(a)).invites + (await balances(b)).invites;
    expect(paid).toBe(1);
  });
});

describe('the daily cap per referrer', () => {
  it('pays up to the cap in 24 hours, records the rest with the reason, and ignores older referrals', async () => {
    const referrer = await createUser();
    const code = await codeOf(referrer);
    const older = await createUser({ referralCode: code });
    await db().query(`update app.referrals set created_at = now() - interval '25 hours', paid_at = now() - interval '25 hours' where referred_id = $1`, [
      older.id,
    ]);
    const [paid1, paid2, refused] = await withSetting('referral_daily_cap', 2, async () => [
      await createUser({ referralCode: code }),
      await createUser({ referralCode: code }),
      await createUser({ referralCode: code }),
    ]);
    expect((await referralOf(paid1!.id))?.refusal_reason).toBeNull();
    expect((await referralOf(paid2!.id))?.refusal_reason).toBeNull();
    expect((await referralOf(refused!.id))?.refusal_reason).toBe(
      'Daily cap reached: 2 paid referrals in the last 24 hours (app.settings.referral_daily_cap = 2)',
    );
    expect(await profileExists(refused!.id)).toBe(true);
    expect(await balances(referrer)).toEqual({ tokens: 30, points: 60, invites: 3 });
  });
});

describe('attacks', () => {
  it('a learner can neither read nor extend the list, read refusals, nor call the guard', async () => {
    const learner = await createUser();
    for (const statement of [
      'select count(*) from app.disposable_email_domains',
      `insert into app.disposable_email_domains (domain) values ('gmail.com')`,
      `delete from app.disposable_email_domains`,
      'select * from app.referral_refusals',
      `select app.referral_refusal_reason('${learner.id}', 'x@example.com')`,
      `select app.email_mailbox('x@example.com')`,
      `update app.settings set referral_daily_cap = 1000000`,
    ]) {
      const failure = await failureOf(sqlAs(learner, statement));
      expect(failure.code, statement).toBe('42501');
    }
    const { rows } = await db().query(`select count(*) from app.disposable_email_domains where domain = 'mailinator.com'`);
    expect(rows[0]).toEqual({ count: '1' });
  });
});
