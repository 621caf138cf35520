/**
 * The RPC contract of supabase/README.md, called as the api function calls it (role
 * `authenticated`, the caller's claims): each function's success shape and every documented error
 * (custom SQLSTATEs MT400/MT401/MT403/MT404/MT409/MT429), plus the signup trigger's referral rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db, uniqueEmail } from '../support/clients';
import { balances, createAdmin, createUser, expectBooksBalanced, failureOf, grant, ledgerRows, makeCourses, makeQuiz, rpc } from './db-helpers';

interface UserJson {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  tokens: number;
  leaderboardPts: number;
  invites: number;
  inviteCode: string;
  badges: number[];
  completedMissions: Record<string, boolean>;
  courseProgress: Record<string, number>;
  videoProgress: Record<string, number>;
  invitedUsers: string[];
  loginStreak: number;
  claimedRewards: string[];
  quizCorrect: Record<string, boolean>;
  quizPointsPaid: Record<string, number>;
  quizRevealed: Record<string, boolean>;
  isAdmin: boolean;
}
interface WithUser {
  message: string;
  user: UserJson;
}

let courses: Awaited<ReturnType<typeof makeCourses>>;

beforeAll(async () => {
  courses = await makeCourses();
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('app.user_json', () => {
  it('builds the user in camelCase, without a password', async () => {
    const user = await createUser({ name: 'Jo Json', phone: '+44 20 7946 0000' });
    const json = await rpc<UserJson>(user, 'user_json', [user.id]);
    expect(json).toEqual({
      id: user.id,
      name: 'Jo Json',
      email: user.email,
      phone: '+44 20 7946 0000',
      tokens: 0,
      leaderboardPts: 0,
      invites: 0,
      inviteCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      badges: [],
      completedMissions: {},
      courseProgress: {},
      videoProgress: {},
      invitedUsers: [],
      loginStreak: 1,
      streakFreezes: 0,
      claimedRewards: [],
      quizCorrect: {},
      quizPointsPaid: {},
      quizRevealed: {},
      isAdmin: false,
      locale: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(json)).not.toMatch(/password/i);
  });

  it("refuses another user's id", async () => {
    const [a, b] = [await createUser(), await createUser()];
    expect(await failureOf(rpc(a, 'user_json', [b.id]))).toMatchObject({ code: 'MT403', message: 'You can only read your own account' });
  });

  it('reports isAdmin for the flag', async () => {
    const admin = await createAdmin();
    expect((await rpc<UserJson>(admin, 'user_json', [admin.id])).isAdmin).toBe(true);
  });
});

describe('app.complete_mission', () => {
  it('pays tokens and points, grants the station badge, once', async () => {
    const user = await createUser();
    const result = await rpc<WithUser & { mission: Record<string, number> }>(user, 'complete_mission', [1]);
    expect(result.message).toBe('Mission completed! You earned 10 tokens and 50 points.');
    expect(result.mission).toEqual({ id: 1, station: 1, tokens: 10, points: 50 });
    expect(result.user).toMatchObject({ tokens: 10, leaderboardPts: 50, badges: [1], completedMissions: { '1': true } });
    expect(await ledgerRows(user)).toEqual([{ reason: 'mission', reference: '1', delta_tokens: 10, delta_points: 50 }]);
    expect(await failureOf(rpc(user, 'complete_mission', [1]))).toMatchObject({ code: 'MT409', message: 'Mission already completed' });
    expect(await balances(user)).toMatchObject({ tokens: 10, points: 50 });
  });

  it('follows the unlock chain 1 → 2 → 3 → 4 → 5', async () => {
    const user = await createUser();
    expect(await failureOf(rpc(user, 'complete_mission', [2]))).toMatchObject({
      code: 'MT409',
      message: 'Mission locked',
      detail: 'Complete mission 1 first.',
    });
    let last: WithUser | undefined;
    for (const id of [1, 2, 3, 4, 5]) last = await rpc<WithUser>(user, 'complete_mission', [id]);
    expect(last!.user.badges).toEqual([1, 2, 3, 4, 5]);
    expect(last!.user).toMatchObject({ tokens: 10 + 10 + 15 + 15 + 20, leaderboardPts: 50 + 75 + 100 + 125 + 150 });
  });

  it('says "Mission not found" for an unknown id', async () => {
    expect(await failureOf(rpc(await createUser(), 'complete_mission', [999]))).toMatchObject({ code: 'MT404', message: 'Mission not found' });
  });
});

describe('app.redeem_reward', () => {
  it('refuses with "Insufficient Tokens" below the cost, and spends 5 tokens when enough', async () => {
    const user = await createUser();
    await grant(user, 4);
    expect(await failureOf(rpc(user, 'redeem_reward', ['warm_leads']))).toEqual({
      code: 'MT409',
      message: 'Insufficient Tokens',
      detail: 'You need at least 5 tokens to redeem this reward.',
    });
    await grant(user, 3);
    const result = await rpc<WithUser & { redemption: Record<string, unknown> }>(user, 'redeem_reward', ['email_swipes']);
    expect(result.message).toBe('Reward redeemed: Email Swipe Pack');
    expect(result.redemption).toMatchObject({ rewardType: 'email_swipes', title: 'Email Swipe Pack', cost: 5 });
    expect(result.user).toMatchObject({ tokens: 2, claimedRewards: ['email_swipes'] });
    const spent = (await ledgerRows(user)).filter((row) => row.reason === 'redemption');
    expect(spent).toEqual([{ reason: 'redemption', reference: String(result.redemption.id), delta_tokens: -5, delta_points: 0 }]);
  });

  it('rejects an unknown reward type', async () => {
    const user = await createUser();
    await grant(user, 50);
    expect(await failureOf(rpc(user, 'redeem_reward', ['gold_bars']))).toMatchObject({ code: 'MT400', message: 'Invalid reward type' });
  });

  it('lets a reward be claimed again (each redemption is a purchase)', async () => {
    const user = await createUser();
    await grant(user, 10);
    await rpc(user, 'redeem_reward', ['social_posts']);
    const second = await rpc<WithUser>(user, 'redeem_reward', ['social_posts']);
    expect(second.user).toMatchObject({ tokens: 0, claimedRewards: ['social_posts', 'social_posts'] });
  });
});

/** Moves the learner's last progress save `seconds` into the past, as if that much time had passed. */
async function elapse(user: { id: string }, courseId: number, seconds: number): Promise<void> {
  await db().query(`update public.course_progress set updated_at = updated_at - make_interval(secs => $3) where user_id = $1 and course_id = $2`, [
    user.id,
    courseId,
    seconds,
  ]);
}

