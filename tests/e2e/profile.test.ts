/**
 * The profile page end to end in headless Chromium against the real stack (docs/account-lifecycle.md):
 * reached from the header's name (desktop) or the menu (phone); a new name shows in the header of
 * this tab and of another open tab and on the leaderboard; mistakes are named next to their field;
 * an e-mail change waits for the link the mail catcher received, which then moves the account; a
 * password change needs the current one; "E-mails from my sponsor" turns nudges off; deleting the account needs DELETE typed and ends signed out on the landing page,
 * with the old password refused. Screens at 1280 and 390 px go to test-results/screenshots and
 * through axe-core.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { showAllTime } from '../support/leaderboard-rows';
import { launchBrowser, screenshot } from '../support/browser';
import { anonClient, callApi, db, uniqueEmail } from '../support/clients';
import { verifyLink } from '../support/inbox';
import { waitForMail } from '../support/mail';
import { capture, dashboardReady, dismissCelebration, logIn, openLeague, toast, WAIT } from '../support/ui';

interface Person {
  name: string;
  email: string;
  password: string;
}

async function register(name: string): Promise<Person> {
  const person = { name, email: uniqueEmail('profile'), password: `${name.split(' ')[0]!.toLowerCase()}-secret-1` };
  const answer = await callApi('POST', '/api/auth/register', {
    body: { name: person.name, email: person.email, password: person.password, phone: '+1 555 0142' },
  });
  expect(answer.status).toBe(201);
  return person;
}

const headerName = (page: Page) => page.getByTestId('header-user-name');

describe('the profile page', () => {
  let browser: Browser;
  /** A fresh browser profile per person (storage of its own), at desktop or phone size. */
  async function newPage(size: 'desktop' | 'phone'): Promise<Page> {
    const context = await browser.newContext(
      size === 'desktop' ? { viewport: { width: 1280, height: 900 } } : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    );
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    // What each open page showed when a step failed, for the CI artefacts.
    const pages = browser.contexts().flatMap((browserContext) => browserContext.pages());
    for (const [index, page] of pages.entries()) await screenshot(page, `profile-failed-${context.task.name.replace(/\W+/g, '-')}-${index}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('changes name and phone from the header link; the header of another tab and the leaderboard follow', async () => {
    const person = await register('Paula Profile');
    const page = await newPage('desktop');
    await logIn(page, person);
    await dashboardReady(page, person.name);
    const otherTab = await page.context().newPage();
    await openLeague(otherTab);

    await headerName(page).click();
    await page.waitForURL('**/profile', WAIT);
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor(WAIT);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(person.name);
    expect(await page.getByLabel(/^Phone/).inputValue()).toBe('+1 555 0142');
    expect(await page.getByTestId('profile-email').textContent()).toBe(person.email);
    await capture(page, 'profile-1280');

    // A mistake is named under its field, and the other field keeps what was typed.
    await page.getByLabel(/^Phone/).fill('+44 20 7946 0000');
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Name is required').waitFor(WAIT);
    expect(await page.getByLabel(/^Phone/).inputValue()).toBe('+44 20 7946 0000');
    await capture(page, 'profile-details-error-1280');

    await page.getByLabel('Name', { exact: true }).fill('Paula Renamed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Profile Saved');
    await headerName(page).filter({ hasText: 'Paula Renamed' }).waitFor(WAIT);
    await headerName(otherTab).filter({ hasText: 'Paula Renamed' }).waitFor(WAIT);
    await showAllTime(otherTab);
    await otherTab.locator('[data-testid="leaderboard-row"][data-you]').filter({ hasText: 'Paula Renamed' }).waitFor(WAIT);
    const { rows } = await db().query('select p.name, p.phone from public.profiles p join auth.users u using (id) where u.email = $1', [person.email]);
    expect(rows[0]).toEqual({ name: 'Paula Renamed', phone: '+44 20 7946 0000' });
    await otherTab.close();
  });

  it('asks for the current password; the e-mail change link from the mail catcher moves the account; sponsor e-mails turn off', async () => {
    const person = await register('Pete Password');
    const page = await newPage('desktop');
    await logIn(page, person);
    await page.goto(page.url().replace(/\/dashboard$/, '/profile'));
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor(WAIT);

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('pete-secret-2');
    await page.getByLabel('New password again').fill('pete-secret-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('password-error').filter({ hasText: 'Your current password is not right' }).waitFor(WAIT);
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('pete-secret-2');

    await page.getByLabel('Current password').fill(person.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password Changed');
    expect((await anonClient().auth.signInWithPassword({ email: person.email, password: person.password })).error).not.toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: person.email, password: 'pete-secret-2' })).error).toBeNull();

    const next = uniqueEmail('pete-new');
    await page.getByLabel('New e-mail address').fill(next);
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByTestId('pending-email').filter({ hasText: next }).waitFor(WAIT);
    expect(await page.getByTestId('profile-email').textContent()).toBe(person.email);
    const mail = await waitForMail(next, 'Confirm your new Money Train Academy address');
    expect(mail.text).toMatch(/type=email_change/);
    await capture(page, 'profile-email-pending-1280');

    // double_confirm_changes: the current address gets a link too. The new address's link alone
    // asks for the other one; the second link lands signed in on the dashboard, and the profile then
    // shows the new address.
    const currentMail = await waitForMail(person.email, 'Confirm your new Money Train Academy address');
    await page.goto(verifyLink(mail));
    await page.getByText('Check your other inbox').waitFor(WAIT);
    await page.goto(verifyLink(currentMail));
    await page.waitForURL('**/dashboard', WAIT);
    // Said by a moment on Today, not a toast over its first screen.
    await dismissCelebration(page, 'E-mail Confirmed', 'Your new e-mail address is confirmed.');
    await headerName(page).click();
    await page.waitForURL('**/profile', WAIT);
    await page.getByTestId('profile-email').filter({ hasText: next }).waitFor(WAIT);
    expect(await page.getByTestId('pending-email').count()).toBe(0);
    expect((await anonClient().auth.signInWithPassword({ email: next, password: 'pete-secret-2' })).error).toBeNull();

    // E-mails from my sponsor: on by default, turned off here, saved on the profile row.
    const sponsorEmails = page.getByRole('checkbox', { name: 'E-mails from my sponsor' });
    await page.getByText(/can send you a reminder e-mail/).waitFor(WAIT);
    expect(await sponsorEmails.isChecked()).toBe(true);
    await page.getByTestId('sponsor-emails').click();
    await toast(page, 'Nudges', 'Your sponsor can no longer send you reminders.');
    await page.getByText('Off: your sponsor cannot send you reminder e-mails.').waitFor(WAIT);
    const { rows } = await db().query('select p.nudges_enabled from public.profiles p join auth.users u using (id) where u.email = $1', [next]);
    expect(rows[0]).toEqual({ nudges_enabled: false });
    await capture(page, 'profile-sponsor-emails-off-1280');
  });

  it('deletes the account on a phone after DELETE is typed, and the old login stops working', async () => {
    const person = await register('Dana Delete');
    const page = await newPage('phone');
    await logIn(page, person);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL('**/profile', WAIT);
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor(WAIT);
    await capture(page, 'profile-390');

    await page.getByLabel('Type DELETE to confirm').fill('delete');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Type DELETE to confirm', { exact: true }).last().waitFor(WAIT);
    await capture(page, 'profile-delete-error-390');

    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await toast(page, 'Account Deleted');
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    await capture(page, 'profile-deleted-landing-390');
    expect(await page.evaluate(() => window.localStorage.getItem('mta.currentUser'))).toBeNull();

    const login = await callApi('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect(login.status).toBe(401);
    const { rows } = await db().query(
      `select count(*)::int as n from public.profiles where name = 'Deleted learner' and deleted_at > now() - interval '1 minute'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
