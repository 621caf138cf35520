/**
 * GET /api/settings: the reward catalogue and the amounts of app.settings, for anyone (the landing
 * page names them before sign-in). An operator's change in the database is the next answer; the
 * quiz default points apply to a quiz saved without points.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { callApi, closeDb, db } from '../support/clients';
import { seededAdmin } from './api-helpers';

afterEach(async () => {
  await db().query('update app.settings set referral_tokens = 10, course_completion_tokens = 15, quiz_default_points = 10');
});

afterAll(async () => {
  await closeDb();
});

describe('GET /api/settings', () => {
  it('answers anonymous callers with the catalogue and the default amounts', async () => {
    const answer = await callApi('GET', '/api/settings');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
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
    });
  });

  it('says what the database says after an operator changes a setting', async () => {
    await db().query('update app.settings set referral_tokens = 12, course_completion_tokens = 40');
    const answer = await callApi('GET', '/api/settings');
    expect(answer.json).toMatchObject({ referral: { tokens: 12 }, courseCompletion: { tokens: 40 } });
  });

  it('refuses a forged token rather than answering as anonymous', async () => {
    const answer = await callApi('GET', '/api/settings', { token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' });
    expect(answer.status).toBe(401);
  });

  it('gives a quiz saved without points the default of the settings', async () => {
    await db().query('update app.settings set quiz_default_points = 35');
    const admin = await seededAdmin();
    const answer = await callApi('POST', '/api/quizzes', {
      token: admin.token,
      body: { courseId: null, question: 'Which default?', choices: ['a', 'b', 'c', 'd'], correctAnswer: 1 },
    });
    expect(answer.status).toBe(201);
    const quiz = (answer.json as { quiz: { id: number; points: number } }).quiz;
    expect(quiz.points).toBe(35);
    await db().query('delete from public.quizzes where id = $1', [quiz.id]);
  });
});
