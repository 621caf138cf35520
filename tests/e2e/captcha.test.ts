/**
 * Sign-in protection with CAPTCHA on (docs/operators.md#sign-in-protection), in headless Chromium on
 * a stack of this file's own started as `AUTH_CAPTCHA=on npm start` would be: the forms show the
 * widget (the local stand-in's script, allowed by the page's Content-Security-Policy, which fails the
 * test on any violation), register, log in and ask for a recovery link with its token, and the
 * widget gives a new token after each attempt. A forged token sent straight to the api is refused.
 * Photographed at 390 and 1280 px wide, checked with axe-core.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CAPTCHA_MESSAGES } from '../../contract/captcha';
import { launchBrowser, screenshot } from '../support/browser';
import { callApi, uniqueEmail } from '../support/clients';
import { startThrowawayStack } from '../support/throwaway-stack';
import { axeViolations, dismissCelebration, submitRegistration, WAIT, welcomeHeading } from '../support/ui';

let browser: Browser;
let running: Awaited<ReturnType<typeof startThrowawayStack>>;
const info = () => running.info;

beforeAll(async () => {
  [browser, running] = await Promise.all([launchBrowser(), startThrowawayStack({ authCaptcha: true })]);
}, 240_000);
afterAll(async () => {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  await browser?.close();
  await running?.dispose();
}, 120_000);

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** The stand-in widget in the form has given its token. */
async function verified(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Verify you are human' }).getByText('Success! You are verified (local stand-in).').waitFor(WAIT);
}

describe('the sign-in forms with CAPTCHA on', () => {
  const person = { name: 'Cass Captcha', email: uniqueEmail('cass'), password: 'cass-secret-1' };

  it('register shows the widget and creates the account with its token', async () => {
    const page = await newPage(390);
    await page.goto(`${info().appUrl}/auth/register`);
    await page.getByRole('heading', { name: 'Join the Money Train' }).waitFor(WAIT);
    await verified(page);
    await screenshot(page, 'captcha-register-390');
    expect(await axeViolations(page)).toEqual([]);
    await submitRegistration(page, person);
    // The new account is welcomed on Today by a celebration (docs/product.md#moments), a modal dialog
    // that hides the page under it from the accessibility tree once Today's next step has loaded: it
    // is closed first, else the heading's wait loses the race whenever the dialog opens before it looks.
    await dismissCelebration(page, 'Welcome to Money Train Academy!', 'Your account has been created successfully.');
    await page.getByRole('heading', { name: welcomeHeading(person.name) }).waitFor(WAIT);
  });

  it('login: a wrong password is refused, the widget gives a new token, and the right one signs in', async () => {
    const page = await newPage(1280);
    await page.goto(`${info().appUrl}/auth/login`);
    await verified(page);
    await screenshot(page, 'captcha-login-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password').first().waitFor(WAIT);
    // The spent token was replaced: the next attempt goes through.
    await verified(page);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard', WAIT);
  });

  it('forgot password sends the link with a token', async () => {
    const page = await newPage(390);
    await page.goto(`${info().appUrl}/auth/forgot-password`);
    await verified(page);
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('Check your e-mail.').waitFor(WAIT);
    await screenshot(page, 'captcha-forgot-password-390');
  });

  it('every form with the widget, at 390 and 1280 px', async () => {
    const forms = [
      ['register', '/auth/register'],
      ['login', '/auth/login'],
      ['forgot-password', '/auth/forgot-password'],
      ['signup-invitation', '/signup?ref=NOSUCHCODE&source=direct'],
      ['check-email', '/auth/check-email'],
    ] as const;
    for (const width of [390, 1280]) {
      const page = await newPage(width);
      for (const [name, path] of forms) {
        await page.goto(`${info().appUrl}${path}`);
        await verified(page);
        await screenshot(page, `captcha-form-${name}-${width}`);
      }
      await page.context().close();
    }
  });

  it('the api refuses a login without a token or with a forged one', async () => {
    const target = { apiUrl: info().apiUrl, anonKey: info().anonKey };
    const missing = await callApi('POST', '/api/auth/login', { target, body: { email: person.email, password: person.password } });
    expect(missing.json).toEqual({ message: CAPTCHA_MESSAGES.missing, error: 'captcha_failed', code: 'captcha_failed' });
    const forged = await callApi('POST', '/api/auth/login', {
      target,
      body: { email: person.email, password: person.password, captchaToken: 'stand-in.forged' },
    });
    expect(forged.json).toEqual({ message: CAPTCHA_MESSAGES.refused, error: 'captcha_failed', code: 'captcha_failed' });
  });
});
