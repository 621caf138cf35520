/**
 * Helpers for the api-*.test.ts files: signed-in callers (a fresh learner, the seeded admin), the
 * SPEC §3 user shape, and one assertion for the error envelope of DESIGN.md "api errors".
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { callApi, signUpUser } from '../support/clients';
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

let admin: Promise<Caller> | undefined;
/** The seeded admin (admin by the admin address list, supabase/README.md), logged in through the api. */
export function seededAdmin(): Promise<Caller> {
  admin ??= (async () => {
    const answer = await callApi('POST', '/api/auth/login', { body: { email: 'admin@moneytrain.local', password: 'admin-password' } });
    expect(answer.status).toBe(200);
    const { user, session } = answer.json as { user: { id: string; email: string }; session: { access_token: string } };
    return { id: user.id, email: user.email, token: session.access_token, claims: {} };
  })();
  return admin;
}

/** The SPEC §3 user as every {user, message} answer carries it (DESIGN.md "user json"). */
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
  invitedUsers: expect.any(Array),
  loginStreak: expect.any(Number),
  claimedRewards: expect.any(Array),
  quizCorrect: expect.any(Object),
  isAdmin: expect.any(Boolean),
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
