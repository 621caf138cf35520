/**
 * Forms say what is wrong where it is wrong (docs/product.md#sign-up-and-sign-in), in headless
 * Chromium at 390 px: on login, register and the invitation sign-up page a failed check marks the
 * field (`aria-invalid`, the message under it, the focus on the first) and says the SPEC's title and
 * message above the button, with no toast over the button or the inline error (their boxes are
 * compared: docs/product.md#notifications). (A refused login's "Login Failed" is said in the same
 * place: unit-tested, so this file spends none of 127.0.0.1's sign-in budget.) The sign-up page names the sponsor and what joining gives, and its submit button stays in view with
 * the phone keyboard up (the viewport shrunk as `interactive-widget=resizes-content` makes it), "Missing Information" above it. After
 * signing up or logging in, no toast covers Today's heading or its next-step button (the welcome is
 * a celebration). Every state is checked with axe and saved to test-results/screenshots.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { db, signUpUser, stack } from '../support/clients';
import { capture, celebration, logIn, toastsOver, WAIT, welcomeHeading } from '../support/ui';

const FLOW_TIMEOUT = 120_000;
const PHONE = { width: 390, height: 844 };
/** A 390×844 phone with its keyboard up: about 470 px of page stay visible. */
const KEYBOARD_UP = { width: 390, height: 470 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  return context.newPage();
}

/**
 * The form's problem with `title` and `description`, said once: at its field when it is that field's
 * own message, else above the button; no toast over the button or the problem, now or once the page is idle.
 */
async function saidOnce(page: Page, button: string, title: string, description?: string) {
  const said = page.getByTestId('form-problem').or(page.getByTestId('field-error'));
  const problem = said.filter({ hasText: title });
  await (description ? problem.filter({ hasText: description }) : problem).waitFor(WAIT);
  if (description) expect(await said.filter({ hasText: description }).count(), `"${description}" said once`).toBe(1);
  const targets = { [button]: page.getByRole('button', { name: button, exact: true }).last(), 'the inline error': problem };
  expect(await toastsOver(page, targets)).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(await toastsOver(page, targets)).toEqual([]);
  expect(await page.getByTestId('toast').count()).toBe(0);
}

/** Today's first screen with nothing over its heading or its next-step button. */
async function todayUncovered(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name: welcomeHeading(name) });
  const next = page.getByTestId('today-next-step').getByRole('link');
  await heading.waitFor(WAIT);
  await next.waitFor(WAIT);
  const targets = { "Today's heading": heading, "Today's next step": next };
  expect(await toastsOver(page, targets)).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(await toastsOver(page, targets)).toEqual([]);
  expect(await page.getByTestId('toast').count()).toBe(0);
}

const invalidFields = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('form input[aria-invalid="true"]')].map((input) => (input as HTMLInputElement).name));