describe('course progress', () => {
  interface Progress {
    courseId: number;
    watchTime: number;
    isCompleted: boolean;
    percent: number;
    total: number;
  }
  type ProgressResult = WithUser & { progress: Progress; tokensEarned: number; pointsEarned: number };

  it('reads zero progress for an unstarted course, and the list of started ones', async () => {
    const user = await createUser();
    expect(await rpc(user, 'course_progress', [courses.publicCourse])).toMatchObject({
      courseId: courses.publicCourse,
      watchTime: 0,
      isCompleted: false,
      percent: 0,
    });
    expect(await rpc(user, 'course_progress', [null])).toEqual([]);
    await rpc(user, 'update_course_progress', [courses.publicCourse, 10, false]);
    await elapse(user, courses.publicCourse, 100);
    await rpc(user, 'update_course_progress', [courses.publicCourse, 120, false]);
    expect(await rpc(user, 'course_progress', [null])).toEqual([expect.objectContaining({ courseId: courses.publicCourse, watchTime: 120 })]);
  });

  it('turns watch seconds into a percent of the duration, keeping the maximum', async () => {
    const user = await createUser();
    // 20-minute course: 600 s is 50 %, believed once 8 minutes have passed since the first save.
    await rpc(user, 'update_course_progress', [courses.publicCourse, 15, false]);
    await elapse(user, courses.publicCourse, 480);
    let result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 600, false]);
    expect(result.progress).toMatchObject({ watchTime: 600, isCompleted: false, percent: 50 });
    expect(result).toMatchObject({ message: 'Progress saved', tokensEarned: 0, pointsEarned: 0 });
    expect(result.user.videoProgress).toEqual({ [String(courses.publicCourse)]: 50 });
    // The total is the server's one rule, the same number in the progress and in the user.
    expect(result.user.courseProgress).toEqual({ [String(courses.publicCourse)]: result.progress.total });
    result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 300, false]);
    expect(result.progress).toMatchObject({ watchTime: 600, percent: 50 });
    // Never above the video's length, however much time has passed.
    await elapse(user, courses.publicCourse, 10_000);
    result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 5000, false]);
    expect(result.progress).toMatchObject({ watchTime: 1200, percent: 100 });
  });

  it('records no more watch time than could have been played since the last save (docs/product.md#courses)', async () => {
    const user = await createUser();
    // A first save claiming the whole video: only the 15 s of slack is believed.
    let result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 1200, false]);
    expect(result.progress).toMatchObject({ watchTime: 15, percent: 1, isCompleted: false });
    // Right after, another jump: at most 1.25 x the seconds since the last save + 15 s.
    result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 1200, false]);
    expect(result.progress.watchTime).toBeGreaterThanOrEqual(30);
    expect(result.progress.watchTime).toBeLessThanOrEqual(32);
    // After 100 s of wall-clock time: up to 125 s more.
    const before = result.progress.watchTime;
    await elapse(user, courses.publicCourse, 100);
    result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 1200, false]);
    expect(result.progress.watchTime).toBeGreaterThanOrEqual(before + 125 + 15);
    expect(result.progress.watchTime).toBeLessThanOrEqual(before + 125 + 15 + 2);
    // A smaller claim never rewinds it.
    result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 0, false]);
    expect(result.progress.watchTime).toBeGreaterThanOrEqual(before + 140);
  });

  it('completes a course whose video the app plays only from 90 % watched', async () => {
    const user = await createUser();
    const { rows } = await db().query<{ id: string }>(
      `insert into public.courses (title, description, category, duration, is_public)
       values ('DB test played video', 'Made by a database test.', 'training', 1, true) returning id`,
    );
    const course = Number(rows[0]!.id);
    // The course's video file must exist in Storage at the version whose bytes the api checked
    // (app.course_video_file): its object row and its check row stand in for the upload and the check.
    await db().query(
      `insert into storage.objects (bucket_id, name, metadata, version) values ('course-materials', $1 || '/intro.webm', '{"mimetype": "video/webm"}', 'v1')`,
      [course],
    );
    await db().query(
      `insert into app.checked_files (bucket_id, name, version, mime_type) values ('course-materials', $1 || '/intro.webm', 'v1', 'video/webm')`,
      [course],
    );
    await db().query(`update public.courses set video_path = id || '/intro.webm' where id = $1`, [course]);
    // Jumping straight to 100 % and completed: refused, and nothing is paid.
    expect(await failureOf(rpc(user, 'update_course_progress', [course, 60, true]))).toMatchObject({
      code: 'MT400',
      message: 'Watch at least 90% of the video before marking it completed',
    });
    expect(await balances(user)).toMatchObject({ tokens: 0, points: 0 });
    let result = await rpc<ProgressResult>(user, 'update_course_progress', [course, 60, false]);
    expect(result.progress).toMatchObject({ watchTime: 15, percent: 25 });
    await elapse(user, course, 30);
    result = await rpc<ProgressResult>(user, 'update_course_progress', [course, 54, false]);
    expect(result.progress).toMatchObject({ watchTime: 54, percent: 90 });
    result = await rpc<ProgressResult>(user, 'update_course_progress', [course, 60, true]);
    expect(result).toMatchObject({ tokensEarned: 15, pointsEarned: 25, progress: { isCompleted: true, percent: 100 } });
  });

  it('reads watchTime as a percent when the course has no duration', async () => {
    const user = await createUser();
    const result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.noDurationCourse, 80, false]);
    expect(result.progress.percent).toBe(80);
  });

  it('pays 15 tokens and 25 points on the first completion only, even after a reset', async () => {
    const user = await createUser();
    const quiz = await makeQuiz(courses.publicCourse, 1, 30);
    let result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 100, true]);
    expect(result).toMatchObject({
      message: 'Course Completed! You earned 15 tokens and 25 leaderboard points.',
      tokensEarned: 15,
      pointsEarned: 25,
      progress: { isCompleted: true, percent: 100 },
    });
    expect(result.user).toMatchObject({ tokens: 15, leaderboardPts: 25 });
    result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 100, true]);
    expect(result).toMatchObject({ tokensEarned: 0, pointsEarned: 0, message: 'Progress saved' });
    // A later "not completed" update does not un-complete it.
    result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 10, false]);
    expect(result.progress.isCompleted).toBe(true);

    await rpc(user, 'answer_quiz', [quiz, 1]);
    const reset = await rpc<WithUser>(user, 'reset_course_progress', [courses.publicCourse]);
    expect(reset.message).toBe('Course Reset!');
    expect(reset.user.courseProgress).toEqual({});
    expect(reset.user.quizCorrect).toEqual({});
    expect(await rpc(user, 'course_progress', [courses.publicCourse])).toMatchObject({ watchTime: 0, isCompleted: false, percent: 0 });

    result = await rpc<ProgressResult>(user, 'update_course_progress', [courses.publicCourse, 100, true]);
    expect(result).toMatchObject({ tokensEarned: 0, pointsEarned: 0 });
    expect(result.user).toMatchObject({ tokens: 15, leaderboardPts: 25 + 30 });
    expect((await ledgerRows(user)).filter((row) => row.reason === 'course_completion')).toHaveLength(1);
  });

  it('rejects a bad watch time and unknown or draft courses', async () => {
    const user = await createUser();
    for (const watchTime of [-1, 86401, null]) {
      expect(await failureOf(rpc(user, 'update_course_progress', [courses.publicCourse, watchTime, false]))).toMatchObject({
        code: 'MT400',
        message: 'watchTime must be between 0 and 86400 seconds',
      });
    }
    for (const courseId of [courses.draftCourse, 987654321]) {
      expect(await failureOf(rpc(user, 'update_course_progress', [courseId, 10, true]))).toMatchObject({ code: 'MT404', message: 'Course not found' });
      expect((await failureOf(rpc(user, 'reset_course_progress', [courseId]))).code).toBe('MT404');
      expect((await failureOf(rpc(user, 'course_progress', [courseId]))).code).toBe('MT404');
    }
  });

  it('lets an admin record progress on a draft course', async () => {
    const admin = await createAdmin();
    const result = await rpc<ProgressResult>(admin, 'update_course_progress', [courses.draftCourse, 12, false]);
    expect(result.progress.percent).toBe(2);
  });
});

