/**
 * The sign-in lockout names no one (docs/accounts.md#sign-in-lockout), probed as an attacker would
 * through the gateway: wrong passwords for a registered address and for an unknown one, turn about,
 * at every count from 1 to 12, through the api (/api/auth/login) and straight to the auth server
 * (/auth/v1/token); at every count both get the same status and body, and the right password of a
 * locked account gets what an unknown address gets. Each case sends from a loopback address of its
 * own (tests/support/from-address.ts), so its failures spend no other test's per-address budget.
 * Run against the shared stack (auth-lockout.test.ts) and a stack signing with the legacy JWT
 * secret (auth-signing.test.ts): the lockout does not depend on how tokens are signed.
 */
import { describe, expect, it } from 'vitest';
import type { StackInfo } from '../../local/settings';
import { signUpUser, uniqueEmail } from '../support/clients';
import { freshLoopbackAddress, requestFrom, type AnswerFrom } from '../support/from-address';
import { inOneWindow } from '../support/rate-limit-buckets';
import { callApiFrom } from './api-helpers';

export interface LockoutTarget {
  stack: Pick<StackInfo, 'apiUrl' | 'anonKey' | 'publishableKey'>;
  /** The failure counts' window of that stack's database, in ms (`signinWindowMs`). */
  windowMs(): Promise<number>;
}

/**
 * What an attacker compares: status, body, and whether a wait is announced. The wait itself is the
 * clock's, not the account's (the lock ends with the window): "15 minutes", or "45 seconds" in the
 * window's last two minutes, read as "<wait>".
 */
function seen(answer: AnswerFrom) {
  const plain = (text: string) => text.replace(/\d+ (?:minutes|seconds?)\b/g, '<wait>').replace(/\d+/g, 'N');
  return {
    status: answer.status,
    // The wait's figures (in the sentence, and the refusal's `params.retryAfter`) differ by a second between two answers.
    body: JSON.parse(answer.text, (key, value: unknown) => (typeof value === 'string' ? plain(value) : key === 'retryAfter' ? 'N' : value)) as unknown,
    retryAfter: answer.headers['retry-after'] !== undefined,
  };
}

const INVALID_LOGIN = { status: 400, body: { code: 'invalid_credentials', message: 'Invalid login credentials' }, retryAfter: false };

export function describeLockoutAlike(target: () => LockoutTarget): void {
  const apiLogin = (from: string, email: string, password: string) =>
    callApiFrom(from, 'POST', '/api/auth/login', { body: { email, password }, target: target().stack });

  const tokenGrant = (from: string, email: string, password: string) =>
    requestFrom(from, `${target().stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: target().stack.publishableKey, authorization: `Bearer ${target().stack.publishableKey}`, 'x-supabase-api-version': '2024-01-01' },
      body: { email, password },
    });

  const newAccount = () => signUpUser({}, uniqueEmail(), target().stack);

  /** `probe` inside one window of the failure counts (fixed windows of signin_window_minutes). */
  const inLockoutWindow = async (probe: () => Promise<void>) => inOneWindow(await target().windowMs(), probe);

  describe('a registered and an unknown address answer alike at every count of failures', () => {
    it('through /api/auth/login: 401 ten times, then 429 with the wait, for both; the right password in the lock too', { timeout: 120_000 }, async () => {
      await inLockoutWindow(async () => {
        const from = freshLoopbackAddress();
        const known = await newAccount();
        const unknown = uniqueEmail('nobody');
        const statuses: number[] = [];
        for (let n = 1; n <= 12; n += 1) {
          const registered = seen(await apiLogin(from, known.email, `wrong-${n}`));
          expect(seen(await apiLogin(from, unknown, `wrong-${n}`)), `failure ${n}`).toEqual(registered);
          statuses.push(registered.status);
        }
        expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
        const right = seen(await apiLogin(from, known.email, known.password));
        expect(right).toEqual({
          status: 429,
          body: { message: 'Too many failed sign-in attempts. Please wait <wait> and try again.', code: 'rate_limited', params: { retryAfter: 'N' } },
          retryAfter: true,
        });
        expect(seen(await apiLogin(from, unknown, known.password))).toEqual(right);
      });
    });

    it(
      'through /auth/v1/token: 400 "Invalid login credentials" at every count for both; after 10 the right password is refused alike',
      { timeout: 120_000 },
      async () => {
        await inLockoutWindow(async () => {
          const from = freshLoopbackAddress();
          const known = await newAccount();
          const unknown = uniqueEmail('nobody');
          for (let n = 1; n <= 12; n += 1) {
            const registered = seen(await tokenGrant(from, known.email, `wrong-${n}`));
            expect(registered, `failure ${n}`).toEqual(INVALID_LOGIN);
            expect(seen(await tokenGrant(from, unknown, `wrong-${n}`)), `failure ${n}`).toEqual(registered);
          }
          // The hook has locked the account: its right password gets what an unknown address gets.
          expect(seen(await tokenGrant(from, known.email, known.password))).toEqual(INVALID_LOGIN);
          expect(seen(await tokenGrant(from, unknown, known.password))).toEqual(INVALID_LOGIN);
          // Not every right password is refused: another account signs in from the same address.
          const other = await newAccount();
          expect((await tokenGrant(from, other.email, other.password)).status).toBe(200);
        });
      },
    );

    it('across the two paths: ten failures at /auth/v1/token show nothing at /api/auth/login', { timeout: 120_000 }, async () => {
      await inLockoutWindow(async () => {
        const from = freshLoopbackAddress();
        const known = await newAccount();
        const unknown = uniqueEmail('nobody');
        for (let n = 1; n <= 10; n += 1) {
          await tokenGrant(from, known.email, `wrong-${n}`);
          await tokenGrant(from, unknown, `wrong-${n}`);
        }
        const wrong = seen(await apiLogin(from, known.email, 'wrong-again'));
        expect(wrong).toEqual({ status: 401, body: { message: 'Invalid email or password', code: 'invalid_credentials' }, retryAfter: false });
        expect(seen(await apiLogin(from, unknown, 'wrong-again'))).toEqual(wrong);
        // The locked account's right password, through the api: refused as an unknown address is.
        expect(seen(await apiLogin(from, known.email, known.password))).toEqual(wrong);
        expect(seen(await apiLogin(from, unknown, known.password))).toEqual(wrong);
      });
    });
  });
}
