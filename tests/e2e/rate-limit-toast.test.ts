/**
 * A rate-limited action in Chromium (docs/architecture.md#abuse): once a learner's rewarding budget
 * is spent, their next redeem is answered 429 and the confirmation dialog shows the server's own
 * message (how long to wait), not the screen's generic failure text, with its buttons left to try
 * again; nothing is spent. Screenshot at 390 px. The budget is spent for this learner only (their
 * bucket filled), not lowered for everyone: other files run beside this one (tests/README.md).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { callApi, closeDb, db, uniqueEmail } from '../support/clients';
import { spendRewardingBudget } from '../support/rate-limit-buckets';
import { capture, dismissCelebration, logIn, WAIT } from '../support/ui';

describe('a 429 in the web', () => {
  let browser: Browser;
  let learnerId = '';
  const learner = { name: 'Rhea Ratelimit', email: uniqueEmail('rhea'), password: 'rhea-secret-1' };

  beforeAll(async () => {
    browser = await launchBrowser();
    const registered = await callApi('POST', '/api/auth/register', { body: { ...learner, phone: '' } });
    expect(registered.status).toBe(201);
    learnerId = (registered.json?.user as { id: string }).id;
    await db().query(`insert into public.ledger (user_id, delta_tokens, reason, reference) values ($1, 20, 'adjustment', 'e2e rate limit')`, [learnerId]);
  });

  afterAll(async () => {
    await closeDb();
    await browser?.close();
  });

  it('the second redeem in a minute shows the wait the server asks for', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await logIn(page, learner, '/rewards');
    await page.getByTestId('rewards-tokens').waitFor(WAIT);
    const redeem = page.getByRole('button', { name: 'Redeem 10 Warm Leads for 5 tokens' });
    const ask = page.getByRole('dialog', { name: 'Redeem 10 Warm Leads?' });
    await redeem.click();
    await ask.getByTestId('redeem-confirm').click();
    await dismissCelebration(page, 'Reward Redeemed!');
    // The learner spends the rest of their budget (app.rate_limit's bucket, as many hits as the
    // budget allows), in this one-minute window and the next three, so a minute boundary before
    // the second click cannot give the budget back.
    await spendRewardingBudget(learnerId);
    await redeem.click();
    await ask.getByTestId('redeem-confirm').click();
    // Said in the confirmation, which stays open with its buttons (no toast over them).
    const problem = ask.getByTestId('redeem-problem').filter({ hasText: 'Slow down' });
    await problem.waitFor(WAIT);
    expect(await problem.textContent()).toMatch(/^Slow down: Too many requests\. Please wait \d+ seconds? and try again\.$/);
    expect(await ask.getByTestId('redeem-confirm').isEnabled()).toBe(true);
    expect(await page.getByTestId('toast').count()).toBe(0);
    await capture(page, 'rate-limited-redeem-390', { dialog: true });
    const { rows } = await db().query<{ tokens: number; redemptions: number }>(
      `select p.tokens, (select count(*)::int from public.redemptions r where r.user_id = p.id) as redemptions from public.profiles p where p.id = $1`,
      [learnerId],
    );
    expect(rows[0]).toEqual({ tokens: 15, redemptions: 1 });
    await context.close();
  }, 120_000);
});
