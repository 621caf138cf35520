/**
 * The account e-mails end to end in headless Chromium, the mail read from the stack's catcher:
 *   - password recovery on the shared stack (confirmations off): "Forgot password?" on the login
 *     form, the same answer for any address, the link opening "Set a new password", the new
 *     password signing in; a used link says so;
 *   - e-mail confirmation on a stack of its own with it on: register ends on "Check your e-mail",
 *     Resend sends a new link, the link lands signed in on the dashboard; an unconfirmed login is
 *     sent to "Check your e-mail".
 * New screens are checked with axe-core and photographed at 390 and 1280 px wide.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from '../support/browser';
import { callApi, stack, uniqueEmail } from '../support/clients';
import { mailsTo, nextMail, verifyLink } from '../support/inbox';
import { startThrowawayStack } from '../support/throwaway-stack';
import { axeViolations, dismissCelebration, WAIT, welcomeHeading } from '../support/ui';

const WIDTHS = [390, 1280] as const;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** Closes every page (and its Realtime socket) so a stack can stop without waiting for them. */
async function closePages(): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/** Photographs the page at both widths (the same URL opened again at 390 px) and checks it with axe. */
async function photograph(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  expect(await axeViolations(page)).toEqual([]);
}

describe('password recovery (confirmations off)', () => {
  const person = { name: 'Rae Recover', email: uniqueEmail('rae'), password: 'old-password-1' };

  beforeAll(async () => {
    const registered = await callApi('POST', '/api/auth/register', { body: { name: person.name, email: person.email, password: person.password } });
    expect(registered.status).toBe(201);
  });

  it('Forgot password? → the same answer for any address → the link opens Set a new password → signed in', async () => {
    const page = await newPage(1280);
    await page.goto(`${stack().appUrl}/auth/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor(WAIT);
    await photograph(page, 'account-forgot-password');

    // An address nobody has gets the same answer, and no mail.
    const nobody = uniqueEmail('nobody');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText(`If an account exists for ${nobody}`).waitFor(WAIT);

    await page.getByLabel('Email').fill(person.email);
    const before = (await mailsTo(stack().inboxUrl, person.email)).length;
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText(`If an account exists for ${person.email}`).waitFor(WAIT);
    await photograph(page, 'account-forgot-password-sent');
    expect(await mailsTo(stack().inboxUrl, nobody)).toEqual([]);

    const link = verifyLink(await nextMail(stack().inboxUrl, person.email, before));
    await page.goto(link);
    await page.waitForURL('**/auth/reset-password', WAIT);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor(WAIT);
    expect(page.url()).not.toContain('access_token');
    await photograph(page, 'account-set-new-password');

    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Repeat the new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByTestId('field-error').filter({ hasText: 'The two passwords do not match' }).waitFor(WAIT);
    await page.getByLabel('Repeat the new password').fill('new-password-1');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL('**/dashboard', WAIT);
    await page.getByRole('heading', { name: welcomeHeading(person.name) }).waitFor(WAIT);

    // The used link now lands on the error screen, which offers a new one.
    await page.goto(link);
    await page.waitForURL('**/auth/callback', WAIT);
    await page.getByRole('heading', { name: 'This link did not work' }).waitFor(WAIT);
    await page.getByText('This link has expired or has already been used.').waitFor(WAIT);
    await photograph(page, 'account-link-used');

    const login = await callApi('POST', '/api/auth/login', { body: { email: person.email, password: 'new-password-1' } });
    expect(login.status).toBe(200);
    expect((await callApi('POST', '/api/auth/login', { body: { email: person.email, password: person.password } })).status).toBe(401);
  });

  it('looks right at 390 px: forgot password, set a new password without a session, a used link', async () => {
    const page = await newPage(390);
    await page.goto(`${stack().appUrl}/auth/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor(WAIT);
    await screenshot(page, 'account-forgot-password-390');
    await page.goto(`${stack().appUrl}/auth/reset-password`);
    await page.getByText('Open the link from your e-mail again, or ask for a new one.').waitFor(WAIT);
    await screenshot(page, 'account-set-new-password-no-session-390');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${stack().appUrl}/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`);
    await page.getByRole('heading', { name: 'This link did not work' }).waitFor(WAIT);
    await screenshot(page, 'account-link-used-390');
  });
});

describe('e-mail confirmation on (AUTH_CONFIRMATIONS=on)', () => {
  let running: Awaited<ReturnType<typeof startThrowawayStack>>;
  const info = () => running.info;

  beforeAll(async () => {
    running = await startThrowawayStack({ authConfirmations: true });
  }, 240_000);
  afterAll(async () => {
    await closePages();
    await running?.dispose();
  }, 120_000);

  it('register ends on Check your e-mail; Resend sends a new link; the link lands signed in on the dashboard', async () => {
    const person = { name: 'Cleo Confirm', email: `cleo-${randomUUID().slice(0, 8)}@example.com`, password: 'cleo-secret-1' };
    const page = await newPage(1280);
    await page.goto(`${info().appUrl}/auth/register`);
    await page.getByRole('heading', { name: 'Join the Money Train' }).waitFor(WAIT);
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/auth/check-email', WAIT);
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor(WAIT);
    await page.getByText(person.email).waitFor(WAIT);
    await photograph(page, 'account-check-email');
    const first = await nextMail(info().inboxUrl, person.email, 0);

    await pause(1100); // max_frequency
    await page.getByRole('button', { name: 'Resend the link' }).click();
    await page.getByText(`A new confirmation link is on its way to ${person.email}`).waitFor(WAIT);
    await photograph(page, 'account-check-email-resent');
    const second = await nextMail(info().inboxUrl, person.email, 1);
    expect(verifyLink(second)).not.toBe(verifyLink(first));

    await page.goto(verifyLink(second));
    await page.waitForURL('**/dashboard', WAIT);
    // Welcomed by a moment on Today, not a toast over its first screen.
    await dismissCelebration(page, 'Welcome to Money Train Academy!', 'Your e-mail address is confirmed. Welcome aboard!');
    await page.getByRole('heading', { name: welcomeHeading(person.name) }).waitFor(WAIT);
    await screenshot(page, 'account-confirmed-dashboard-1280');

    // The first link was replaced by the second.
    const other = await newPage(390);
    await other.goto(verifyLink(first));
    await other.getByRole('heading', { name: 'This link did not work' }).waitFor(WAIT);
  });

  it('an unconfirmed login says so and offers Resend', async () => {
    const person = { name: 'Una Unconfirmed', email: `una-${randomUUID().slice(0, 8)}@example.com`, password: 'una-secret-1' };
    const target = { apiUrl: info().apiUrl, anonKey: info().anonKey };
    const registered = await callApi('POST', '/api/auth/register', { target, body: { ...person, redirectTo: `${info().appUrl}/auth/callback` } });
    expect(registered.json).toMatchObject({ session: null });
    await nextMail(info().inboxUrl, person.email, 0);

    for (const width of WIDTHS) {
      const page = await newPage(width);
      await page.goto(`${info().appUrl}/auth/login`);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Login', exact: true }).last().click();
      await page.waitForURL('**/auth/check-email', WAIT);
      await page.getByText('Your e-mail address is not confirmed yet.').waitFor(WAIT);
      await screenshot(page, `account-unconfirmed-login-${width}`);
      if (width === 1280) {
        expect(await axeViolations(page)).toEqual([]);
        await pause(1100);
        await page.getByRole('button', { name: 'Resend the link' }).click();
        await page.getByText(`A new confirmation link is on its way to ${person.email}`).waitFor(WAIT);
        const mail = await nextMail(info().inboxUrl, person.email, 1);
        await page.goto(verifyLink(mail));
        await page.waitForURL('**/dashboard', WAIT);
        // The confirmed address is welcomed by a moment over Today, which hides the page's heading until it is put away.
        await dismissCelebration(page, 'Welcome to Money Train Academy!', 'Your e-mail address is confirmed. Welcome aboard!');
        await page.getByRole('heading', { name: welcomeHeading(person.name) }).waitFor(WAIT);
      }
    }
  });

  it('Check your e-mail at 390 px after a reload asks for the address', async () => {
    const page = await newPage(390);
    await page.goto(`${info().appUrl}/auth/check-email`);
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor(WAIT);
    await page.getByLabel('Email').waitFor(WAIT);
    await screenshot(page, 'account-check-email-390');
  });
});