describe('quizzes', () => {
  interface Answer extends WithUser {
    correct: boolean;
    correctAnswer: number;
    explanation: string;
    pointsEarned: number;
  }

  it('returns the key only with the answer, pays points once per quiz ever, and resets', async () => {
    const user = await createUser();
    const quiz = await makeQuiz(courses.publicCourse, 2, 40);
    const right = await rpc<Answer>(user, 'answer_quiz', [quiz, 2]);
    expect(right).toMatchObject({ correct: true, correctAnswer: 2, pointsEarned: 40, afterReveal: false, message: 'Correct! You earned 40 points.' });
    expect(right.user).toMatchObject({ leaderboardPts: 40, tokens: 0, quizCorrect: { [String(quiz)]: true }, quizPointsPaid: { [String(quiz)]: 40 } });

    // The points paid outlive the reset: they were paid, and are not paid again.
    const reset = await rpc<WithUser>(user, 'reset_quiz', [quiz]);
    expect(reset).toMatchObject({ message: 'Quiz Reset!', user: { quizCorrect: {}, quizPointsPaid: { [String(quiz)]: 40 } } });
    const again = await rpc<Answer>(user, 'answer_quiz', [quiz, 2]);
    expect(again).toMatchObject({ correct: true, pointsEarned: 0, afterReveal: false, message: 'Correct! (points for this quiz were already earned)' });
    expect(again.user.leaderboardPts).toBe(40);
  });

  it('pays no points for a right answer after a wrong one revealed the key, even after a course reset (docs/product.md#points-for-knowing)', async () => {
    const user = await createUser();
    const quiz = await makeQuiz(courses.publicCourse, 2, 40);
    const wrong = await rpc<Answer>(user, 'answer_quiz', [quiz, 0]);
    expect(wrong).toMatchObject({
      correct: false,
      correctAnswer: 2,
      explanation: 'Because C.',
      pointsEarned: 0,
      afterReveal: false,
      message: 'Incorrect Answer',
    });
    expect(wrong.user.quizCorrect).toEqual({ [String(quiz)]: false });

    await rpc(user, 'reset_quiz', [quiz]);
    const retry = await rpc<Answer>(user, 'answer_quiz', [quiz, 2]);
    expect(retry).toMatchObject({ correct: true, pointsEarned: 0, afterReveal: true });
    expect(retry.message).toMatch(/counts for your progress; points are paid only for a right answer given before the answer was shown/);
    // Progress counts it; the points do not move and no ledger row was written.
    expect(retry.user).toMatchObject({ leaderboardPts: 0, quizCorrect: { [String(quiz)]: true } });
    // The user says what the quiz paid (nothing), so no screen can count its points as earned.
    expect(retry.user.quizPointsPaid).toEqual({});
    expect(await rpc(user, 'quiz_review', [quiz])).toMatchObject({ correct: true, pointsPaid: false });

    // A course reset clears the answers, not the reveal.
    await rpc(user, 'reset_course_progress', [courses.publicCourse]);
    expect(await rpc<Answer>(user, 'answer_quiz', [quiz, 2])).toMatchObject({ pointsEarned: 0, afterReveal: true });
    expect((await ledgerRows(user)).filter((row) => row.reason === 'quiz')).toHaveLength(0);

    // Another learner who answers right first time is paid, and the review says so.
    const other = await createUser();
    expect(await rpc<Answer>(other, 'answer_quiz', [quiz, 2])).toMatchObject({ pointsEarned: 40 });
    expect(await rpc(other, 'quiz_review', [quiz])).toMatchObject({ correct: true, pointsPaid: true });
  });

  it('answers general quizzes (no course)', async () => {
    const user = await createUser();
    const quiz = await makeQuiz(null, 3, 15);
    expect(await rpc<Answer>(user, 'answer_quiz', [quiz, 3])).toMatchObject({ correct: true, pointsEarned: 15 });
  });

  it('rejects an answer outside 0-3, and quizzes of drafts or unknown ids', async () => {
    const user = await createUser();
    const quiz = await makeQuiz(courses.publicCourse);
    const draftQuiz = await makeQuiz(courses.draftCourse);
    for (const answer of [4, -1, null]) {
      expect(await failureOf(rpc(user, 'answer_quiz', [quiz, answer]))).toMatchObject({ code: 'MT400', message: 'answer must be 0, 1, 2 or 3' });
    }
    for (const id of [draftQuiz, 987654321]) {
      expect(await failureOf(rpc(user, 'answer_quiz', [id, 0]))).toMatchObject({ code: 'MT404', message: 'Quiz not found' });
      expect((await failureOf(rpc(user, 'reset_quiz', [id]))).code).toBe('MT404');
    }
  });

  it('app.save_quiz creates and edits a quiz with its key, for admins', async () => {
    const admin = await createAdmin();
    const created = await rpc<Record<string, unknown>>(admin, 'save_quiz', [
      null,
      courses.publicCourse,
      '  What is FORM?  ',
      ['A', 'B', 'C', 'D'],
      2,
      'Motivation.',
      null,
    ]);
    expect(created).toMatchObject({
      courseId: courses.publicCourse,
      question: 'What is FORM?',
      choices: ['A', 'B', 'C', 'D'],
      correctAnswer: 2,
      explanation: 'Motivation.',
      points: 10,
    });
    const edited = await rpc<Record<string, unknown>>(admin, 'save_quiz', [created.id, null, 'General now', ['w', 'x', 'y', 'z'], 0, '', 100]);
    expect(edited).toMatchObject({ id: created.id, courseId: null, correctAnswer: 0, points: 100 });
    expect(await failureOf(rpc(admin, 'save_quiz', [987654321, null, 'Q', ['a', 'b', 'c', 'd'], 0, '', 10]))).toMatchObject({
      code: 'MT404',
      message: 'Quiz not found',
    });
  });

  it.each([
    ['three choices', ['a', 'b', 'c'], 0, 10, '23514'],
    ['a blank choice', ['a', ' ', 'c', 'd'], 0, 10, '23514'],
    ['points over 100', ['a', 'b', 'c', 'd'], 0, 101, '23514'],
    ['points under 1', ['a', 'b', 'c', 'd'], 0, 0, '23514'],
    ['a correct index of 4', ['a', 'b', 'c', 'd'], 4, 10, '23514'],
  ])('app.save_quiz refuses %s', async (_, choices, correct, points, code) => {
    const admin = await createAdmin();
    expect((await failureOf(rpc(admin, 'save_quiz', [null, null, 'Q?', choices, correct, '', points]))).code).toBe(code);
  });
});

