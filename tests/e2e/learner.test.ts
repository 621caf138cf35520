/**
 * The learner's app end to end in headless Chromium against the real stack: a referrer
 * watches the League page while a friend signs up through their invitation link (the referrer's
 * tokens and leaderboard row change live, through Realtime); the friend logs out and back in,
 * completes station 1 from Today (tokens and the station badge on Rewards change, station 2
 * unlocks), redeems a reward and copies their own invitation link on Team. Each screen is checked
 * with axe-core (WCAG 2.1 AA) and photographed into test-results/screenshots.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from '../support/browser';
import { callApi, stack, uniqueEmail } from '../support/clients';
import { pts, showAllTime } from '../support/leaderboard-rows';
import { axeViolations, capture, celebration, dashboardReady, dismissCelebration, logIn, submitRegistration, WAIT, welcomeHeading } from '../support/ui';

interface Person {
  name: string;
  email: string;
  password: string;
}

async function tokensInHeader(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-tokens').textContent()) ?? '';
  const match = /(\d+) tokens/.exec(text);
  if (!match) throw new Error(`no token count in the header: "${text}"`);
  return Number(match[1]);
}

async function waitForTokens(page: Page, expected: number): Promise<void> {
  await page
    .getByTestId('header-tokens')
    .filter({ hasText: `${expected} tokens` })
    .waitFor(WAIT);
}

async function ownLeaderboardRow(page: Page) {
  await showAllTime(page);
  const row = page.locator('[data-testid="leaderboard-row"][data-you]');
  await row.waitFor(WAIT);
  return row;
}

describe('the learner app', () => {
  let browser: Browser;
  let referrerContext: BrowserContext;
  let learnerContext: BrowserContext;
  const referrer: Person = { name: 'Rita Referrer', email: uniqueEmail('rita'), password: 'rita-secret-1' };
  const learner: Person = { name: 'Leo Learner', email: uniqueEmail('leo'), password: 'leo-secret-1' };
  let inviteCode = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const registered = await callApi('POST', '/api/auth/register', {
      body: { name: referrer.name, email: referrer.email, password: referrer.password, phone: '' },
    });
    expect(registered.status).toBe(201);
    inviteCode = String((registered.json?.user as { inviteCode?: string } | undefined)?.inviteCode ?? '');
    expect(inviteCode).not.toBe('');
    referrerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    learnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await learnerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack().appUrl });
  });

  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    // What the learner's page showed when a step failed, for the CI artefacts.
    const [page] = learnerContext?.pages() ?? [];
    if (page) await screenshot(page, `learner-failed-${context.task.name.replace(/\W+/g, '-')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('credits the referrer live when a friend signs up through the invitation link', async () => {
    const referrerPage = await referrerContext.newPage();
    await logIn(referrerPage, referrer);
    await dashboardReady(referrerPage, referrer.name);
    await referrerPage.goto(`${stack().appUrl}/league`);
    const tokensBefore = await tokensInHeader(referrerPage);
    const ownRow = await ownLeaderboardRow(referrerPage);
    const pointsBefore = Number(/([\d,]+) pts/.exec((await ownRow.textContent()) ?? '')?.[1]?.replaceAll(',', '') ?? Number.NaN);
    expect(Number.isNaN(pointsBefore)).toBe(false);

    const page = await learnerContext.newPage();
    // Whoever wrote the link chose its sponsor and source text: the banner names the code's owner
    // as the server knows them, and shows no source the app does not write itself.
    await page.goto(
      `${stack().appUrl}/signup?ref=${inviteCode}&sponsor=${encodeURIComponent('Your Bank (official)')}&source=${encodeURIComponent('your bank')}`,
    );
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor(WAIT);
    await page.getByTestId('invitation-banner').getByText(`You were invited by ${referrer.name}`).waitFor(WAIT);
    const banner = (await page.getByTestId('invitation-banner').textContent()) ?? '';
    expect(banner).not.toContain('Your Bank');
    expect(banner).not.toContain('Shared via');
    expect(await page.getByLabel('Referral code').inputValue()).toBe(inviteCode);
    await screenshot(page, 'learner-signup');
    expect(await axeViolations(page)).toEqual([]);
    await submitRegistration(page, learner);
    // The welcome is a moment on Today (no toast over its first screen), thanking the sponsor.
    await dismissCelebration(page, 'Welcome to Money Train Academy!', `Thank you for joining through ${referrer.name}'s invitation.`);
    await page.getByRole('heading', { name: welcomeHeading(learner.name) }).waitFor(WAIT);

    // The referrer's open page follows without a reload: +10 tokens, +20 points (docs/product.md#invitations-and-referrals).
    await waitForTokens(referrerPage, tokensBefore + 10);
    await referrerPage
      .locator('[data-testid="leaderboard-row"][data-you]')
      .filter({ hasText: pts(pointsBefore + 20) })
      .waitFor(WAIT);
    await screenshot(referrerPage, 'learner-referrer-league-live');
  });

  it('logs out and back in', async () => {
    const [page] = learnerContext.pages();
    if (!page) throw new Error('the learner page is gone');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${stack().appUrl}/`, WAIT);
    await page.getByRole('link', { name: 'Get Started' }).waitFor(WAIT);
    await logIn(page, learner);
    await dashboardReady(page, learner.name);
    await screenshot(page, 'learner-dashboard');
  });

  it('completes station 1: tokens and the badge change and station 2 unlocks', async () => {
    const [page] = learnerContext.pages();
    if (!page) throw new Error('the learner page is gone');
    const tokensBefore = await tokensInHeader(page);
    expect(await page.getByTestId('station-2').getAttribute('data-status')).toBe('locked');
    await page.goto(`${stack().appUrl}/rewards`);
    await page.getByTestId('badge-station-1').waitFor(WAIT);
    expect(await page.getByTestId('badge-station-1').getAttribute('data-unlocked')).toBe('false');
    await page.goto(`${stack().appUrl}/dashboard`);

    await page.getByTestId('station-1').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Lesson objectives').waitFor(WAIT);
    // The modal's body scrolls inside it and is focusable (axe: scrollable-region-focusable), at a
    // desktop's width and a phone's.
    await capture(page, 'learner-mission-modal', { dialog: true });
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await capture(page, 'learner-mission-modal-mobile', { dialog: true });
    if (desktop) await page.setViewportSize(desktop);
    await dialog.getByRole('button', { name: 'Start Mission' }).click();
    await page.waitForURL('**/mission/1', WAIT);
    await page.getByRole('button', { name: 'Complete Mission' }).waitFor(WAIT);
    await screenshot(page, 'learner-mission-page');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Complete Mission' }).click();
    await page.waitForURL('**/dashboard', WAIT);
    // The station's celebration only: the daily reminder's offer is Today's card, not a second dialog.
    await (await celebration(page, 'Mission Completed!')).getByRole('button', { name: 'Not now' }).click();
    await page.getByTestId('reminder-offer').waitFor(WAIT);
    expect(await page.getByTestId('celebration').count()).toBe(0);

    await page.getByTestId('station-2').and(page.locator('[data-status="active"]')).waitFor(WAIT);
    expect(await page.getByTestId('station-1').getAttribute('data-status')).toBe('completed');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
    await page.waitForURL('**/rewards', WAIT);
    await page.locator('[data-testid="badge-station-1"][data-unlocked="true"]').waitFor(WAIT);
    expect(await tokensInHeader(page)).toBeGreaterThan(tokensBefore);
  });

  it('redeems a reward', async () => {
    const [page] = learnerContext.pages();
    if (!page) throw new Error('the learner page is gone');
    const tokensBefore = await tokensInHeader(page);
    expect(tokensBefore).toBeGreaterThanOrEqual(5);
    await page.getByRole('button', { name: 'Redeem 10 Warm Leads for 5 tokens' }).click();
    await page.getByRole('dialog', { name: 'Redeem 10 Warm Leads?' }).getByTestId('redeem-confirm').click();
    await dismissCelebration(page, 'Reward Redeemed!');
    await waitForTokens(page, tokensBefore - 5);
    expect(await page.getByTestId('claimed-rewards').textContent()).toContain('10 Warm Leads');
  });

  it('copies the invitation link', async () => {
    const [page] = learnerContext.pages();
    if (!page) throw new Error('the learner page is gone');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Team' }).click();
    await page.waitForURL('**/team', WAIT);
    await page.getByTestId('invite-link').waitFor(WAIT);
    const shown = (await page.getByTestId('invite-link').textContent()) ?? '';
    expect(shown).toMatch(new RegExp(`^${stack().appUrl}/signup\\?ref=[A-Z0-9]+&sponsor=Leo\\+Learner&source=direct$`));
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Copied!', { exact: true }).waitFor(WAIT);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await screenshot(page, 'learner-team-invite');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits a 360px phone', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await phone.newPage();
    await logIn(page, learner);
    // The calculator, reached from Team, and its call to invite, which opens /invite.
    await page.getByRole('heading', { name: welcomeHeading(learner.name) }).waitFor(WAIT);
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'My Team' }).click();
    await page.getByRole('link', { name: 'Open the calculator' }).click();
    await page.waitForURL('**/earnings', WAIT);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('link', { name: 'Invite Friends Now' }).click(WAIT);
    await page.waitForURL('**/invite', WAIT);
    await page.getByTestId('invite-link').waitFor(WAIT);
    await page.goto(`${stack().appUrl}/dashboard`);
    await dashboardReady(page, learner.name);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'learner-dashboard-360');
    expect(await axeViolations(page)).toEqual([]);
    await phone.close();
  });
});
