/**
 * Helpers for the api-*.test.ts files: signed-in callers (a fresh learner, the seeded admin, and the
 * admin's Storage client), whether Storage holds an object, the
 * user shape (docs/product.md#entities), and one assertion for the error envelope (docs/architecture.md#api-errors).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { callApi, db, signUpUser, stack } from '../support/clients';
import type { StackInfo } from '../../local/settings';
import { requestFrom } from '../support/from-address';
import { perFile } from '../support/per-file';
import type { TestUser } from './db-helpers';

export type ApiAnswer = Awaited<ReturnType<typeof callApi>>;

export interface Caller extends TestUser {
  token: string;
  /** The signed-in supabase-js client (absent for the seeded admin). */
  client?: SupabaseClient;
}

/** A new learner signed up through the auth server (the trigger made the profile). */
export async function newLearner(name = 'Api Test Learner'): Promise<Caller> {
  const { user, session, email, client } = await signUpUser({ name });
  return { id: user.id, email, token: session.access_token, claims: {}, client };
}

/**
 * An administrator of this file's own (a new account with profiles.is_admin set), made once per file:
 * signed in, as a Caller for the api and as the supabase-js client that uploads into Storage as the
 * content manager does. Not the seeded admin: the api's write budget is per user
 * (settings.rate_writes_per_minute), and the files running beside this one would spend it too.
 */
const fileAdminAccount = perFile(async (): Promise<{ caller: Caller; client: SupabaseClient }> => {
  const { user, session, email, client } = await signUpUser({ name: 'File Admin' });
  await db().query('update public.profiles set is_admin = true where id = $1', [user.id]);
  return { caller: { id: user.id, email, token: session.access_token, claims: {} }, client };
});

/** This file's administrator, for the api (fileAdminAccount above). */
export const fileAdmin = async (): Promise<Caller> => (await fileAdminAccount()).caller;

/** This file's administrator signed in through supabase-js: what uploads into Storage as the content manager does. */
export const fileAdminStorage = async (): Promise<SupabaseClient> => (await fileAdminAccount()).client;

/** Whether Storage holds an object at `path` in `bucket` (its storage.objects row). */
export async function storageObjectExists(bucket: string, path: string): Promise<boolean> {
  return ((await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, path])).rowCount ?? 0) > 0;
}

/** The user (docs/product.md#entities) as every {user, message} answer carries it, in camelCase and never with a password. */
export const userShape = {
  id: expect.any(String),
  name: expect.any(String),
  email: expect.any(String),
  tokens: expect.any(Number),
  leaderboardPts: expect.any(Number),
  invites: expect.any(Number),
  inviteCode: expect.stringMatching(/^[A-Z0-9]{6,16}$/),
  badges: expect.any(Array),
  completedMissions: expect.any(Object),
  courseProgress: expect.any(Object),
  videoProgress: expect.any(Object),
  invitedUsers: expect.any(Array),
  loginStreak: expect.any(Number),
  streakFreezes: expect.any(Number),
  claimedRewards: expect.any(Array),
  quizCorrect: expect.any(Object),
  quizPointsPaid: expect.any(Object),
  quizRevealed: expect.any(Object),
  isAdmin: expect.any(Boolean),
  /** The profile's language; none (null: the browser's) until the learner picks one (docs/product.md#language). */
  locale: null,
};

/** A JSON error answer: the status, `{message}` (and, for validation, `issues`), never internals. */
export function expectError(answer: ApiAnswer, status: number, message: string | RegExp): void {
  expect({ status: answer.status, body: answer.text }).toMatchObject({ status });
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  if (typeof message === 'string') expect(answer.json?.message).toBe(message);
  else expect(answer.json?.message).toMatch(message);
  if (status === 400 && answer.json?.issues !== undefined) expect(answer.json.issues).toEqual(expect.any(Array));
  expect(answer.text).not.toMatch(/postgres|sqlstate|constraint|stack|at \w+ \(/i);
}

export { freshLoopbackAddress } from '../support/from-address';

/** `callApi` sent from `address` (a loopback address: tests/support/from-address.ts), so the gateway sees that client address. */
export function callApiFrom(
  address: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; target?: Pick<StackInfo, 'apiUrl' | 'anonKey'> } = {},
) {
  const target = options.target ?? stack();
  const headers: Record<string, string> = { apikey: target.anonKey, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return requestFrom(address, `${target.apiUrl}/functions/v1${path}`, { method, headers, body: options.body });
}
