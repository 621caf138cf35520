/**
 * Daily challenges, the learner's referrals and the calculator's call to invite, end to end in
 * headless Chromium against the real stack:
 * - an admin creates, edits and retires a challenge in the content manager, and the landing page
 *   lists the active challenges from the database (a retired one leaves it);
 * - a learner joins a count challenge from Today's "More for today" (on /league) and checks in until it completes: progress
 *   bar, toast, and the reward once through the ledger;
 * - a referrer on /invite sees a friend who joins through their link appear live, with a toast and
 *   the enrolment bonus progress; an invitation sent with no address is said under its field;
 * - the calculator's Flat Multiplier mode keeps the 15-level statement and the hypothetical
 *   statement on screen, and Invite Friends Now opens /invite.
 * Screens are checked with axe and saved to test-results/screenshots (390 and 1280 px).
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectBooksBalanced } from '../integration/db-helpers';
import { launchBrowser } from '../support/browser';
import { db, signUpUser, stack } from '../support/clients';
import { capture, logIn, openSection, tappable, toast, toastsOverControls, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };
const suffix = randomUUID().slice(0, 6);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await db().query(`delete from public.challenges where title like $1`, [`%(${suffix})`]);
  await browser?.close();
  await expectBooksBalanced();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  return context.newPage();
}

async function landingChallenges(page: Page): Promise<string[]> {
  await page.goto(stack().appUrl);
  const list = page.getByTestId('landing-challenges');
  await list.waitFor(WAIT);
  return list.getByRole('listitem').allTextContents();
}

describe('daily challenges', () => {
  it(
    'lets an admin create, edit and retire a challenge, and the landing page lists the active ones from the database',
    async () => {
      const title = `Call 3 old friends (${suffix})`;
      const edited = `Call 4 old friends (${suffix})`;
      const page = await newPage();
      await logIn(page, ADMIN, '/content-manager');
      await openSection(page, 'Daily Challenges');
      const form = page.getByRole('form', { name: 'Create Challenge' });
      await form.getByLabel('Challenge title').fill(title);
      await form.getByLabel('Kind').selectOption('count');
      await form.getByLabel('Target (count or days)').fill('3');
      await form.getByRole('button', { name: 'Create Challenge' }).click();
      await toast(page, 'Challenge Created');
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const editForm = page.getByRole('form', { name: 'Edit Challenge' });
      await editForm.getByLabel('Challenge title').fill(edited);
      await editForm.getByLabel('Target (count or days)').fill('4');
      await editForm.getByRole('button', { name: 'Update Challenge' }).click();
      await page.getByRole('button', { name: `Retire ${edited}` }).waitFor(WAIT);
      await capture(page, 'challenges-content-manager');
      const saved = await db().query('select title, kind, target, is_active from public.challenges where title = $1', [edited]);
      expect(saved.rows).toEqual([{ title: edited, kind: 'count', target: 4, is_active: true }]);

      const visitor = await newPage(390);
      const listed = await landingChallenges(visitor);
      const active = await db().query<{ title: string }>('select title from public.challenges where is_active order by sort_order, id');
      expect(listed).toEqual(active.rows.map((row) => row.title));
      expect(listed).toContain(edited);
      await visitor.getByTestId('landing-challenges').scrollIntoViewIfNeeded();
      await capture(visitor, 'challenges-landing-mobile');

      await page.getByRole('button', { name: `Retire ${edited}` }).click();
      await page.getByRole('button', { name: `Restore ${edited}` }).waitFor(WAIT);
      expect(await landingChallenges(visitor)).not.toContain(edited);
      await page.context().close();
      await visitor.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'lets a learner join a count challenge and check in until it completes, paid once through the ledger',
    async () => {
      const learner = await signUpUser({ name: 'Cora Checkin' });
      const page = await newPage(390);
      await logIn(page, learner);
      await page.getByTestId('more-for-today-link').filter({ hasText: 'Daily Challenges' }).click();
      await page.waitForURL('**/league#daily-challenges', WAIT);
      const card = page.getByRole('group', { name: 'Talk to 10 people' });
      await card.getByRole('button', { name: 'Join Challenge' }).click();
      // Said on the card itself: a toast covered the next card's Join Challenge on a phone.
      await card.getByTestId('challenge-said').filter({ hasText: 'Challenge Joined!' }).waitFor(WAIT);
      await card.getByLabel('How many today?').waitFor(WAIT);
      // No toast repeats it (one covered the next card's Join Challenge).
      expect(await toastsOverControls(page)).toEqual(['no toast on screen']);
      await card.getByLabel('How many today?').fill('4');
      await card.getByRole('button', { name: 'Check In' }).click();
      // Said on the card too: a toast covered the next card's Check In Today.
      await card.getByTestId('challenge-said').filter({ hasText: 'Checked In! Checked in: 4 of 10' }).waitFor(WAIT);
      expect(await toastsOverControls(page)).toEqual(['no toast on screen']);
      await card.getByTestId('challenge-progress').filter({ hasText: '4 of 10' }).waitFor(WAIT);
      // The next check-in starts at 1 again, not at the number just sent.
      await expect.poll(() => card.getByLabel('How many today?').inputValue(), WAIT).toBe('1');
      await card.scrollIntoViewIfNeeded();
      await capture(page, 'challenges-league-mobile');
      // More than is left is refused at the field, saying what is allowed and why; Check In stays a
      // button that answers a tap (it went quietly disabled, still looking active, under a tiny "1 to 6").
      const field = card.getByLabel('How many today?');
      const checkIn = card.getByRole('button', { name: 'Check In' });
      const refusal = card.getByRole('alert').filter({ hasText: 'Enter 1 to 6: 6 to go to reach 10' });
      for (const typed of ['20', '7']) {
        await field.fill(typed);
        await refusal.waitFor(WAIT);
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        expect(await checkIn.isEnabled()).toBe(true);
        await checkIn.click();
        await expect.poll(() => field.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
      }
      const [fieldBox, refusalBox] = [(await field.boundingBox())!, (await refusal.boundingBox())!];
      expect(refusalBox.y, 'the refusal under the field').toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
      // Red (red.700) at the card's text size, not the tiny line it was.
      expect(await refusal.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).fontSize])).toEqual(['rgb(153, 25, 25)', '14px']);
      expect(await card.getByTestId('challenge-progress').textContent()).toBe('4 of 10');
      await capture(page, 'challenges-count-refused-mobile');
      await field.fill('6');
      await refusal.waitFor({ ...WAIT, state: 'detached' });
      await checkIn.click();
      await card.getByTestId('challenge-said').filter({ hasText: 'Challenge Complete!' }).waitFor(WAIT);
      await card.getByText('Completed 1×').waitFor(WAIT);
      // Finished today: taken again tomorrow (a count is the learner's word, so it pays at most once a day).
      await card.getByTestId('challenge-done-today').filter({ hasText: 'Done for today: you can take it again tomorrow.' }).waitFor(WAIT);
      expect(await card.getByRole('button', { name: 'Take It Again' }).count()).toBe(0);
      const paid = await db().query(`select delta_tokens from public.ledger where user_id = $1 and reason = 'challenge'`, [learner.user.id]);
      expect(paid.rows).toHaveLength(1);
      const { rows } = await db().query<{ tokens: number }>('select tokens from public.profiles where id = $1', [learner.user.id]);
      await page
        .getByTestId('header-tokens')
        .filter({ hasText: `${rows[0]!.tokens} tokens` })
        .waitFor(WAIT);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});

