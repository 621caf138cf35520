/**
 * My Team through the gateway and the api function (docs/product.md#my-team): a sponsor sees their
 * downline to the configured depth with progress and never contact fields; nobody reads another
 * sponsor's tree; a stuck member can be nudged once a week (the e-mail arrives in the catcher) and
 * can turn nudges off from the e-mail's link or in the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db, uniqueEmail } from '../support/clients';
import { waitForMail } from '../support/mail';
import { type Caller, expectError, newLearner } from './api-helpers';
import { claimsOf, expectBooksBalanced, sqlAs } from './db-helpers';

interface Member {
  id: string;
  name: string;
  level: number;
  sponsorName: string | null;
  stuck: boolean;
  nudgesEnabled: boolean;
  lastNudgedAt: string | null;
}

const as = (caller: Caller | undefined, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller?.token, body });
const team = async (caller: Caller) =>
  (await as(caller, 'GET', '/api/team')).json as unknown as { members: Member[]; totals: Record<string, unknown>; nudgesEnabled: boolean };

/** Registers through the api with a referral code and logs in; returns the caller. */
async function recruit(name: string, referralCode: string): Promise<Caller> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const registered = await callApi('POST', '/api/auth/register', { body: { name, email, password: 'team-secret-1', phone: '+1 555 0100', referralCode } });
  expect(registered.status).toBe(201);
  const { user, session } = registered.json as { user: { id: string }; session: { access_token: string } };
  return { id: user.id, email, token: session.access_token, claims: claimsOf(user.id, email) };
}

const inviteCode = async (caller: Caller) =>
  (await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [caller.id])).rows[0]!.code;

let sponsor: Caller;
let first: Caller;
let second: Caller;
let outsider: Caller;

beforeAll(async () => {
  [sponsor, outsider] = await Promise.all([newLearner('Team Sponsor'), newLearner('Team Outsider')]);
  first = await recruit('Fiona First', await inviteCode(sponsor));
  second = await recruit('Sam Second', await inviteCode(first));
  // Sam joined ten days ago and has done nothing since: stuck.
  await db().query(`update public.profiles set created_at = now() - interval '10 days', last_login_on = null where id = $1`, [second.id]);
});

afterAll(async () => {
  await db().query('update app.settings set team_depth = 3, nudges_per_day = 20');
  await expectBooksBalanced();
  await closeDb();
});

describe('the team', () => {
  it('shows both levels with progress and who is stuck, never an e-mail or phone', async () => {
    const answer = await as(sponsor, 'GET', '/api/team');
    expect(answer.status).toBe(200);
    const mine = answer.json as unknown as { members: Member[]; totals: Record<string, unknown> };
    expect(mine.members.map((member) => [member.name, member.level, member.sponsorName, member.stuck])).toEqual([
      ['Fiona First', 1, 'Team Sponsor', false],
      ['Sam Second', 2, 'Fiona First', true],
    ]);
    expect(mine.totals).toMatchObject({ members: 2, stuck: 1, byLevel: [1, 1] });
    expect(answer.text).not.toContain(first.email);
    expect(answer.text).not.toContain(second.email);
    expect(answer.text).not.toMatch(/555\D*0100/); // the phone, however it is stored (a bare 555 can be in a timestamp)
  });

  it('is only ever the caller’s own downline, to the configured depth', async () => {
    expect((await team(first)).members.map((member) => member.name)).toEqual(['Sam Second']);
    expect((await team(second)).members).toEqual([]);
    expect((await team(outsider)).members).toEqual([]);
    await db().query('update app.settings set team_depth = 1');
    try {
      expect((await team(sponsor)).members.map((member) => member.name)).toEqual(['Fiona First']);
    } finally {
      await db().query('update app.settings set team_depth = 3');
    }
    expectError(await as(undefined, 'GET', '/api/team'), 401, /./);
  });

  it('pages the members in the list order while the totals stay the whole team’s', async () => {
    const first1 = (await as(sponsor, 'GET', '/api/team?limit=1')).json as unknown as {
      members: Member[];
      totals: Record<string, unknown>;
      nextOffset: number | null;
    };
    expect(first1.members.map((member) => member.name)).toEqual(['Fiona First']);
    expect(first1).toMatchObject({ offset: 0, limit: 1, nextOffset: 1, totals: { members: 2, stuck: 1, byLevel: [1, 1] } });
    const second1 = (await as(sponsor, 'GET', '/api/team?offset=1&limit=1')).json as unknown as { members: Member[]; nextOffset: number | null };
    expect(second1.members.map((member) => member.name)).toEqual(['Sam Second']);
    expect(second1).toMatchObject({ offset: 1, limit: 1, nextOffset: null, totals: { members: 2 } });
    expect((await team(sponsor)).members).toHaveLength(2); // 50 by default
    expect(((await as(sponsor, 'GET', '/api/team?offset=5')).json as unknown as { members: Member[] }).members).toEqual([]);
    expectError(await as(sponsor, 'GET', '/api/team?limit=0'), 400, 'limit must be between 1 and 200');
    expectError(await as(sponsor, 'GET', '/api/team?limit=201'), 400, 'limit must be between 1 and 200');
    expectError(await as(sponsor, 'GET', '/api/team?offset=-1'), 400, 'offset must be a whole number from 0');
    expectError(await as(sponsor, 'GET', '/api/team?offset=abc'), 400, 'offset must be a whole number from 0');
  });

  it('gives a learner no other way to the tree or to contact fields', async () => {
    const me = { ...outsider, claims: claimsOf(outsider.id, outsider.email) };
    expect(await sqlAs(me, 'select phone from public.profiles where id = $1', [second.id])).toEqual([]);
    await expect(sqlAs(me, 'select * from app.referrals')).rejects.toThrow(/permission denied/);
    await expect(sqlAs(me, 'select * from app.downline($1)', [sponsor.id])).rejects.toThrow(/permission denied/);
    await expect(sqlAs(me, 'select * from app.nudges')).rejects.toThrow(/permission denied/);
  });
});

