/**
 * The operator functions (schema `ops`, docs/operators.md): each changes what it says in one
 * transaction and leaves one ops.audit row (who, when, what, why); a failure leaves neither; and
 * nobody but the database owner can call them (learner, admin, anon, service_role: refused).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { closeDb, db } from '../support/clients';
import { balances, createAdmin, createUser, expectBooksBalanced, failureOf, grant, ledgerRows, rpc, sqlAs, type TestUser } from './db-helpers';

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

/** Runs one statement as the database owner with mta.operator set, as the guide shows. */
async function asOperator<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = await db().connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('mta.operator', 'ops-test@example.com', true)`);
    const { rows } = await client.query<R>(text, values);
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const one = async (text: string, values: unknown[] = []) => Object.values((await asOperator(text, values))[0]!)[0];

async function auditOf(target: string): Promise<Array<{ action: string; operator: string; reason: string; details: unknown }>> {
  return (await db().query('select action, operator, reason, details from ops.audit where target = $1 order by id', [target])).rows;
}

const isAdmin = async (user: TestUser) => (await db().query('select is_admin from public.profiles where id = $1', [user.id])).rows[0]!.is_admin as boolean;

describe('refused to everyone but the owner', () => {
  const calls = [
    `select ops.grant_admin('x@example.com', 'why not')`,
    `select ops.revoke_admin('x@example.com', 'why not')`,
    `select ops.correct_balance('x@example.com', 5, 0, 'why not')`,
    `select ops.reverse_referral_reward('x@example.com', 'why not')`,
    `select ops.fulfil_redemption(1, 'sent', 'why not')`,
    `select ops.refund_redemption(1, 'why not')`,
    `select ops.close_account('x@example.com', 'why not')`,
    `select * from ops.audit`,
  ];

  it('a learner, an admin and the anon role get permission denied', async () => {
    const learner = await createUser();
    const admin = await createAdmin();
    for (const call of calls) {
      for (const caller of [learner, admin, 'anon' as const]) {
        expect(await failureOf(sqlAs(caller, call)), call).toMatchObject({ code: '42501' });
      }
    }
  });

  it('service_role gets permission denied', async () => {
    for (const call of calls) {
      const client = await db().connect();
      try {
        await client.query('begin');
        await client.query('set local role service_role');
        expect(await failureOf(client.query(call)), call).toMatchObject({ code: '42501' });
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
  });

  it('no API role holds execute on any ops function, nor on the shared settle body', async () => {
    const { rows } = await db().query(`
      select p.oid::regprocedure::text as fn, r.rolname
        from pg_proc p cross join (values ('public'), ('anon'), ('authenticated'), ('service_role')) r(rolname)
       where (p.pronamespace = 'ops'::regnamespace or p.oid = 'app.settle_redemption_by(uuid,bigint,text,text,text,text)'::regprocedure)
         and case when r.rolname = 'public' then exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')
                  else has_function_privilege(r.rolname, p.oid, 'EXECUTE') end`);
    expect(rows).toEqual([]);
  });
});

describe('admins', () => {
  it('grant_admin and revoke_admin set the flag, drop a listed address, and are audited', async () => {
    const user = await createUser();
    expect(await one(`select ops.grant_admin($1, 'Runs the Tuesday calls')`, [user.email])).toBe(`${user.email} is now an admin`);
    expect(await isAdmin(user)).toBe(true);

    const { rows: slot } = await db().query('select email from app.admin_emails where slot = 2');
    await db().query(`insert into app.admin_emails (slot, email) values (2, $1) on conflict (slot) do update set email = excluded.email`, [user.email]);
    try {
      await one(`select ops.revoke_admin($1, 'Left the company')`, [user.id]);
      expect(await isAdmin(user)).toBe(false);
      expect((await db().query('select 1 from app.admin_emails where email = $1', [user.email])).rows).toEqual([]);
    } finally {
      if (slot[0])
        await db().query(`insert into app.admin_emails (slot, email) values (2, $1) on conflict (slot) do update set email = excluded.email`, [slot[0].email]);
    }
    expect(await auditOf(user.id)).toEqual([
      { action: 'grant_admin', operator: 'ops-test@example.com', reason: 'Runs the Tuesday calls', details: { who: user.email } },
      { action: 'revoke_admin', operator: 'ops-test@example.com', reason: 'Left the company', details: { who: user.id, removedAdminEmails: [user.email] } },
    ]);
  });

  it('an unknown user is refused with nothing audited', async () => {
    expect(await failureOf(one(`select ops.grant_admin('nobody-here@example.com', 'Because')`))).toMatchObject({ code: 'MT404', message: 'User not found' });
    expect((await db().query(`select 1 from ops.audit where details ->> 'who' = 'nobody-here@example.com'`)).rows).toEqual([]);
  });
});

describe('correct_balance', () => {
  it('adds an adjustment ledger row that names its audit row; never updates the balance directly', async () => {
    const user = await createUser();
    await grant(user, 10, 10);
    const message = await one(`select ops.correct_balance($1, -4, 15, 'Double payout on 2026-11-20')`, [user.email]);
    const [audit] = (await db().query<{ id: string }>('select id from ops.audit where target = $1', [user.id])).rows;
    expect(message).toBe(`Corrected by -4 tokens and 15 points (ledger reference ops:${audit!.id})`);
    expect(await balances(user)).toMatchObject({ tokens: 6, points: 25 });
    expect((await ledgerRows(user)).at(-1)).toEqual({ reason: 'adjustment', reference: `ops:${audit!.id}`, delta_tokens: -4, delta_points: 15 });
  });

  it('refuses to go below zero, a zero correction and a missing reason, writing nothing', async () => {
    const user = await createUser();
    await grant(user, 3);
    expect((await failureOf(one(`select ops.correct_balance($1, -4, 0, 'Too much')`, [user.id]))).code).toBe('23514');
    expect(await failureOf(one(`select ops.correct_balance($1, 0, 0, 'Nothing')`, [user.id]))).toMatchObject({ code: 'MT400', message: 'Nothing to correct' });
    expect(await failureOf(one(`select ops.correct_balance($1, 1, 0, ' ')`, [user.id]))).toMatchObject({ code: 'MT400', message: 'A reason is required' });
    expect(await balances(user)).toMatchObject({ tokens: 3 });
    expect(await auditOf(user.id)).toEqual([]);
  });
});

describe('reverse_referral_reward', () => {
  it('takes back the referral reward once', async () => {
    const referrer = await createUser();
    const code = (await db().query('select invite_code from public.profiles where id = $1', [referrer.id])).rows[0]!.invite_code as string;
    const referred = await createUser({ referralCode: code });
    const paid = await balances(referrer);
    expect(paid.tokens).toBeGreaterThan(0);

    expect(await one(`select ops.reverse_referral_reward($1, 'Same person, two addresses')`, [referred.email])).toMatch(/^Took back \d+ tokens/);
    expect(await balances(referrer)).toMatchObject({ tokens: 0, points: 0 });
    expect(await failureOf(one(`select ops.reverse_referral_reward($1, 'Again')`, [referred.id]))).toMatchObject({
      code: 'MT409',
      message: 'Already reversed',
    });
    expect(await auditOf(referrer.id)).toEqual([
      {
        action: 'reverse_referral_reward',
        operator: 'ops-test@example.com',
        reason: 'Same person, two addresses',
        details: { referred: referred.id, tokens: -paid.tokens, points: -paid.points },
      },
    ]);
  });

  it('refuses when the referrer has spent the tokens, and for a signup that paid nothing', async () => {
    const referrer = await createUser();
    const code = (await db().query('select invite_code from public.profiles where id = $1', [referrer.id])).rows[0]!.invite_code as string;
    const referred = await createUser({ referralCode: code });
    await rpc(referrer, 'redeem_reward', ['social_posts']);
    expect((await failureOf(one(`select ops.reverse_referral_reward($1, 'Fraud report')`, [referred.email]))).code).toBe('23514');
    expect(await auditOf(referrer.id)).toEqual([]);
    const loner = await createUser();
    expect(await failureOf(one(`select ops.reverse_referral_reward($1, 'Fraud report')`, [loner.email]))).toMatchObject({
      code: 'MT404',
      message: 'Referral not found',
    });
  });
});

describe('fulfil and refund a redemption', () => {
  async function pendingRedemption(): Promise<{ user: TestUser; id: number }> {
    const user = await createUser();
    await grant(user, 5);
    const bought = await rpc<{ redemption: { id: number } }>(user, 'redeem_reward', ['warm_leads']);
    return { user, id: bought.redemption.id };
  }

  it('fulfil marks it delivered (settled by nobody in the app), once', async () => {
    const { id } = await pendingRedemption();
    expect(await one(`select ops.fulfil_redemption($1, 'Sent 10 leads by e-mail', 'Queue backlog')`, [id])).toBe('Marked as delivered');
    expect((await db().query('select status, delivery, settled_by from public.redemptions where id = $1', [id])).rows).toEqual([
      { status: 'fulfilled', delivery: 'Sent 10 leads by e-mail', settled_by: null },
    ]);
    expect(await failureOf(one(`select ops.refund_redemption($1, 'Too late')`, [id]))).toMatchObject({ code: 'MT409', message: 'Already settled' });
    expect(await auditOf(String(id))).toEqual([
      { action: 'fulfil_redemption', operator: 'ops-test@example.com', reason: 'Queue backlog', details: { delivery: 'Sent 10 leads by e-mail' } },
    ]);
  });

  it('refund pays the tokens back through the ledger, once', async () => {
    const { user, id } = await pendingRedemption();
    expect(await one(`select ops.refund_redemption($1, 'Lead list withdrawn')`, [id])).toBe('Refunded');
    expect(await balances(user)).toMatchObject({ tokens: 5 });
    expect((await ledgerRows(user)).filter((row) => row.reason === 'refund')).toEqual([
      { reason: 'refund', reference: String(id), delta_tokens: 5, delta_points: 0 },
    ]);
    expect(await failureOf(one(`select ops.refund_redemption($1, 'Lead list withdrawn')`, [id]))).toMatchObject({ code: 'MT409' });
    expect(await auditOf(String(id))).toEqual([
      { action: 'refund_redemption', operator: 'ops-test@example.com', reason: 'Lead list withdrawn', details: { tokens: 5 } },
    ]);
  });

  it('the app path (app.settle_redemption) still refuses a learner and serves an admin', async () => {
    const { id } = await pendingRedemption();
    const learner = await createUser();
    expect(await failureOf(rpc(learner, 'settle_redemption', [id, 'fulfil', 'x']))).toMatchObject({ code: 'MT403' });
    const admin = await createAdmin();
    expect(await rpc(admin, 'settle_redemption', [id, 'fulfil', 'Sent'])).toMatchObject({ message: 'Marked as delivered' });
    expect((await db().query('select settled_by from public.redemptions where id = $1', [id])).rows).toEqual([{ settled_by: admin.id }]);
  });
});

describe('close_account', () => {
  it('deletes the auth user, keeps an anonymous profile with its ledger, once', async () => {
    const user = await createUser({ name: 'Closing Learner' });
    await grant(user, 7, 9);
    expect(await one(`select ops.close_account($1, 'Asked by e-mail to be forgotten')`, [user.email])).toMatch(/^Closed the account of /);
    expect((await db().query('select 1 from auth.users where id = $1', [user.id])).rows).toEqual([]);
    expect((await db().query('select name, phone, deleted_at is not null as deleted from public.profiles where id = $1', [user.id])).rows).toEqual([
      { name: 'Deleted learner', phone: null, deleted: true },
    ]);
    expect(await balances(user)).toMatchObject({ tokens: 7, points: 9 });
    expect(await failureOf(one(`select ops.close_account($1, 'Again')`, [user.id]))).toMatchObject({ code: 'MT409', message: 'Already closed' });
    expect(await auditOf(user.id)).toEqual([
      { action: 'close_account', operator: 'ops-test@example.com', reason: 'Asked by e-mail to be forgotten', details: { who: user.email } },
    ]);
  });
});
