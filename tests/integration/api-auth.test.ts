/**
 * POST /api/auth/register, POST /api/auth/login and GET /api/auth/me through the gateway: the
 * {user, session, message} answers, the product's validation messages (docs/product.md#sign-up-and-sign-in), the auth server's refusals in
 * the api's words, and the referral credit of a signup with a code.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, callApi, closeDb, db, uniqueEmail } from '../support/clients';
import { balances, expectBooksBalanced, ledgerRows } from './db-helpers';
import { expectError, newLearner, userShape } from './api-helpers';

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

const register = (body: unknown) => callApi('POST', '/api/auth/register', { body });
const login = (body: unknown) => callApi('POST', '/api/auth/login', { body });

describe('POST /api/auth/register', () => {
  it('creates the account through Supabase Auth and answers {user, session, message}', async () => {
    const email = uniqueEmail('register');
    const answer = await register({ name: '  Ada Register ', email: ` ${email.toUpperCase()} `, password: 'secret-123', phone: ' +1 555 0199 ' });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      user: { ...userShape, name: 'Ada Register', email, phone: '+1 555 0199', tokens: 0, leaderboardPts: 0, isAdmin: false, createdAt: expect.any(String) },
      session: expect.objectContaining({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'bearer',
        expires_in: expect.any(Number),
        expires_at: expect.any(Number),
        user: expect.objectContaining({ email }),
      }),
      message: expect.any(String),
    });
    expect(answer.text).not.toMatch(/password/i);

    // The session is a real one: supabase-js accepts it and the token reaches the api.
    const client = anonClient();
    const session = answer.json?.session as { access_token: string; refresh_token: string };
    const { data, error } = await client.auth.setSession(session);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const me = await callApi('GET', '/api/auth/me', { token: session.access_token });
    expect(me.json).toMatchObject({ id: (answer.json?.user as { id: string }).id, email });
  });

  it.each([
    [{ email: 'a@example.com', password: 'secret-123' }, 'Name, email, and password are required'],
    [{ name: 'A', password: 'secret-123' }, 'Name, email, and password are required'],
    [{ name: 'A', email: 'a@example.com' }, 'Name, email, and password are required'],
    [{ name: '   ', email: 'a@example.com', password: 'secret-123' }, 'Name, email, and password are required'],
    [{ name: 'A', email: 'not-an-email', password: '' }, 'Name, email, and password are required'],
    [{ name: 'A', email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [{ name: 'A', email: 'no-at-sign.example.com', password: 'secret-123' }, 'Please enter a valid email address'],
    // Passes the api's check, refused by the auth server's: answered in the same words.
    [{ name: 'A', email: 'a@bad!domain.com', password: 'secret-123' }, 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@example.com', password: 'secret-123', phone: 5551234 }, 'Phone must be text'],
    [{ name: 'A', email: 'a@example.com', password: 'secret-123', phone: '+1'.padEnd(33, '5') }, 'Phone must be at most 32 characters'],
    [{ name: 'x'.repeat(101), email: 'a@example.com', password: 'secret-123' }, 'Name must be at most 100 characters'],
    [{ name: 'A', email: 'a@example.com', password: 'p'.repeat(73) }, /at most 72/],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    expectError(await register(body), 400, message);
  });

  it('refuses an address whose domain has no dot ("bob@gmail") before any account exists', async () => {
    const email = uniqueEmail('no-ending').replace('@example.com', '@gmail');
    expectError(
      await register({ name: 'Bob', email, password: 'secret-123' }),
      400,
      'Please enter the whole email address, with its ending (such as name@gmail.com)',
    );
    const { rows } = await db().query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it('refuses malformed JSON and non-object bodies with 400', async () => {
    expectError(await register('{"name":'), 400, 'The request body is not valid JSON.');
    expectError(await register([1, 2]), 400, 'The request body must be a JSON object.');
  });

  it('answers 409 for an address that already has an account', async () => {
    const email = uniqueEmail('twice');
    expect((await register({ name: 'First', email, password: 'secret-123' })).status).toBe(201);
    const again = await register({ name: 'Second', email: email.toUpperCase(), password: 'other-secret' });
    expectError(again, 409, 'An account with this email already exists');
    // The stable code the app words in the learner's language (contract/auth.ts AUTH_REFUSALS).
    expect(again.json?.code).toBe('account_exists');
  });

  it('credits the referrer of a valid referral code (10 tokens, 20 points) once', async () => {
    const referrer = await newLearner('Referring Rita');
    const { rows } = await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [referrer.id]);
    const code = rows[0]!.invite_code;
    const before = await balances(referrer);

    const answer = await register({
      name: 'Referred Ray',
      email: uniqueEmail('referred'),
      password: 'secret-123',
      referralCode: code.toLowerCase(),
      ignored: 'x',
    });
    expect(answer.status).toBe(201);
    expect(await balances(referrer)).toEqual({ tokens: before.tokens + 10, points: before.points + 20, invites: before.invites + 1 });
    const referred = answer.json?.user as { id: string };
    expect((await ledgerRows(referrer)).filter((row) => row.reason === 'referral')).toEqual([
      { reason: 'referral', reference: referred.id, delta_tokens: 10, delta_points: 20 },
    ]);
  });

  it('still registers with an unknown referral code, crediting nobody', async () => {
    // Scoped to this sign-up: other files register referred learners at the same time.
    const answer = await register({ name: 'Unknown Code', email: uniqueEmail('unknown-code'), password: 'secret-123', referralCode: 'NOSUCHCODE' });
    expect(answer.status).toBe(201);
    const joined = answer.json?.user as { id: string };
    const credited = await db().query<{ n: number }>("select count(*)::int as n from public.ledger where reason = 'referral' and reference = $1", [joined.id]);
    expect(credited.rows[0]!.n).toBe(0);
    const sponsors = await db().query<{ referrer_id: string | null }>('select referrer_id from app.referrals where referred_id = $1', [joined.id]);
    expect(sponsors.rows.every((row) => row.referrer_id === null)).toBe(true);
  });

  it("keeps the invitation link's source with the referral, and refuses a source the app does not write", async () => {
    const referrer = await newLearner('Sharing Sade');
    const { rows } = await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [referrer.id]);
    const body = { name: 'Linked Lina', email: uniqueEmail('linked'), password: 'secret-123', referralCode: rows[0]!.invite_code };
    expectError(await register({ ...body, source: 'spam-site' }), 400, /source/i);
    const answer = await register({ ...body, source: 'linkedin' });
    expect(answer.status).toBe(201);
    const referred = answer.json?.user as { id: string };
    const kept = await db().query<{ link_source: string | null }>('select link_source from app.referrals where referred_id = $1', [referred.id]);
    expect(kept.rows).toEqual([{ link_source: 'linkedin' }]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in through Supabase Auth, records the login and answers {user, session, message}', async () => {
    const email = uniqueEmail('login');
    await register({ name: 'Lou Login', email, password: 'secret-123' });
    const answer = await login({ email: ` ${email.toUpperCase()} `, password: 'secret-123' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      user: { ...userShape, email, name: 'Lou Login', loginStreak: 1, phone: null, createdAt: expect.any(String) },
      session: expect.objectContaining({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: expect.any(Number) }),
      message: 'Login successful',
      // A login that ended a streak says so (docs/product.md#login-streak); a first login ended none.
      streakLost: 0,
      daysMissed: 0,
    });
  });

  it.each([
    [{}, 'Email and password are required'],
    [{ email: 'a@example.com' }, 'Email and password are required'],
    [{ email: '  ', password: 'secret-123' }, 'Email and password are required'],
    [{ password: 'secret-123' }, 'Email and password are required'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    expectError(await login(body), 400, message);
  });

  it('answers 401 "Invalid email or password" for a wrong password or an unknown address', async () => {
    const { email } = await newLearner();
    for (const refused of [await login({ email, password: 'wrong-password' }), await login({ email: uniqueEmail('nobody'), password: 'secret-123' })]) {
      expectError(refused, 401, 'Invalid email or password');
      expect(refused.json?.code).toBe('invalid_credentials');
    }
  });

  it('logs the seeded admin in with isAdmin from the admin address list', async () => {
    const answer = await login({ email: 'admin@moneytrain.local', password: 'admin-password' });
    expect(answer.status).toBe(200);
    expect(answer.json?.user).toMatchObject({ email: 'admin@moneytrain.local', isAdmin: true });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the verified identity, and 401 without a token', async () => {
    const learner = await newLearner();
    expect((await callApi('GET', '/api/auth/me', { token: learner.token })).json).toMatchObject({ id: learner.id, email: learner.email });
    expectError(await callApi('GET', '/api/auth/me'), 401, /log in/i);
  });
});