describe('app.send_invite', () => {
  interface Invite extends WithUser {
    invitation: { id: number; email: string };
    signup: { ref: string; sponsor: string };
  }

  it('records the invitation and returns what the e-mail link needs', async () => {
    const user = await createUser({ name: 'Sponsor Sam' });
    const result = await rpc<Invite>(user, 'send_invite', ['  Friend.One@Example.COM ']);
    expect(result.message).toBe('Invitation sent to friend.one@example.com');
    expect(result.invitation.email).toBe('friend.one@example.com');
    expect(result.signup).toEqual({ ref: result.user.inviteCode, sponsor: 'Sponsor Sam' });
    expect(result.user.invitedUsers).toEqual(['friend.one@example.com']);
    expect(await failureOf(rpc(user, 'send_invite', ['friend.one@example.com']))).toMatchObject({ code: 'MT409', message: 'Already invited' });
  });

  it.each(['', '   ', 'no-at-sign', 'a@b', 'two@@example.com', 'spaces in@example.com', `${'x'.repeat(250)}@example.com`, null])(
    'rejects %j as "Invalid Email"',
    async (email) => {
      const user = await createUser();
      expect(await failureOf(rpc(user, 'send_invite', [email]))).toEqual({
        code: 'MT400',
        message: 'Invalid Email',
        detail: 'Please enter a valid email address',
      });
    },
  );

  it('refuses to invite yourself', async () => {
    const user = await createUser();
    expect(await failureOf(rpc(user, 'send_invite', [user.email.toUpperCase()]))).toMatchObject({ code: 'MT400', message: 'You cannot invite yourself' });
  });

  it('rate-limits to 20 invitations per hour', async () => {
    const user = await createUser();
    await db().query(
      `insert into public.invitations (inviter_id, email, created_at)
                      select $1, 'old' || n || '@example.com', now() - interval '2 hours' from generate_series(1, 30) n`,
      [user.id],
    );
    for (let n = 1; n <= 20; n += 1) await rpc(user, 'send_invite', [`recent${n}@example.com`]);
    expect(await failureOf(rpc(user, 'send_invite', ['one-too-many@example.com']))).toMatchObject({ code: 'MT429', message: 'Too many invitations' });
  });
});

