/**
 * My Team in Chromium: a sponsor with a two-level team (one member stuck) sees both levels and the
 * totals, nudges the stuck member (the e-mail arrives in the catcher), and a second nudge the same
 * week, from a page opened before the first, is refused with a message on screen; the member turns reminders off from the e-mail's link. A learner
 * with no team sees how to build one. A sponsor of 55 sees the first 50 members and the rest after
 * "Show more members", with the whole team's totals from the start. Screenshots at 390 and 1280
 * px, axe on each screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { createAuthAccounts } from '../support/accounts';
import { callApi, closeDb, db, stack, uniqueEmail } from '../support/clients';
import { waitForMail } from '../support/mail';
import { capture, logIn, toast, toastsOverControls, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;

interface Person {
  name: string;
  email: string;
  password: string;
  id?: string;
}

async function register(person: Person, referralCode?: string): Promise<string> {
  const answer = await callApi('POST', '/api/auth/register', { body: { ...person, phone: '', referralCode } });
  expect(answer.status).toBe(201);
  person.id = (answer.json?.user as { id: string }).id;
  return (await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [person.id])).rows[0]!.code;
}

describe('my team', () => {
  let browser: Browser;
  const sponsor: Person = { name: 'Tia Sponsor', email: uniqueEmail('tia'), password: 'tia-secret-1' };
  const first: Person = { name: 'Uma Active', email: uniqueEmail('uma'), password: 'uma-secret-1' };
  const second: Person = { name: 'Vic Quiet', email: uniqueEmail('vic'), password: 'vic-secret-1' };

  async function page(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    // Copy Link writes the clipboard, which the headless shell allows only when granted, as a
    // browser asks a person (learner.test and rewards.test grant it too).
    await context.grantPermissions(['clipboard-write'], { origin: stack().appUrl });
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const sponsorCode = await register(sponsor);
    const firstCode = await register(first, sponsorCode);
    await register(second, firstCode);
    await db().query(`update public.profiles set created_at = now() - interval '12 days', last_login_on = null where id = $1`, [second.id]);
  });

  afterAll(async () => {
    await closeDb();
    await browser?.close();
  });

  it(
    'a sponsor sees two levels and nudges the stuck member once a week',
    async () => {
      const tab = await page(1280);
      await logIn(tab, sponsor);
      expect(await tab.getByRole('link', { name: 'My Team' }).first().getAttribute('href')).toBe('/team');
      // A fresh load, so the login toast is not in the screenshot.
      await tab.goto(`${stack().appUrl}/team`);
      await tab.getByRole('heading', { level: 1, name: 'My Team' }).waitFor(WAIT);
      await tab.getByTestId('team-member').filter({ hasText: second.name }).waitFor(WAIT);
      expect(await tab.getByTestId('team-totals').textContent()).toContain('Team members2');
      const quiet = tab.getByTestId('team-member').filter({ hasText: second.name });
      expect(await quiet.textContent()).toContain(`via ${first.name}`);
      expect(await quiet.textContent()).toContain('Stuck');
      expect(
        await tab
          .getByTestId('team-member')
          .filter({ has: tab.getByText(first.name, { exact: true }) })
          .textContent(),
      ).not.toContain('Stuck');
      expect(await tab.content()).not.toContain(second.email);
      await capture(tab, 'team-1280');

      // Another sponsor up the line has My Team open from before the nudge: the button is still there.
      const stale = await page(390);
      await logIn(stale, first, '/team');
      await stale.getByRole('heading', { level: 1, name: 'My Team' }).waitFor(WAIT);
      const staleQuiet = stale.getByTestId('team-member').filter({ hasText: second.name });
      await staleQuiet.getByRole('button', { name: `Nudge ${second.name}` }).waitFor(WAIT);

      await quiet.getByRole('button', { name: `Nudge ${second.name}` }).click();
      await toast(tab, 'Nudge Sent');
      await quiet.getByText('Nudged this week').waitFor(WAIT);
      const mail = await waitForMail(second.email, `${sponsor.name} is cheering you on`);
      expect(mail.text).toContain('Your next stop is Station 1');

      // A second nudge the same week, from the page opened before it, is refused with the reason on screen;
      // reloaded, the list shows the member as nudged.
      await staleQuiet.getByRole('button', { name: `Nudge ${second.name}` }).click();
      await stale
        .getByTestId('toast')
        .filter({ hasText: /was nudged on .+\. One nudge a week per member\./ })
        .first()
        .waitFor(WAIT);
      await stale.reload();
      await staleQuiet.getByText('Nudged this week').waitFor(WAIT);
      await capture(stale, 'team-390');
      const login = await callApi('POST', '/api/auth/login', { body: { email: first.email, password: first.password } });
      const token = (login.json?.session as { access_token: string }).access_token;
      const refused = await callApi('POST', `/api/team/${second.id}/nudge`, { token });
      expect(refused.status).toBe(409);
      expect(refused.json?.message).toMatch(/One nudge a week per member\./);

      // The member turns reminders off from the link in the e-mail, without signing in.
      const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)![0];
      const member = await page(390);
      await member.goto(link);
      await member.getByRole('button', { name: 'Turn off reminders' }).click();
      await member.getByTestId('unsubscribed').waitFor(WAIT);
      await capture(member, 'unsubscribe-390');
      const { rows } = await db().query('select nudges_enabled from public.profiles where id = $1', [second.id]);
      expect(rows[0]?.nudges_enabled).toBe(false);
    },
    FLOW_TIMEOUT,
  );

  it(
    'a sponsor of 55 sees 50 members, then the rest after Show more',
    async () => {
      const big: Person = { name: 'Wes Builder', email: uniqueEmail('wes'), password: 'wes-secret-1' };
      const [made] = await createAuthAccounts(db(), { emails: [big.email], password: big.password, bcryptCost: 4, meta: [{ name: big.name }] });
      const members = await createAuthAccounts(db(), {
        emails: Array.from({ length: 55 }, (_, index) => uniqueEmail(`crew${index}`)),
        meta: Array.from({ length: 55 }, (_, index) => ({ name: `Crew Member ${String(index + 1).padStart(2, '0')}` })),
        bcryptCost: 4,
        identities: false,
      });
      // Straight into app.referrals, as the signups with the sponsor's code would have recorded them.
      await db().query(
        `insert into app.referrals (referrer_id, referred_id, referred_email, mailbox)
         select $1, m.id, m.email, m.email from unnest($2::uuid[], $3::text[]) as m(id, email)`,
        [made!.id, members.map((member) => member.id), members.map((member) => member.email)],
      );
      for (const width of [1280, 390]) {
        const tab = await page(width);
        await logIn(tab, big, '/team');
        await tab.getByRole('heading', { level: 1, name: 'My Team' }).waitFor(WAIT);
        await tab.getByText('Showing 50 of 55 members').waitFor(WAIT);
        expect(await tab.getByTestId('team-member').count()).toBe(50);
        expect(await tab.getByTestId('team-totals').textContent()).toContain('Team members55');
        // Listed once: the invite panel's "Your referrals" sums them up under My Team (none paid: inserted directly).
        expect(await tab.getByText('Joined with your link (55)').count()).toBe(2);
        expect(await tab.getByTestId('your-referrals').getByTestId('joined-list').count()).toBe(0);
        expect(await tab.getByTestId('joined-summary').textContent()).toMatch(
          /^They are listed in My Team above\. Paid: 0 \(\+\d+ tokens each\), not paid yet: 55\.$/,
        );
        await capture(tab, `team-more-${width}`);
        await tab.getByRole('button', { name: 'Show more members' }).click();
        await tab.getByText('Showing 55 of 55 members').waitFor(WAIT);
        expect(await tab.getByTestId('team-member').count()).toBe(55);
        expect(await tab.getByRole('button', { name: 'Show more members' }).count()).toBe(0);
        const names = await tab.getByTestId('team-member').evaluateAll((rows) => rows.map((row) => /Crew Member \d+/.exec(row.textContent ?? '')?.[0]));
        expect(new Set(names).size).toBe(55);
        if (width === 390) {
          // "Copied!" while the calculator's link sits right above the tab bar, where the toast rises
          // (the walk's 390 px screen): the toast moves past it and covers no control on screen
          // (docs/product.md#notifications).
          await tab.getByRole('button', { name: 'Copy Link' }).click();
          await toast(tab, 'Copied!');
          await tab.getByRole('link', { name: 'Open the calculator' }).evaluate((link) => {
            link.scrollIntoView({ block: 'end' });
            window.scrollBy(0, 72);
          });
          // The link is where the toast rises by default (just above the bar), so the check can fail.
          const barTop = (await tab.getByTestId('tab-bar').boundingBox())!.y;
          const linkBox = (await tab.getByRole('link', { name: 'Open the calculator' }).boundingBox())!;
          expect(barTop - (linkBox.y + linkBox.height)).toBeLessThan(60);
          await expect.poll(() => toastsOverControls(tab), WAIT).toEqual([]);
          await toast(tab, 'Copied!');
          await tab.screenshot({ path: 'test-results/screenshots/team-copied-390.png' });
        }
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'a learner with no team is told how to build one',
    async () => {
      const tab = await page(390);
      await logIn(tab, second, '/team');
      await tab.getByText('No one has joined with your link yet.', { exact: false }).waitFor(WAIT);
      await capture(tab, 'team-empty-390');
    },
    FLOW_TIMEOUT,
  );
});