describe('inline field errors', () => {
  it(
    'shows a bad e-mail and a short password together on the first sign-up submit, each under its field with its title as the heading (390 and 1280 px)',
    async () => {
      for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
        const page = await newPage(viewport);
        await page.goto(`${stack().appUrl}/signup`);
        await page.getByRole('heading', { name: 'Create Your Account' }).waitFor(WAIT);
        // A registration page's header offers Login only (its Register led to the page itself).
        expect(await page.locator('header').getByRole('link', { name: 'Register' }).count()).toBe(0);
        await page.getByLabel('Name', { exact: true }).fill('Two Mistakes');
        await page.getByLabel('Email', { exact: true }).fill('two.example.com');
        await page.getByLabel('Password', { exact: true }).fill('abc');
        await page.getByRole('button', { name: 'Create Account' }).click();
        const errors = page.getByTestId('field-error');
        await errors.nth(1).waitFor(WAIT);
        expect(await invalidFields(page)).toEqual(['email', 'password']);
        expect(await errors.locator('strong').allTextContents()).toEqual(['Invalid Email', 'Password Too Short']);
        expect(await errors.allTextContents()).toEqual([
          'Invalid EmailPlease enter a valid email address',
          'Password Too ShortPassword must be at least 6 characters',
        ]);
        expect(await page.getByTestId('form-problem').count()).toBe(0);
        await saidOnce(page, 'Create Account', 'Password Too Short', 'Password must be at least 6 characters');
        await capture(page, `signup-two-mistakes-${viewport.width}`);
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'marks the empty login fields and the short register password, each problem said once with no toast over it',
    async () => {
      const page = await newPage();
      await page.goto(`${stack().appUrl}/auth/login`);
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Login', exact: true }).last().click();
      await saidOnce(page, 'Login', 'Validation Error', 'Email and password are required');
      expect(await invalidFields(page)).toEqual(['email', 'password']);
      await page.getByText('Enter your email address').waitFor(WAIT);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
      await capture(page, 'login-field-errors-390');
      await page.getByLabel('Email').fill('someone@example.com');
      expect(await invalidFields(page)).toEqual(['password']);

      await page.goto(`${stack().appUrl}/auth/register`);
      await page.getByRole('heading', { name: 'Join the Money Train' }).waitFor(WAIT);
      await page.getByLabel('Name').fill('Shorty');
      await page.getByLabel('Email').fill('shorty@example.com');
      await page.getByLabel('Password').fill('abc');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await saidOnce(page, 'Create Account', 'Password Error');
      expect(await invalidFields(page)).toEqual(['password']);
      await capture(page, 'register-field-errors-390');
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'names the sponsor and what joining gives on the invitation sign-up page, keeps Create Account above the keyboard, and marks a bad e-mail',
    async () => {
      const sponsor = await signUpUser({ name: `Sami Sponsor ${randomUUID().slice(0, 4)}` });
      const { rows } = await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [sponsor.user.id]);
      const page = await newPage();
      await page.goto(`${stack().appUrl}/signup?ref=${rows[0]!.invite_code}&sponsor=x&source=whatsapp`);
      await page.getByText(`You were invited by ${sponsor.user.user_metadata.name as string}`).waitFor(WAIT);
      await page.getByTestId('invitation-offer').waitFor(WAIT);
      expect(await page.getByTestId('invitation-offer').textContent()).toContain('tokens for every station');
      await capture(page, 'signup-invitation-390');

      // At rest (no field focused) the button stays in its place under the form: it covers no helper on the first screen.
      const submit = page.getByRole('button', { name: 'Create Account' });
      const helper = await page.getByText('At least 6 characters').boundingBox();
      const resting = await submit.boundingBox();
      expect(resting!.y, 'Create Account at rest starts below the password helper').toBeGreaterThanOrEqual(helper!.y + helper!.height);

      // Sent empty: the focus goes to Name, and "Missing Information" above Create Account is on screen
      // with it, clear of the button stuck under the form.
      await submit.click();
      const missing = page.getByTestId('form-problem').filter({ hasText: 'Missing Information' });
      await missing.waitFor(WAIT);
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'name');
      const notice = (await missing.boundingBox())!;
      const stuck = (await submit.boundingBox())!;
      const nameBox = (await page.getByLabel('Name', { exact: true }).boundingBox())!;
      const header = (await page.locator('header').boundingBox())!;
      expect(nameBox.y, 'Name is below the header').toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(notice.y, 'the notice is on screen').toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(notice.y + notice.height, 'the notice ends above Create Account').toBeLessThanOrEqual(stuck.y);
      expect(stuck.y + stuck.height, 'Create Account is on screen').toBeLessThanOrEqual(PHONE.height);
      // And every field's own message is on screen above them, not under a stuck bar.
      for (const message of await page.getByTestId('field-error').all()) {
        const [box, text] = [(await message.boundingBox())!, (await message.textContent()) ?? ''];
        expect(box.y, text).toBeGreaterThanOrEqual(nameBox.y);
        expect(box.y + box.height, text).toBeLessThanOrEqual(notice.y);
      }
      expect(await page.getByTestId('field-error').count()).toBe(3);
      await capture(page, 'signup-missing-390', { dialog: true });

      // The keyboard comes up: each field in turn takes the focus, and the button stays in view.
      await page.setViewportSize(KEYBOARD_UP);
      for (const label of ['Name', 'Email', 'Password']) {
        await page.getByLabel(label, { exact: true }).focus();
        const box = await submit.boundingBox();
        expect(box, label).not.toBeNull();
        expect(box!.y, label).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, label).toBeLessThanOrEqual(KEYBOARD_UP.height);
      }
      await page.getByLabel('Name', { exact: true }).fill('Newcomer');
      await page.getByLabel('Email', { exact: true }).fill('newcomer.example.com');
      await page.getByLabel('Password', { exact: true }).fill('secret-pw');
      await submit.click();
      await saidOnce(page, 'Create Account', 'Invalid Email', 'Please enter a valid email address');
      expect(await invalidFields(page)).toEqual(['email']);
      // The page brought the field and its message into view, clear of the button stuck above the keyboard.
      const message = (await page.getByTestId('field-error').boundingBox())!;
      const button = (await submit.boundingBox())!;
      expect(message.y, 'the message is on screen').toBeGreaterThanOrEqual(0);
      expect(message.y + message.height, 'the message ends above Create Account').toBeLessThanOrEqual(button.y);
      await page.setViewportSize(PHONE);
      await saidOnce(page, 'Create Account', 'Invalid Email');
      await capture(page, 'signup-field-errors-390');

      // Put right, the account is made: Today welcomes it with a moment thanking the sponsor, no toast over its first screen.
      const name = `Newcomer ${randomUUID().slice(0, 4)}`;
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Email', { exact: true }).fill(`newcomer.${randomUUID().slice(0, 8)}@example.com`);
      await submit.click();
      await page.waitForURL('**/dashboard', WAIT);
      const welcome = await celebration(
        page,
        'Welcome to Money Train Academy!',
        `Thank you for joining through ${sponsor.user.user_metadata.name as string}'s invitation.`,
      );
      await capture(page, 'signup-welcome-390', { dialog: true });
      await welcome.getByRole('button', { name: 'Not now' }).click();
      await todayUncovered(page, name);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it.each([PHONE, { width: 1280, height: 800 }])(
    "after logging in, no toast covers Today's heading or next step ($width px)",
    async (viewport) => {
      const learner = await signUpUser({ name: `Lou Login ${viewport.width}` });
      const page = await newPage(viewport);
      await logIn(page, learner);
      await todayUncovered(page, `Lou Login ${viewport.width}`);
      await capture(page, `today-after-login-${viewport.width}`);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});
