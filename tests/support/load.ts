/**
 * Simulated learners for the fault and soak tests: each one registers through the api, then runs a
 * seeded random mix of /api calls one after another (complete a mission, redeem a reward,
 * answer a quiz, record course progress, and reads), and writes down what every 2xx answer
 * promised — a completion, a redemption id, a payment — so the database can be checked against
 * what clients were told. Also: the resident memory of a process, for the soak's growth check.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { expect } from 'vitest';
import type { StackInfo } from '../../local/settings';
import { createAuthAccounts } from './accounts';
import { callApi } from './clients';

export type Target = Pick<StackInfo, 'apiUrl' | 'anonKey'>;

/** A small seeded PRNG (mulberry32): the same seed replays the same workload. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Learner {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** POST /api/auth/register (counted in `stats` when given); the answer's session is the learner's from then on. */
export async function registerLearner(target: Target, name: string, stats?: LoadStats, timeoutMs = 30_000): Promise<Learner> {
  const email = `load-${randomUUID().slice(0, 12)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const started = performance.now();
  const answer = await callApi('POST', '/api/auth/register', { target, timeoutMs, body: { name, email, password } });
  stats?.record({
    operation: 'register',
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? '',
    text: answer.text,
    ms: performance.now() - started,
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const { user, session } = answer.json as { user: { id: string }; session: { access_token: string } };
  return { id: user.id, email, password, token: session.access_token };
}

/**
 * Accounts made directly in the database, as seed.sql makes its demo accounts
 * (local_stack.create_accounts through support/accounts.ts; the signup trigger makes the profile). Their
 * hashes use bcrypt cost 4, so a load test can log many of them in without spending its time in
 * the auth server's hashing; each still signs in through the api like anyone else.
 */
export async function createAccounts(pool: pg.Pool, count: number, prefix = 'Load'): Promise<Array<Omit<Learner, 'token'>>> {
  const password = `pw-${randomUUID()}`;
  const tag = randomUUID().slice(0, 8);
  const emails = Array.from({ length: count }, (_, i) => `${prefix.toLowerCase()}-${i + 1}-${tag}@example.com`);
  const rows = await createAuthAccounts(pool, { emails, password, bcryptCost: 4, meta: emails.map((_, i) => ({ name: `${prefix} Learner ${i + 1}` })) });
  return rows.map((row) => ({ id: row.id, email: row.email, password }));
}

/** POST /api/auth/login (counted in `stats` when given): the account's session. */
export async function logIn(target: Target, account: Omit<Learner, 'token'>, stats?: LoadStats, timeoutMs = 30_000): Promise<Learner> {
  const started = performance.now();
  const answer = await callApi('POST', '/api/auth/login', { target, timeoutMs, body: { email: account.email, password: account.password } });
  stats?.record({
    operation: 'login',
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? '',
    text: answer.text,
    ms: performance.now() - started,
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return { ...account, token: (answer.json?.session as { access_token: string }).access_token };
}

/** What the workload may touch: the public courses and the quizzes a learner can answer. */
export interface Content {
  courses: number[];
  quizzes: number[];
}

export async function learnerContent(target: Target, learner: Learner): Promise<Content> {
  const courses = await callApi('GET', '/api/courses', { target, token: learner.token });
  const quizzes = await callApi('GET', '/api/quizzes', { target, token: learner.token });
  if (courses.status !== 200 || quizzes.status !== 200) throw new Error(`content: ${courses.status} / ${quizzes.status}`);
  const ids = (list: unknown) => (list as Array<{ id: number }>).map((item) => item.id);
  return { courses: ids(courses.json), quizzes: ids(quizzes.json) };
}

/** What the 2xx answers promised, checked against the database by expectPromisesKept. */
export interface Promises {
  missions: Array<{ userId: string; missionId: number }>;
  redemptions: Array<{ userId: string; redemptionId: number }>;
  quizAnswers: Array<{ userId: string; quizId: number; paid: boolean }>;
  progress: Array<{ userId: string; courseId: number; watchTime: number; completed: boolean; paid: boolean }>;
}

export function noPromises(): Promises {
  return { missions: [], redemptions: [], quizAnswers: [], progress: [] };
}

export type Operation =
  'register' | 'complete-mission' | 'redeem-reward' | 'answer-quiz' | 'course-progress' | 'missions' | 'leaderboard' | 'my-rank' | 'my-progress' | 'login';

/** How often each operation is picked (relative weights). */
export type Mix = Partial<Record<Operation, number>>;

export const WRITE_MIX: Mix = { 'complete-mission': 3, 'redeem-reward': 2, 'answer-quiz': 3, 'course-progress': 3 };

export interface Answer {
  operation: Operation;
  status: number;
  contentType: string;
  text: string;
  ms: number;
}

/** Status counts per operation, and every answer that was a 5xx or never came. */
export class LoadStats {
  readonly byOperation = new Map<Operation, Map<number, number>>();
  readonly serverErrors: Answer[] = [];
  readonly failures: Array<{ operation: Operation; error: string }> = [];
  requests = 0;
  maxMs = 0;

  record(answer: Answer): void {
    this.requests += 1;
    this.maxMs = Math.max(this.maxMs, answer.ms);
    const counts = this.byOperation.get(answer.operation) ?? new Map<number, number>();
    counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
    this.byOperation.set(answer.operation, counts);
    if (answer.status >= 500) this.serverErrors.push(answer);
  }

  fail(operation: Operation, error: unknown): void {
    this.requests += 1;
    this.failures.push({ operation, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }

  count(filter: (status: number) => boolean): number {
    let total = 0;
    for (const counts of this.byOperation.values()) for (const [status, n] of counts) if (filter(status)) total += n;
    return total;
  }

  /** One line per operation, e.g. `complete-mission 200×41 409×12`. */
  summary(): string {
    return [...this.byOperation]
      .map(
        ([operation, counts]) =>
          `${operation} ${[...counts]
            .sort(([a], [b]) => a - b)
            .map(([status, n]) => `${status}×${n}`)
            .join(' ')}`,
      )
      .join('\n');
  }
}

const REWARDS = ['social_posts', 'email_swipes', 'warm_leads'];

/**
 * One simulated learner: picks operations from `mix` with its own seeded random source, one
 * request at a time (as one browser tab would), and records answers and promises.
 */
export class SimulatedLearner {
  private readonly random: () => number;
  private readonly completed = new Set<number>();

  constructor(
    readonly learner: Learner,
    private readonly target: Target,
    private readonly content: Content,
    private readonly mix: Mix,
    seed: number,
    private readonly timeoutMs = 15_000,
  ) {
    this.random = seededRandom(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  /** Waits up to `maxMs` (a random share of it), as a person reading the page would. */
  think(maxMs: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.random() * maxMs));
  }

  private chooseOperation(): Operation {
    const entries = Object.entries(this.mix) as Array<[Operation, number]>;
    let roll = this.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [operation, weight] of entries) {
      roll -= weight;
      if (roll < 0) return operation;
    }
    return entries[entries.length - 1]![0];
  }

  /** Mostly the next station in order; now and then a random one (locked or done: a 409). */
  private missionToTry(): number {
    const next = [1, 2, 3, 4, 5].find((id) => !this.completed.has(id));
    return next !== undefined && this.random() < 0.8 ? next : 1 + Math.floor(this.random() * 5);
  }

  private request(operation: Operation): { method: string; path: string; body?: unknown } {
    const own = `/api/users/${this.learner.id}`;
    switch (operation) {
      case 'complete-mission':
        return { method: 'POST', path: `${own}/complete-mission`, body: { missionId: this.missionToTry() } };
      case 'redeem-reward':
        return { method: 'POST', path: `${own}/redeem-reward`, body: { rewardType: this.pick(REWARDS) } };
      case 'answer-quiz':
        return { method: 'POST', path: `${own}/quiz-answer`, body: { quizId: this.pick(this.content.quizzes), answer: Math.floor(this.random() * 4) } };
      case 'course-progress':
        return {
          method: 'POST',
          path: `${own}/course-progress/${this.pick(this.content.courses)}`,
          body: { watchTime: Math.floor(this.random() * 3600), isCompleted: this.random() < 0.3 },
        };
      case 'missions':
        return { method: 'GET', path: '/api/missions' };
      case 'leaderboard':
        return { method: 'GET', path: '/api/leaderboard?limit=10' };
      case 'my-rank':
        return { method: 'GET', path: '/api/leaderboard/me' };
      case 'my-progress':
        return { method: 'GET', path: `${own}/course-progress` };
      case 'login':
        return { method: 'POST', path: '/api/auth/login', body: { email: this.learner.email, password: this.learner.password } };
      case 'register':
        throw new Error('registerLearner registers; a simulated learner is already registered');
    }
  }

  /** Does one operation; resolves with its answer (or undefined when none came). */
  async step(stats: LoadStats, promises: Promises): Promise<Answer | undefined> {
    const operation = this.chooseOperation();
    const { method, path, body } = this.request(operation);
    const started = performance.now();
    let answer: Answer;
    let json: Record<string, unknown> | undefined;
    try {
      const response = await callApi(method, path, { target: this.target, token: this.learner.token, body, timeoutMs: this.timeoutMs });
      json = response.json;
      answer = {
        operation,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text: response.text,
        ms: performance.now() - started,
      };
    } catch (error) {
      stats.fail(operation, error);
      return undefined;
    }
    stats.record(answer);
    if (answer.status >= 200 && answer.status < 300 && json) this.remember(operation, (body ?? {}) as Record<string, unknown>, json, promises);
    return answer;
  }

  private remember(operation: Operation, body: Record<string, unknown>, json: Record<string, unknown>, promises: Promises): void {
    const userId = this.learner.id;
    if (operation === 'complete-mission') {
      const missionId = body.missionId as number;
      this.completed.add(missionId);
      promises.missions.push({ userId, missionId });
    } else if (operation === 'redeem-reward') {
      promises.redemptions.push({ userId, redemptionId: (json.redemption as { id: number }).id });
    } else if (operation === 'answer-quiz') {
      promises.quizAnswers.push({ userId, quizId: body.quizId as number, paid: (json.pointsEarned as number) > 0 });
    } else if (operation === 'course-progress') {
      // What the server says it recorded: it keeps watch time to what could have been played since the
      // last save (docs/product.md#courses), so the request's figure is a claim, not a promise.
      const progress = json.progress as { courseId: number; watchTime: number; isCompleted: boolean };
      promises.progress.push({
        userId,
        courseId: progress.courseId,
        watchTime: progress.watchTime,
        completed: progress.isCompleted,
        paid: (json.tokensEarned as number) > 0,
      });
    } else if (operation === 'login') {
      this.learner.token = (json.session as { access_token: string }).access_token;
    }
  }
}

/** Runs every learner's loop until `done()` says stop; each learner waits for its own answers. */
export async function runLearners(learners: SimulatedLearner[], stats: LoadStats, promises: Promises, done: () => boolean): Promise<void> {
  await Promise.all(
    learners.map(async (learner) => {
      while (!done()) await learner.step(stats, promises);
    }),
  );
}

/**
 * Every 2xx answer's promise is in the database: the mission completion and its payment, the
 * redemption (by the id the client was given) and its ledger row, the quiz answer and its points,
 * the course progress (watch time only grows) and the completion payment.
 */
export async function expectPromisesKept(pool: pg.Pool, promises: Promises): Promise<void> {
  const missing = async (sql: string, values: unknown[]) => (await pool.query(sql, values)).rows;
  const { missions, redemptions, quizAnswers, progress } = promises;
  expect(
    await missing(
      `select p.u, p.m from unnest($1::uuid[], $2::int[]) as p(u, m)
        where not exists (select 1 from public.mission_completions c where c.user_id = p.u and c.mission_id = p.m)
           or not exists (select 1 from public.ledger l where l.user_id = p.u and l.reason = 'mission' and l.reference = p.m::text)`,
      [missions.map((p) => p.userId), missions.map((p) => p.missionId)],
    ),
  ).toEqual([]);
  expect(
    await missing(
      `select p.u, p.r from unnest($1::uuid[], $2::bigint[]) as p(u, r)
        where not exists (select 1 from public.redemptions d where d.id = p.r and d.user_id = p.u)
           or not exists (select 1 from public.ledger l where l.user_id = p.u and l.reason = 'redemption' and l.reference = p.r::text)`,
      [redemptions.map((p) => p.userId), redemptions.map((p) => p.redemptionId)],
    ),
  ).toEqual([]);
  expect(
    await missing(
      `select p.u, p.q from unnest($1::uuid[], $2::bigint[], $3::boolean[]) as p(u, q, paid)
        where not exists (select 1 from public.quiz_answers a where a.user_id = p.u and a.quiz_id = p.q)
           or (p.paid and not exists (select 1 from public.ledger l where l.user_id = p.u and l.reason = 'quiz' and l.reference = p.q::text))`,
      [quizAnswers.map((p) => p.userId), quizAnswers.map((p) => p.quizId), quizAnswers.map((p) => p.paid)],
    ),
  ).toEqual([]);
  expect(
    await missing(
      `select p.u, p.c from unnest($1::uuid[], $2::bigint[], $3::int[], $4::boolean[], $5::boolean[]) as p(u, c, w, done, paid)
        where not exists (select 1 from public.course_progress g where g.user_id = p.u and g.course_id = p.c
                             and g.watch_time >= p.w and (g.is_completed or not p.done))
           or (p.paid and not exists (select 1 from public.ledger l where l.user_id = p.u and l.reason = 'course_completion' and l.reference = p.c::text))`,
      [
        progress.map((p) => p.userId),
        progress.map((p) => p.courseId),
        progress.map((p) => p.watchTime),
        progress.map((p) => p.completed),
        progress.map((p) => p.paid),
      ],
    ),
  ).toEqual([]);
}

/**
 * No reward was paid twice, and every payment matches what it paid for: one ledger row per
 * mission completion and per redemption (5 tokens each), at most one per course and per quiz.
 */
export async function expectEachRewardPaidOnce(pool: pg.Pool): Promise<void> {
  const rows = async (sql: string) => (await pool.query(sql)).rows;
  expect(
    await rows(`select user_id, reason, reference, count(*) from public.ledger
                 where reason <> 'adjustment' group by 1, 2, 3 having count(*) > 1`),
  ).toEqual([]);
  expect(
    await rows(`select coalesce(c.user_id, l.user_id) as user_id, coalesce(c.mission_id::text, l.reference) as mission
                  from public.mission_completions c
                  full join (select * from public.ledger where reason = 'mission') l
                    on l.user_id = c.user_id and l.reference = c.mission_id::text
                 where c.user_id is null or l.user_id is null`),
  ).toEqual([]);
  expect(
    await rows(`select coalesce(d.id::text, l.reference) as redemption
                  from public.redemptions d
                  full join (select * from public.ledger where reason = 'redemption') l
                    on l.reference = d.id::text and l.user_id = d.user_id and l.delta_tokens = -d.cost
                 where d.id is null or l.id is null`),
  ).toEqual([]);
}

/** A process's resident memory in KiB from /proc: `anon` leaves out shared memory (Postgres's buffers). */
export function residentKiB(pid: number, kind: 'total' | 'anon' = 'total'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${kind === 'total' ? 'VmRSS' : 'RssAnon'}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined; // the process is gone
  }
}

/** The ids of a process's direct children (Postgres backends and helpers under the postmaster). */
export function childPids(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return children.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Whether a process still exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `probe` until it returns true (no fixed sleeps), or fails with `what` after `timeoutMs`. */
export async function waitUntil(probe: () => boolean | Promise<boolean>, what: string, timeoutMs: number, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
