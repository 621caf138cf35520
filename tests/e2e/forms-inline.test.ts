/**
 * Forms say what is wrong where it is wrong (docs/product.md#sign-up-and-sign-in), in headless
 * Chromium at 390 px: on login, register and the invitation sign-up page a failed check marks the
 * field (`aria-invalid`, the message under it, the focus on the first) beside the SPEC's toast; the
 * sign-up page names the sponsor and what joining gives, and its submit button stays in view with
 * the phone keyboard up (the viewport shrunk as `interactive-widget=resizes-content` makes it).
 * Every state is checked with axe and saved to test-results/screenshots.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { db, signUpUser, stack } from '../support/clients';
import { capture, toast, WAIT } from '../support/ui';

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

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  return context.newPage();
}

const invalidFields = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('form input[aria-invalid="true"]')].map((input) => (input as HTMLInputElement).name));

describe('inline field errors', () => {
  it(
    'marks the empty login fields and the short register password, beside the toasts',
    async () => {
      const page = await newPage();
      await page.goto(`${stack().appUrl}/auth/login`);
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Login', exact: true }).last().click();
      await toast(page, 'Validation Error', 'Email and password are required');
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
      await toast(page, 'Password Error');
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

      // The keyboard comes up: each field in turn takes the focus, and the button stays in view.
      await page.setViewportSize(KEYBOARD_UP);
      const submit = page.getByRole('button', { name: 'Create Account' });
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
      await toast(page, 'Invalid Email', 'Please enter a valid email address');
      expect(await invalidFields(page)).toEqual(['email']);
      await page.setViewportSize(PHONE);
      await capture(page, 'signup-field-errors-390');
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});
