/**
 * Random sequences of learner operations through the gateway (fast-check model-based testing):
 * complete missions (in order, out of order, unknown ones), redeem rewards (with and without the
 * tokens), answer quizzes right and wrong, record and reset course progress, reset quizzes, call on
 * another learner's account, and fire the same reward request several times at once — each body
 * carrying unknown fields that try to set balances, admin rights or the user. A model predicts
 * every answer; after every step the learner's balances equal the model and their ledger sums,
 * are never negative, locked missions stay locked, and every reward was paid at most once.
 * Runs are seeded (WALK_SEED to replay); fast-check prints the failing command sequence.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db } from '../support/clients';
import { type Caller, newLearner } from './api-helpers';
import { expectBooksBalanced, makeCourses, makeQuiz } from './db-helpers';

const SEED = Number(process.env.WALK_SEED ?? 20261122);
const RUNS = Number(process.env.WALK_RUNS ?? 12);

interface Mission {
  id: number;
  tokens: number;
  points: number;
  unlockAfter: number | null;
}

interface Quiz {
  id: number;
  courseId: number | null;
  correct: number;
  points: number;
}

interface World {
  missions: Mission[];
  quizzes: Quiz[];
  /** Courses a learner sees, and one (a draft) they do not. */
  courses: number[];
  draftCourse: number;
  draftQuiz: number;
  bystander: Caller;
}

/** What the learner's account should hold. */
interface Model {
  tokens: number;
  points: number;
  completed: Set<number>;
  paidQuizzes: Set<number>;
  /** Quizzes whose key a wrong answer revealed: a right answer after it pays nothing (docs/product.md#points-for-knowing). */
  revealedQuizzes: Set<number>;
  paidCourses: Set<number>;
  redemptions: number;
}

interface Real {
  learner: Caller;
}

const world = {} as World;
const REWARDS = ['social_posts', 'email_swipes', 'warm_leads'];
const COURSE_TOKENS = 15;
const COURSE_POINTS = 25;
const REWARD_COST = 5;

// Fields no request may use to change anything: they ride along on every body.
const smuggled = fc.dictionary(
  fc.constantFrom('tokens', 'leaderboardPts', 'points', 'isAdmin', 'userId', 'user_id', 'id', 'cost', 'reason'),
  fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.boolean(), fc.constant('00000000-0000-0000-0000-000000000000')),
  { maxKeys: 3 },
);

async function call(real: Real, method: string, path: string, body?: Record<string, unknown>) {
  return callApi(method, path.replace(':me', real.learner.id), { token: real.learner.token, body, timeoutMs: 20_000 });
}

/** The answer's user (when it carries one) shows the model's balances. */
function expectUser(answer: Awaited<ReturnType<typeof callApi>>, model: Model): void {
  const user = answer.json?.user as { tokens: number; leaderboardPts: number; isAdmin: boolean } | undefined;
  if (!user) return;
  expect({ tokens: user.tokens, points: user.leaderboardPts, isAdmin: user.isAdmin }).toEqual({ tokens: model.tokens, points: model.points, isAdmin: false });
}

function expectStatus(answer: Awaited<ReturnType<typeof callApi>>, status: number, what: string): void {
  expect({ what, status: answer.status, body: answer.text.slice(0, 300) }).toMatchObject({ status });
}

class CompleteMission implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly missionId: number,
    readonly extras: Record<string, unknown>,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const answer = await call(real, 'POST', '/api/users/:me/complete-mission', { ...this.extras, missionId: this.missionId });
    const mission = world.missions.find((item) => item.id === this.missionId);
    if (!mission) return expectStatus(answer, 404, 'an unknown mission');
    if (model.completed.has(mission.id)) return expectStatus(answer, 409, 'a completed mission');
    if (mission.unlockAfter !== null && !model.completed.has(mission.unlockAfter)) {
      expectStatus(answer, 409, 'a locked mission');
      expect(answer.json?.error).toBe('Mission locked');
      return;
    }
    expectStatus(answer, 200, 'an open mission');
    model.completed.add(mission.id);
    model.tokens += mission.tokens;
    model.points += mission.points;
    expectUser(answer, model);
  }
  toString = () => `complete-mission ${this.missionId} ${JSON.stringify(this.extras)}`;
}

