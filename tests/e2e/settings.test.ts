/**
 * Amounts on screen come from the server: after an operator changes app.settings and the reward
 * catalogue in the database, the invite panel (Team), the rewards panel and the courses page name the new numbers.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from '../support/browser';
import { callApi, closeDb, db, stack, uniqueEmail } from '../support/clients';
import { logIn, WAIT } from '../support/ui';

describe('amounts from the settings', () => {
  let browser: Browser;
  const person = { name: 'Sam Settings', email: uniqueEmail('sam'), password: 'sam-secret-1' };

  beforeAll(async () => {
    browser = await launchBrowser();
    const registered = await callApi('POST', '/api/auth/register', { body: { ...person, phone: '' } });
    expect(registered.status).toBe(201);
    await db().query('update app.settings set referral_tokens = 13, referral_points = 21, course_completion_tokens = 17');
    await db().query("update public.rewards set cost = 7 where id = 'email_swipes'");
  });

  afterAll(async () => {
    await db().query('update app.settings set referral_tokens = 10, referral_points = 20, course_completion_tokens = 15');
    await db().query("update public.rewards set cost = 5 where id = 'email_swipes'");
    await closeDb();
    await browser?.close();
  });

  it('names the changed referral reward, reward cost and course reward', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, person, '/team');
    await page.getByText('Earn 13 tokens and 21 points for every friend who joins with your link.').waitFor(WAIT);
    await screenshot(page, 'settings-team-1280');
    await page.goto(`${stack().appUrl}/rewards`);
    await page.getByRole('button', { name: 'Redeem Email Swipe Pack for 7 tokens' }).waitFor(WAIT);
    await screenshot(page, 'settings-rewards-1280');
    await page.goto(`${stack().appUrl}/courses`);
    await page.getByText('Complete a course (its video, when it has one) to earn 17 tokens and 25 points; its quizzes add points of their own.').waitFor(WAIT);
    await context.close();
  });
});