describe('signup: the profile and the referral credit', () => {
  it('makes a profile from name and phone, with a unique invite code; unknown codes are tolerated', async () => {
    const user = await createUser({ name: '  Ada Lovelace  ', phone: ' 555-0100 ', referralCode: 'NOSUCH99' });
    const json = await rpc<UserJson>(user, 'user_json', [user.id]);
    expect(json).toMatchObject({ name: 'Ada Lovelace', phone: '555-0100', invites: 0, tokens: 0 });
    expect(json.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const noName = await createUser({ meta: { name: '' }, email: uniqueEmail('fallback') });
    expect((await rpc<UserJson>(noName, 'user_json', [noName.id])).name).toBe(noName.email.split('@')[0]);
  });

  it('credits the referrer 10 tokens and 20 points and accepts their invitation', async () => {
    const referrer = await createUser({ name: 'Referrer' });
    const code = (await rpc<UserJson>(referrer, 'user_json', [referrer.id])).inviteCode;
    const email = uniqueEmail('referred');
    await rpc(referrer, 'send_invite', [email]);
    const referred = await createUser({ email, referralCode: code.toLowerCase() });
    expect(await balances(referrer)).toEqual({ tokens: 10, points: 20, invites: 1 });
    expect(await ledgerRows(referrer)).toEqual([{ reason: 'referral', reference: referred.id, delta_tokens: 10, delta_points: 20 }]);
    const { rows } = await db().query('select status from public.invitations where inviter_id = $1', [referrer.id]);
    expect(rows).toEqual([{ status: 'accepted' }]);
    expect(await balances(referred)).toEqual({ tokens: 0, points: 0, invites: 0 });
  });

  it('pays the 5-enrolment bonus once (25 tokens by default)', async () => {
    const referrer = await createUser();
    const code = (await rpc<UserJson>(referrer, 'user_json', [referrer.id])).inviteCode;
    for (let n = 0; n < 6; n += 1) await createUser({ referralCode: code });
    expect(await balances(referrer)).toEqual({ tokens: 6 * 10 + 25, points: 6 * 20, invites: 6 });
    expect((await ledgerRows(referrer)).filter((row) => row.reason === 'referral_bonus')).toEqual([
      { reason: 'referral_bonus', reference: 'enrolments:5', delta_tokens: 25, delta_points: 0 },
    ]);
  });

  it('never pays twice for one e-mail address, even after the account is deleted and made again', async () => {
    const referrer = await createUser();
    const code = (await rpc<UserJson>(referrer, 'user_json', [referrer.id])).inviteCode;
    const email = uniqueEmail('again');
    const first = await createUser({ email, referralCode: code });
    await db().query('delete from auth.users where id = $1', [first.id]);
    await createUser({ email, referralCode: code });
    expect(await balances(referrer)).toEqual({ tokens: 10, points: 20, invites: 1 });
  });

  it('remembers a referred address even after both accounts are deleted', async () => {
    const [first, second] = [await createUser(), await createUser()];
    const codeOf = async (user: typeof first) => (await rpc<UserJson>(user, 'user_json', [user.id])).inviteCode;
    const email = uniqueEmail('remembered');
    const referred = await createUser({ email, referralCode: await codeOf(first) });
    await db().query('delete from auth.users where id = any($1)', [[first.id, referred.id]]);
    await createUser({ email, referralCode: await codeOf(second) });
    expect(await balances(second)).toEqual({ tokens: 0, points: 0, invites: 0 });
  });

  it('pays nothing for anonymous users', async () => {
    const referrer = await createUser();
    const code = (await rpc<UserJson>(referrer, 'user_json', [referrer.id])).inviteCode;
    await createUser({ referralCode: code, anonymous: true });
    expect(await balances(referrer)).toEqual({ tokens: 0, points: 0, invites: 0 });
  });
});

describe('app.record_visit', () => {
  it('starts at 1 on registration with no visit day yet, counts a signed-in visit on the next day, and resets after a gap', async () => {
    const user = await createUser();
    const registered = await db().query<{ login_streak: number; last_login_on: string | null }>(
      `select login_streak, last_login_on from public.profiles where id = $1`,
      [user.id],
    );
    expect(registered.rows[0]).toEqual({ login_streak: 1, last_login_on: null });
    const first = await rpc<WithUser & { loginStreak: number }>(user, 'record_visit');
    expect(first).toMatchObject({ message: 'Visit recorded', loginStreak: 1, user: { loginStreak: 1 } });
    await db().query(`update public.profiles set last_login_on = (now() at time zone 'utc')::date - 1 where id = $1`, [user.id]);
    expect((await rpc<{ loginStreak: number }>(user, 'record_visit')).loginStreak).toBe(2);
    expect((await rpc<{ loginStreak: number }>(user, 'record_visit')).loginStreak).toBe(2);
    await db().query(`update public.profiles set last_login_on = (now() at time zone 'utc')::date - 2 where id = $1`, [user.id]);
    // The visit that ends a streak of 2+ days says so (and how many days were missed); the next one does not.
    expect(await rpc(user, 'record_visit')).toMatchObject({ loginStreak: 1, streakLost: 2, daysMissed: 1, freezesUsed: 0 });
    expect(await rpc(user, 'record_visit')).toMatchObject({ loginStreak: 1, streakLost: 0, daysMissed: 0 });
  });

  it('says nothing was lost when freezes covered the missed days, or when the streak was a single day', async () => {
    const user = await createUser();
    await rpc(user, 'record_visit');
    await db().query(`update public.profiles set login_streak = 5, streak_freezes = 2, last_login_on = (now() at time zone 'utc')::date - 3 where id = $1`, [
      user.id,
    ]);
    expect(await rpc(user, 'record_visit')).toMatchObject({ loginStreak: 6, freezesUsed: 2, streakLost: 0, daysMissed: 2 });
    await db().query(`update public.profiles set login_streak = 1, last_login_on = (now() at time zone 'utc')::date - 4 where id = $1`, [user.id]);
    expect(await rpc(user, 'record_visit')).toMatchObject({ loginStreak: 1, streakLost: 0, daysMissed: 3 });
    // The login answer says a streak it ended too (nothing held back but the freezes, which its user carries).
    await db().query(`update public.profiles set login_streak = 3, last_login_on = (now() at time zone 'utc')::date - 3 where id = $1`, [user.id]);
    const login = await rpc<Record<string, unknown>>(user, 'record_login');
    expect(Object.keys(login).sort()).toEqual(['daysMissed', 'loginStreak', 'message', 'streakLost', 'user']);
    expect(login).toMatchObject({ loginStreak: 1, streakLost: 3, daysMissed: 2 });
  });

  it('refuses anonymous callers', async () => {
    const anon = await db().query(`select has_function_privilege('anon', 'app.record_visit(text)', 'execute') as ok`);
    expect(anon.rows[0]).toEqual({ ok: false });
  });
});

describe('app.record_login', () => {
  it('starts at 1, keeps the same day, adds a consecutive day, and resets after a gap', async () => {
    const user = await createUser();
    const first = await rpc<WithUser & { loginStreak: number }>(user, 'record_login');
    expect(first).toMatchObject({ message: 'Login successful', loginStreak: 1, user: { loginStreak: 1 } });
    expect((await rpc<{ loginStreak: number }>(user, 'record_login')).loginStreak).toBe(1);
    await db().query(`update public.profiles set last_login_on = (now() at time zone 'utc')::date - 1 where id = $1`, [user.id]);
    expect((await rpc<{ loginStreak: number }>(user, 'record_login')).loginStreak).toBe(2);
    await db().query(`update public.profiles set last_login_on = (now() at time zone 'utc')::date - 1 where id = $1`, [user.id]);
    expect((await rpc<{ loginStreak: number }>(user, 'record_login')).loginStreak).toBe(3);
    await db().query(`update public.profiles set last_login_on = (now() at time zone 'utc')::date - 3 where id = $1`, [user.id]);
    expect((await rpc<{ loginStreak: number }>(user, 'record_login')).loginStreak).toBe(1);
  });
});

describe('the leaderboard', () => {
  interface Entry {
    id: string;
    name: string;
    leaderboardPts: number;
    rank: number;
  }

  it('ranks = 1 + users with more points, for the top list and for any one user', async () => {
    const { rows: top } = await db().query<{ leaderboard_pts: number }>('select max(leaderboard_pts) as leaderboard_pts from public.profiles');
    const base = (top[0]!.leaderboard_pts ?? 0) + 1000;
    const leader = await createUser({ name: 'Leader' });
    const tiedA = await createUser({ name: 'Tied A' });
    const tiedB = await createUser({ name: 'Tied B' });
    const nobody = await createUser({ name: 'Zero' });
    await grant(leader, 0, base + 500);
    await grant(tiedA, 0, base + 100);
    await grant(tiedB, 0, base + 100);

    const list = await rpc<Entry[]>(leader, 'leaderboard', [3]);
    // Equal points share a rank and are listed by id.
    const [firstTied, secondTied] = [tiedA, tiedB].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(list.map((entry) => [entry.id, entry.leaderboardPts, entry.rank])).toEqual([
      [leader.id, base + 500, 1],
      [firstTied!.id, base + 100, 2],
      [secondTied!.id, base + 100, 2],
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'leaderboardPts', 'name', 'rank']);

    expect(await rpc<Entry>(tiedB, 'my_rank')).toEqual({ id: tiedB.id, name: 'Tied B', leaderboardPts: base + 100, rank: 2 });
    for (const user of [leader, tiedA, nobody]) {
      const mine = await rpc<Entry>(user, 'my_rank');
      const { rows } = await db().query<{ rank: string }>(
        // Deleted accounts keep their anonymous profile and points but leave the leaderboard.
        'select 1 + count(*) as rank from public.profiles where deleted_at is null and leaderboard_pts > (select leaderboard_pts from public.profiles where id = $1)',
        [user.id],
      );
      expect(mine.rank).toBe(Number(rows[0]!.rank));
    }

    await grant(nobody, 0, base + 1000);
    expect((await rpc<Entry>(nobody, 'my_rank')).rank).toBe(1);
    expect((await rpc<Entry>(leader, 'my_rank')).rank).toBe(2);
  });

  it('refuses a limit outside 1-100', async () => {
    const user = await createUser();
    for (const limit of [0, 101, null]) {
      expect((await failureOf(rpc(user, 'leaderboard', [limit]))).code).toBe('MT400');
    }
    expect(await rpc<Entry[]>(user, 'leaderboard', [1])).toHaveLength(1);
  });
});

describe('app.move_course (admin)', () => {
  interface Moved {
    message: string;
    moved: boolean;
    courses: { id: number; order: number }[];
  }
  const position = (result: Moved, id: number) => result.courses.findIndex((course) => course.id === id);

  it('swaps a course with its neighbour, and stops at the ends', async () => {
    const admin = await createAdmin();
    const { rows } = await db().query<{ id: string }>('select id from public.courses order by sort_order');
    const ids = rows.map((row) => Number(row.id));
    const second = ids[1]!;
    const up = await rpc<Moved>(admin, 'move_course', [second, 'up']);
    expect(up).toMatchObject({ message: 'Course Reordered', moved: true });
    expect(position(up, second)).toBe(0);
    expect(position(up, ids[0]!)).toBe(1);
    const again = await rpc<Moved>(admin, 'move_course', [second, 'up']);
    expect(again).toMatchObject({ message: 'Course is already first', moved: false });
    const down = await rpc<Moved>(admin, 'move_course', [second, 'down']);
    expect(down.courses.map((course) => course.id)).toEqual(ids);
    const last = ids[ids.length - 1]!;
    expect(await rpc<Moved>(admin, 'move_course', [last, 'down'])).toMatchObject({ message: 'Course is already last', moved: false });
  });

  it('rejects a bad direction and an unknown course', async () => {
    const admin = await createAdmin();
    expect((await failureOf(rpc(admin, 'move_course', [courses.publicCourse, 'sideways']))).code).toBe('MT400');
    expect(await failureOf(rpc(admin, 'move_course', [987654321, 'up']))).toMatchObject({ code: 'MT404', message: 'Course not found' });
  });
});
