/**
 * A stand-in for the api function in unit tests: routes "METHOD /api/path" (query string ignored)
 * to canned answers and records every call. Anything unrouted fails the request loudly, so a test
 * never passes on a call it did not expect. `GET /api/settings`, which many screens read for the
 * amounts they name, answers `testSettings` (unrecorded) unless the test routes it itself.
 */
import { vi } from 'vitest';

import type { CatalogueReward, QueuedRedemption, Redemption, Settings } from '@contract';

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Answer = Reply | ((call: RecordedCall) => Reply);

const FUNCTIONS_PREFIX = '/functions/v1';

type ServedReward = Settings['rewards'][number];

/** A catalogue entry as the server serves it: a 5-token pack with items, in English, unless told otherwise. */
export function catalogueReward(reward: Pick<CatalogueReward, 'id' | 'title'> & Partial<ServedReward>): ServedReward {
  const items = reward.items === undefined ? 5 : reward.items;
  const available = items === null || items > 0;
  return {
    description: '',
    cost: 5,
    fulfilment: 'pack',
    available,
    unavailableReason: available ? null : 'Its content is still being written, so it cannot be redeemed yet.',
    lang: 'en',
    ...reward,
    items,
  };
}

/** A learner's redemption as the server serves it: 10 Warm Leads, waiting to be delivered, unless told otherwise. */
export function redemption(fields: Partial<Redemption> = {}): Redemption {
  return {
    id: 31,
    rewardType: 'warm_leads',
    title: '10 Warm Leads',
    fulfilment: 'manual',
    cost: 5,
    status: 'pending',
    createdAt: '2026-11-20T10:00:00Z',
    settledAt: null,
    delivery: null,
    deliveryFile: null,
    refundReason: null,
    items: [],
    ...fields,
  };
}

/** The same in the admins' fulfilment queue: Rita's. */
export const queuedRedemption = (fields: Partial<QueuedRedemption> = {}): QueuedRedemption => ({
  ...redemption(fields),
  learner: 'Rita',
  learnerEmail: 'rita@example.com',
  ...fields,
});

/** What `GET /api/settings` answers unless a test routes it: the database's default amounts. */
export const testSettings: Settings = {
  rewards: [
    catalogueReward({ id: 'social_posts', title: '5 Social Media Posts', description: 'Ready-to-post captions to share your learning.', items: 5 }),
    catalogueReward({ id: 'email_swipes', title: 'Email Swipe Pack', description: 'Follow-up e-mails to adapt and send.', items: 5 }),
    catalogueReward({ id: 'warm_leads', title: '10 Warm Leads', description: 'People who asked to hear more.', fulfilment: 'manual', items: null }),
  ],
  referral: { tokens: 10, points: 20 },
  enrolmentBonus: { threshold: 5, tokens: 25, points: 0 },
  courseCompletion: { tokens: 15, points: 25 },
  quiz: { defaultPoints: 10 },
  materials: { maxBytes: 25 * 1024 * 1024 },
  incomeDisclosure: {
    medianAnnual: 84,
    zeroShare: 52,
    typicalCosts: 'About $1,200 a year.',
    source: 'Test disclosure',
    asOf: '2026-11-01',
    brackets: [
      { atLeast: 1000, share: 9 },
      { atLeast: 100000, share: 0.1 },
    ],
    participants: 250000,
    lang: 'en',
  },
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
    const { status = 200, body, headers } = typeof answer === 'function' ? answer(call) : answer;
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  return { calls, fetchMock };
}