describe('your referrals and the call to invite', () => {
  it(
    'shows a friend who joins through the link live on /invite, with a toast and the bonus progress',
    async () => {
      const referrer = await signUpUser({ name: 'Rhea Referrer' });
      const page = await newPage();
      await logIn(page, referrer, '/invite');
      await page.getByTestId('bonus-progress').filter({ hasText: '0 of 5 enrolled' }).waitFor(WAIT);
      const { rows } = await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [referrer.user.id]);
      const friendName = `Finn Friend ${suffix}`;
      await signUpUser({ name: friendName, referralCode: rows[0]!.invite_code });
      await toast(page, 'New referral!', `${friendName} joined with your link`);
      await page.getByTestId('joined-list').getByText(friendName).waitFor(WAIT);
      await page.getByTestId('bonus-progress').filter({ hasText: '1 of 5 enrolled' }).waitFor(WAIT);
      await capture(page, 'referrals-invite-page');
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'says an invitation sent with no address under the address field on a phone, which takes the focus, with no toast',
    async () => {
      const page = await newPage(390);
      await logIn(page, await signUpUser({ name: 'Ivy Inviter' }), '/invite');
      const form = page.getByRole('form', { name: 'Invite by e-mail' });
      await form.getByRole('button', { name: 'Send Invite' }).click();
      const problem = form.getByTestId('field-error');
      await problem.filter({ hasText: 'Email Required' }).waitFor(WAIT);
      expect(await problem.textContent()).toBe('Email RequiredPlease enter a valid email address');
      expect(await form.getByRole('textbox').evaluate((node) => node === document.activeElement)).toBe(true);
      expect(await tappable(form.getByRole('textbox'))).toBe(true);
      expect(await page.getByTestId('toast').count()).toBe(0);
      await capture(page, 'referrals-invite-empty-390');
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'shows the paid enrolment bonus with a readable "Paid" badge (axe colour contrast)',
    async () => {
      const referrer = await signUpUser({ name: 'Bea Bonus' });
      const { rows } = await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [referrer.user.id]);
      for (let friend = 1; friend <= 5; friend += 1) await signUpUser({ name: `Bonus Friend ${friend} ${suffix}`, referralCode: rows[0]!.invite_code });
      const page = await newPage();
      await logIn(page, referrer, '/invite');
      await page.getByTestId('enrolment-bonus').getByText(/^Paid/).waitFor(WAIT);
      await capture(page, 'referrals-bonus-paid');
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'keeps the 15-level and hypothetical statements in Flat Multiplier mode, and Invite Friends Now opens /invite',
    async () => {
      const learner = await signUpUser({ name: 'Cal Culator' });
      const page = await newPage();
      await logIn(page, learner, '/earnings');
      await page.getByText('Flat Multiplier', { exact: true }).click();
      await page.getByText('Multiplier (people per level)').first().waitFor(WAIT);
      await page.getByTestId('level-system').filter({ hasText: '15-level system' }).waitFor(WAIT);
      await page.getByTestId('earnings-disclaimer').filter({ hasText: 'Hypothetical projection only.' }).waitFor(WAIT);
      await page.getByText('Custom Levels', { exact: true }).click();
      await page.getByTestId('custom-levels').waitFor(WAIT);
      await page.getByTestId('earnings-disclaimer').waitFor(WAIT);
      await page.getByRole('link', { name: 'Invite Friends Now' }).click();
      await page.waitForURL('**/invite', WAIT);
      await page.locator('#invite-panel').waitFor(WAIT);
      await page.getByTestId('enrolment-bonus').waitFor(WAIT);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});