class Redeem implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly reward: string,
    readonly extras: Record<string, unknown>,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const answer = await call(real, 'POST', '/api/users/:me/redeem-reward', { ...this.extras, rewardType: this.reward });
    // Form fields are trimmed, so 'warm_leads ' is that reward.
    if (!REWARDS.includes(this.reward.trim())) return expectStatus(answer, 400, 'an unknown reward');
    if (model.tokens < REWARD_COST) return expectStatus(answer, 409, 'a reward without the tokens');
    expectStatus(answer, 200, 'a reward with the tokens');
    model.tokens -= REWARD_COST;
    model.redemptions += 1;
    expectUser(answer, model);
  }
  toString = () => `redeem ${this.reward} ${JSON.stringify(this.extras)}`;
}

class AnswerQuiz implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly quizIndex: number,
    readonly answer: number,
    readonly extras: Record<string, unknown>,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const quiz = world.quizzes[this.quizIndex];
    const quizId = quiz?.id ?? world.draftQuiz;
    const answer = await call(real, 'POST', '/api/users/:me/quiz-answer', { ...this.extras, quizId, answer: this.answer });
    if (!quiz) return expectStatus(answer, 404, "a draft course's quiz");
    expectStatus(answer, 200, 'an answer');
    const correct = this.answer === quiz.correct;
    expect(answer.json?.correct).toBe(correct);
    const pays = correct && !model.paidQuizzes.has(quiz.id) && !model.revealedQuizzes.has(quiz.id);
    expect(answer.json?.pointsEarned).toBe(pays ? quiz.points : 0);
    if (pays) {
      model.paidQuizzes.add(quiz.id);
      model.points += quiz.points;
    }
    if (!correct) model.revealedQuizzes.add(quiz.id);
    expectUser(answer, model);
  }
  toString = () => `answer quiz #${this.quizIndex} with ${this.answer} ${JSON.stringify(this.extras)}`;
}

class CourseProgress implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly courseIndex: number,
    readonly watchTime: number,
    readonly isCompleted: boolean,
    readonly extras: Record<string, unknown>,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const courseId = world.courses[this.courseIndex] ?? world.draftCourse;
    const answer = await call(real, 'POST', `/api/users/:me/course-progress/${courseId}`, {
      ...this.extras,
      watchTime: this.watchTime,
      isCompleted: this.isCompleted,
    });
    if (!world.courses.includes(courseId)) return expectStatus(answer, 404, 'a draft course');
    expectStatus(answer, 200, 'progress');
    const pays = this.isCompleted && !model.paidCourses.has(courseId);
    expect(answer.json?.tokensEarned).toBe(pays ? COURSE_TOKENS : 0);
    if (pays) {
      model.paidCourses.add(courseId);
      model.tokens += COURSE_TOKENS;
      model.points += COURSE_POINTS;
    }
    expectUser(answer, model);
  }
  toString = () => `progress course #${this.courseIndex} ${this.watchTime}s completed=${this.isCompleted} ${JSON.stringify(this.extras)}`;
}

/** Reset a course's progress or a quiz: state goes, but nothing is paid back or paid again later. */
class Reset implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly kind: 'course' | 'quiz',
    readonly index: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const id = this.kind === 'course' ? (world.courses[this.index] ?? world.draftCourse) : (world.quizzes[this.index]?.id ?? world.draftQuiz);
    const answer = await call(real, 'POST', this.kind === 'course' ? `/api/users/:me/course-progress/${id}/reset` : `/api/users/:me/quiz/${id}/reset`);
    const visible = this.kind === 'course' ? world.courses.includes(id) : world.quizzes.some((quiz) => quiz.id === id);
    expectStatus(answer, visible ? 200 : 404, `reset ${this.kind}`);
    expectUser(answer, model);
  }
  toString = () => `reset ${this.kind} #${this.index}`;
}

/** The same write on another learner's account: refused, and neither account changes. */
class ActOnSomeoneElse implements fc.AsyncCommand<Model, Real> {
  constructor(readonly operation: 'complete-mission' | 'redeem-reward' | 'quiz-answer') {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    const body = { missionId: 1, rewardType: 'warm_leads', quizId: world.quizzes[0]!.id, answer: world.quizzes[0]!.correct, userId: real.learner.id };
    const answer = await call(real, 'POST', `/api/users/${world.bystander.id}/${this.operation}`, body);
    expectStatus(answer, 403, "another learner's account");
  }
  toString = () => `${this.operation} on someone else's account`;
}

