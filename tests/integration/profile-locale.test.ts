/**
 * The learner's language on their profile (docs/product.md#language), against the real stack: set
 * with PUT /api/users/{id}/profile `locale`, read back on another device (a new sign-in's session),
 * cleared with null, kept when the body has none; 'xx' refused; nobody sets another learner's, and
 * the Data API does not write it.
 */
import { afterAll, describe, expect, it } from 'vitest';

import { callApi, clientWithKey, closeDb, db, signUpUser, stack } from '../support/clients';
import { type Caller, expectError } from './api-helpers';
import { claimsOf, failureOf, sqlAs } from './db-helpers';

afterAll(closeDb);

async function learner(): Promise<Caller & { email: string; password: string }> {
  const { user, session, email, password, client } = await signUpUser({ name: 'Locale Learner' });
  return { id: user.id, email, password, token: session.access_token, claims: {}, client };
}

const saveProfile = (caller: Caller, body: unknown, id = caller.id) => callApi('PUT', `/api/users/${id}/profile`, { token: caller.token, body });

async function storedLocale(id: string): Promise<string | null> {
  const { rows } = await db().query<{ locale: string | null }>('select locale from public.profiles where id = $1', [id]);
  return rows[0]!.locale;
}

describe('the profile locale', () => {
  it('is null until chosen, set by the profile route, and comes back on another device', async () => {
    const me = await learner();
    expect(await storedLocale(me.id)).toBeNull();

    const saved = await saveProfile(me, { name: 'Locale Learner', phone: '', locale: 'es' });
    expect(saved.status).toBe(200);
    expect(saved.json?.user).toMatchObject({ id: me.id, locale: 'es' });
    expect(await storedLocale(me.id)).toBe('es');

    // Another device: a new sign-in, whose session answer carries the user.
    const device = clientWithKey(stack().anonKey);
    const { data, error } = await device.auth.signInWithPassword({ email: me.email, password: me.password });
    expect(error).toBeNull();
    const session = await callApi('POST', '/api/auth/session', { token: data.session!.access_token });
    expect(session.status).toBe(200);
    expect(session.json?.user).toMatchObject({ id: me.id, locale: 'es' });
  });

  it('stays when the body has no locale, and null gives the choice back to the browser', async () => {
    const me = await learner();
    expect((await saveProfile(me, { name: 'Locale Learner', locale: 'ar' })).json?.user).toMatchObject({ locale: 'ar' });
    const renamed = await saveProfile(me, { name: 'Renamed Learner' });
    expect(renamed.json?.user).toMatchObject({ name: 'Renamed Learner', locale: 'ar' });
    const cleared = await saveProfile(me, { name: 'Renamed Learner', locale: null });
    expect(cleared.status).toBe(200);
    expect(cleared.json?.user).toMatchObject({ locale: null });
    expect(await storedLocale(me.id)).toBeNull();
  });

  it('refuses a language the academy does not speak, in the api and in the database', async () => {
    const me = await learner();
    await saveProfile(me, { name: 'Locale Learner', locale: 'es' });
    for (const locale of ['xx', 'ES', 'es-MX', '', 7]) {
      const answer = await saveProfile(me, { name: 'Locale Learner', locale });
      expectError(answer, 400, /Language must be one of en, es, ar|Invalid/);
    }
    // Past the api's check, the function refuses it too (called as the learner), and so does the table.
    expect(await failureOf(sqlAs({ id: me.id, email: me.email, claims: claimsOf(me.id, me.email) }, `select app.set_locale('xx')`))).toMatchObject({
      code: 'MT400',
      message: 'Language must be one of en, es, ar',
    });
    await expect(db().query(`update public.profiles set locale = 'xx' where id = $1`, [me.id])).rejects.toThrow(/profiles_locale_check/);
    expect(await storedLocale(me.id)).toBe('es');
  });

  it("nobody sets another learner's language, and the Data API does not write it", async () => {
    const [me, other] = [await learner(), await learner()];
    const answer = await saveProfile(me, { name: 'Intruder', locale: 'ar' }, other.id);
    expect(answer.status).toBe(403);
    expect(await storedLocale(other.id)).toBeNull();
    expect(await storedLocale(me.id)).toBeNull();

    const { error } = await other.client!.from('profiles').update({ locale: 'ar' }).eq('id', other.id);
    expect(error).not.toBeNull();
    expect(await storedLocale(other.id)).toBeNull();
  });
});