describe('a member who deletes their account', () => {
  it('leaves the list and cannot be nudged; their recruits stay in the tree', async () => {
    const leaver = await recruit('Lee Leaver', await inviteCode(sponsor));
    const recruitOfLeaver = await recruit('Rae Recruit', await inviteCode(leaver));
    await db().query(`update public.profiles set created_at = now() - interval '10 days', last_login_on = null where id = $1`, [leaver.id]);
    expect((await team(sponsor)).members.map((member) => member.id)).toEqual(expect.arrayContaining([leaver.id, recruitOfLeaver.id]));
    expect((await callApi('DELETE', `/api/users/${leaver.id}`, { token: leaver.token, body: { confirmation: 'DELETE' } })).status).toBe(200);
    const ids = (await team(sponsor)).members.map((member) => member.id);
    expect(ids).not.toContain(leaver.id);
    expect(ids).toContain(recruitOfLeaver.id);
    expectError(await as(sponsor, 'POST', `/api/team/${leaver.id}/nudge`), 404, /\S/);
  });
});

describe('nudges', () => {
  it('sends a stuck member one e-mail a week naming the sponsor and the next station', async () => {
    const sent = await as(sponsor, 'POST', `/api/team/${second.id}/nudge`);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ message: 'Nudge sent to Sam Second', nudge: { memberId: second.id } });
    const mail = await waitForMail(second.email, 'Team Sponsor is cheering you on');
    expect(mail.text).toContain('Your next stop is Station 1');
    expect(mail.text).toMatch(/\/unsubscribe\?token=[0-9a-f-]{36}/);
    expect(mail.text).not.toContain(sponsor.email);

    expectError(await as(first, 'POST', `/api/team/${second.id}/nudge`), 409, /Sam Second was nudged on .+\. One nudge a week per member\./);
    expect((await team(sponsor)).members.find((member) => member.id === second.id)?.lastNudgedAt).toEqual(expect.any(String));
  });

  it('refuses members who are active, outside the team, or over the daily limit', async () => {
    expectError(await as(sponsor, 'POST', `/api/team/${first.id}/nudge`), 409, 'Fiona First has been active in the last 7 days.');
    expectError(await as(outsider, 'POST', `/api/team/${second.id}/nudge`), 404, 'You can nudge only people in your team.');
    expectError(await as(sponsor, 'POST', `/api/team/${sponsor.id}/nudge`), 404, 'You can nudge only people in your team.');
    await db().query('update app.settings set nudges_per_day = 0');
    try {
      await db().query('delete from app.nudges where member_id = $1', [second.id]);
      expectError(await as(sponsor, 'POST', `/api/team/${second.id}/nudge`), 429, 'You can send 0 nudges a day. Try again tomorrow.');
    } finally {
      await db().query('update app.settings set nudges_per_day = 20');
    }
  });

  it('turns nudges off from the e-mail link (no sign-in) and back on in the app', async () => {
    const mail = await waitForMail(second.email, 'Team Sponsor is cheering you on');
    const token = /token=([0-9a-f-]{36})/.exec(mail.text)![1]!;
    expectError(await as(undefined, 'POST', '/api/nudges/unsubscribe', { token: '00000000-0000-4000-8000-000000000000' }), 404, /not valid/);
    const off = await as(undefined, 'POST', '/api/nudges/unsubscribe', { token });
    expect(off.status).toBe(200);
    expect((await team(sponsor)).members.find((member) => member.id === second.id)?.nudgesEnabled).toBe(false);
    await db().query('delete from app.nudges where member_id = $1', [second.id]);
    expectError(await as(sponsor, 'POST', `/api/team/${second.id}/nudge`), 409, 'Sam Second has turned nudges off.');

    const on = await as(second, 'PUT', '/api/team/nudges', { enabled: true });
    expect(on.json).toMatchObject({ nudgesEnabled: true, message: 'Nudges turned on' });
    expect((await team(second)).nudgesEnabled).toBe(true);
  });
});