/** The same rewarding request several times at once: paid at most once, whatever the timing. */
class Race implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly kind: 'next-mission' | 'course' | 'quiz',
    readonly copies: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const next = world.missions.find(
      (mission) => !model.completed.has(mission.id) && (mission.unlockAfter === null || model.completed.has(mission.unlockAfter)),
    );
    const quiz = world.quizzes[0]!;
    const courseId = world.courses[0]!;
    const request =
      this.kind === 'next-mission'
        ? () => call(real, 'POST', '/api/users/:me/complete-mission', { missionId: next?.id ?? 1 })
        : this.kind === 'quiz'
          ? () => call(real, 'POST', '/api/users/:me/quiz-answer', { quizId: quiz.id, answer: quiz.correct })
          : () => call(real, 'POST', `/api/users/:me/course-progress/${courseId}`, { watchTime: 100, isCompleted: true });
    const answers = await Promise.all(Array.from({ length: this.copies }, request));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      `statuses ${statuses.join(',')}`,
    ).toBe(true);
    if (this.kind === 'next-mission') {
      expect(statuses.filter((status) => status === 200)).toHaveLength(next ? 1 : 0);
      if (next) {
        model.completed.add(next.id);
        model.tokens += next.tokens;
        model.points += next.points;
      }
    } else if (this.kind === 'quiz') {
      const paid = answers.filter((answer) => (answer.json?.pointsEarned as number) > 0);
      const pays = !model.paidQuizzes.has(quiz.id) && !model.revealedQuizzes.has(quiz.id);
      expect(paid).toHaveLength(pays ? 1 : 0);
      if (pays) {
        model.points += quiz.points;
        model.paidQuizzes.add(quiz.id);
      }
    } else {
      const paid = answers.filter((answer) => (answer.json?.tokensEarned as number) > 0);
      expect(paid).toHaveLength(model.paidCourses.has(courseId) ? 0 : 1);
      if (!model.paidCourses.has(courseId)) {
        model.tokens += COURSE_TOKENS;
        model.points += COURSE_POINTS;
      }
      model.paidCourses.add(courseId);
    }
  }
  toString = () => `${this.copies}× at once: ${this.kind}`;
}

/** After every step: the account equals the model, its ledger sums, and pays each reward once. */
async function expectAccountMatches(model: Model, real: Real): Promise<void> {
  const { rows } = await db().query<{
    tokens: number;
    points: number;
    ledger_tokens: number;
    ledger_points: number;
    completed: number[];
    repeats: number;
    redemptions: number;
  }>(
    `select p.tokens, p.leaderboard_pts as points,
            (select coalesce(sum(delta_tokens), 0)::int from public.ledger where user_id = p.id) as ledger_tokens,
            (select coalesce(sum(delta_points), 0)::int from public.ledger where user_id = p.id) as ledger_points,
            (select coalesce(array_agg(mission_id order by mission_id), '{}') from public.mission_completions where user_id = p.id) as completed,
            (select count(*)::int from (select 1 from public.ledger where user_id = p.id and reason <> 'redemption'
                                         group by reason, reference having count(*) > 1) r) as repeats,
            (select count(*)::int from public.redemptions where user_id = p.id) as redemptions
       from public.profiles p where p.id = $1`,
    [real.learner.id],
  );
  const account = rows[0]!;
  expect(account.tokens).toBeGreaterThanOrEqual(0);
  expect(account.points).toBeGreaterThanOrEqual(0);
  expect(account).toEqual({
    tokens: model.tokens,
    points: model.points,
    ledger_tokens: model.tokens,
    ledger_points: model.points,
    completed: [...model.completed].sort((a, b) => a - b),
    repeats: 0,
    redemptions: model.redemptions,
  });
  // A mission is completed only after the one it unlocks after.
  for (const id of model.completed) {
    const mission = world.missions.find((item) => item.id === id)!;
    if (mission.unlockAfter !== null) expect(model.completed.has(mission.unlockAfter)).toBe(true);
  }
}

