/**
 * A stand-in for the api function in unit tests: routes "METHOD /api/path" (query string ignored)
 * to canned answers and records every call. Anything unrouted fails the request loudly, so a test
 * never passes on a call it did not expect. `GET /api/settings`, which many screens read for the
 * amounts they name, answers `testSettings` (unrecorded) unless the test routes it itself.
 */
import { vi } from 'vitest';

import type { Settings } from '@contract';

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Answer = { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

const FUNCTIONS_PREFIX = '/functions/v1';

/** What `GET /api/settings` answers unless a test routes it: the database's default amounts. */
export const testSettings: Settings = {
  rewards: [
    { id: 'social_posts', title: '5 Social Media Posts', cost: 5 },
    { id: 'email_swipes', title: 'Email Swipe Pack', cost: 5 },
    { id: 'warm_leads', title: '10 Warm Leads', cost: 5 },
  ],
  referral: { tokens: 10, points: 20 },
  enrolmentBonus: { threshold: 5, tokens: 25, points: 0 },
  courseCompletion: { tokens: 15, points: 25 },
  quiz: { defaultPoints: 10 },
  materials: { maxBytes: 25 * 1024 * 1024 },
};
const SETTINGS = 'GET /api/settings';

export function mockApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const path = url.pathname.startsWith(FUNCTIONS_PREFIX) ? url.pathname.slice(FUNCTIONS_PREFIX.length) : url.pathname;
    const call: RecordedCall = {
      method,
      path,
      url: url.href,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      credentials: init?.credentials,
    };
    const key = `${method} ${path}`;
    if (key === SETTINGS && !routes[SETTINGS]) return Response.json(testSettings);
    calls.push(call);
    const answer = routes[key];
    if (!answer) throw new Error(`Unexpected request in test: ${method} ${path}`);
    const { status = 200, body } = typeof answer === 'function' ? answer(call) : answer;
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, fetchMock };
}