/** Runs `command`, then checks the account: every step of the walk keeps the invariants. */
class Checked implements fc.AsyncCommand<Model, Real> {
  constructor(readonly command: fc.AsyncCommand<Model, Real>) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    await this.command.run(model, real);
    await expectAccountMatches(model, real);
  }
  toString = () => this.command.toString();
}

const commandArbitraries = [
  fc.tuple(fc.integer({ min: 1, max: 6 }), smuggled).map(([id, extras]) => new CompleteMission(id, extras)),
  fc
    .tuple(fc.oneof(fc.constantFrom(...REWARDS), fc.constantFrom('gold_bars', 'warm_leads ', "warm_leads' --")), smuggled)
    .map(([reward, extras]) => new Redeem(reward, extras)),
  // Index 3 is past the visible quizzes: the draft course's quiz (as index 2 of courses is the draft).
  fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), smuggled).map(([quiz, answer, extras]) => new AnswerQuiz(quiz, answer, extras)),
  fc
    .tuple(fc.integer({ min: 0, max: 2 }), fc.oneof(fc.integer({ min: 0, max: 3600 }), fc.constantFrom(0, 86400)), fc.boolean(), smuggled)
    .map(([course, watch, done, extras]) => new CourseProgress(course, watch, done, extras)),
  fc.tuple(fc.constantFrom('course' as const, 'quiz' as const), fc.integer({ min: 0, max: 3 })).map(([kind, index]) => new Reset(kind, index)),
  fc.constantFrom('complete-mission' as const, 'redeem-reward' as const, 'quiz-answer' as const).map((operation) => new ActOnSomeoneElse(operation)),
  fc
    .tuple(fc.constantFrom('next-mission' as const, 'course' as const, 'quiz' as const), fc.integer({ min: 2, max: 5 }))
    .map(([kind, copies]) => new Race(kind, copies)),
].map((arbitrary) => arbitrary.map((command) => new Checked(command) as fc.AsyncCommand<Model, Real>));

beforeAll(async () => {
  const bystander = await newLearner('Walk Bystander');
  const missions = await callApi('GET', '/api/missions', { token: bystander.token });
  const { publicCourse, noDurationCourse, draftCourse } = await makeCourses();
  const quizzes: Quiz[] = [
    { id: await makeQuiz(publicCourse, 2, 10), courseId: publicCourse, correct: 2, points: 10 },
    { id: await makeQuiz(null, 1, 7), courseId: null, correct: 1, points: 7 },
    { id: await makeQuiz(noDurationCourse, 0, 3), courseId: noDurationCourse, correct: 0, points: 3 },
  ];
  Object.assign(world, {
    missions: missions.json as unknown as Mission[],
    quizzes,
    courses: [publicCourse, noDurationCourse],
    draftCourse,
    draftQuiz: await makeQuiz(draftCourse, 1, 5),
    bystander,
  });
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('a random walk of learner operations', () => {
  it(
    'keeps balances = model = ledger sums ≥ 0, locked missions locked, and pays each reward at most once',
    async () => {
      console.log(`hostile-walk: seed ${SEED}, ${RUNS} walks (WALK_SEED / WALK_RUNS to change)`);
      const started = Date.now();
      let steps = 0;
      const bystanderAccount = async () =>
        (await db().query('select tokens, leaderboard_pts from public.profiles where id = $1', [world.bystander.id])).rows[0];
      const bystanderBefore = await bystanderAccount();
      await fc.assert(
        fc.asyncProperty(fc.commands(commandArbitraries, { maxCommands: 30, size: 'large' }), async (commands) => {
          const learner = await newLearner('Walk Learner');
          const model: Model = {
            tokens: 0,
            points: 0,
            completed: new Set(),
            paidQuizzes: new Set(),
            revealedQuizzes: new Set(),
            paidCourses: new Set(),
            redemptions: 0,
          };
          await fc.asyncModelRun(() => ({ model, real: { learner } }), commands);
          steps += [...commands].length;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      expect(await bystanderAccount()).toEqual(bystanderBefore);
      console.log(`hostile-walk: ${RUNS} walks, ${steps} steps, every one checked, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    30_000 + RUNS * 5_000,
  );
});
