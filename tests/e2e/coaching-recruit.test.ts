/**
 * The recruit's side of coaching in Chromium (docs/product.md#coaching): a sponsor cheers (through the
 * api) and the recruit's next open of Today celebrates "Your sponsor cheered you" with the words, once;
 * the "Your sponsor" card shows the cheer; Ask for help refuses a claim inline keeping the text, then
 * sends the question, which becomes the sponsor's task; 48 hours later (the task's clock moved in the
 * database, the sweep run) the card says the sponsor's own sponsor has it; the answer's push link
 * (/dashboard?cheer=1) in the open tab celebrates it at once and leaves Today's own address. The
 * sponsor, a recruit too, has one team card with his sponsor's line, and Today within three phone
 * screens (the figure printed). The coaching switches on the profile save. At 390×844 and 1280×800, screenshots and axe on each screen. Every account is
 * this file's own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserOfFile } from '../support/browser';
import { callApi, db, signUpUser, stack, type SignedUpUser } from '../support/clients';
import { capture, celebration, dismissCelebration, logIn, tappable, toast, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 240_000;
const browser = browserOfFile();

interface Task {
  id: number;
  kind: string;
  member: { id: string };
  reason: string;
}

const inviteCode = async (person: SignedUpUser) =>
  (await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [person.user.id])).rows[0]!.code;

const tasksOf = async (sponsor: SignedUpUser): Promise<Task[]> => {
  const answer = await callApi('GET', '/api/team/coaching', { token: sponsor.session.access_token });
  expect(answer.status).toBe(200);
  return (answer.json as unknown as { tasks: Task[] }).tasks;
};

/** Today, opened afresh: the card once it has read the sponsor. */
async function openToday(page: Page): Promise<void> {
  await page.goto(`${stack().appUrl}/dashboard`);
  await page.getByTestId('your-sponsor').waitFor(WAIT);
}

describe('the recruit’s side of coaching', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])(
    'celebrates a cheer once, asks for help, and says who has the question after 48 hours at $width px',
    async (viewport) => {
      const shot = (name: string) => `coaching-recruit-${name}-${viewport.width}`;
      const tag = `${viewport.width}${Math.random().toString(36).slice(2, 6)}`;
      const upline = await signUpUser({ name: `Uma Upline ${tag}` });
      const sponsor = await signUpUser({ name: `Sam Sponsor ${tag}`, referralCode: await inviteCode(upline) });
      const recruit = await signUpUser({ name: `Ana Recruit ${tag}`, referralCode: await inviteCode(sponsor) });

      // The sponsor cheers from their queue (the welcome task).
      const welcome = (await tasksOf(sponsor)).find((task) => task.member.id === recruit.user.id && task.kind === 'welcome');
      expect(welcome).toBeDefined();
      const words = `So glad you joined, Ana! ${tag}`;
      const cheered = await callApi('POST', `/api/team/coaching/${welcome!.id}`, {
        token: sponsor.session.access_token,
        body: { action: 'cheer', message: words },
      });
      expect(cheered.status).toBe(200);

      // The recruit's next open celebrates it, with the words and who sent them.
      const page = await browser.page(viewport);
      await logIn(page, recruit);
      const dialog = await celebration(page, 'Your sponsor cheered you', `“${words}” — Sam Sponsor ${tag}`);
      await capture(page, shot('celebration'), { dialog: true });
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await page.getByTestId('celebration').waitFor({ state: 'detached', ...WAIT });
      const card = page.getByTestId('your-sponsor');
      await card.getByRole('heading', { name: `Your sponsor: Sam Sponsor ${tag}` }).waitFor(WAIT);
      // The sponsor's words isolated in the sentence (Unicode's first-strong isolate: web/src/features/coaching/user-text.ts).
      expect(await card.getByTestId('last-cheer').textContent()).toBe(`“\u2068${words}\u2069” · just now`);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const cardHeight = (await card.boundingBox())?.height ?? 0;
      console.info(
        `Today for a recruit with a cheer at ${viewport.width}x${viewport.height}: ${height} px (${(height / viewport.height).toFixed(2)} screens), the card ${cardHeight} px`,
      );
      await capture(page, shot('card'));

      // Seen once: the server keeps it, so opening Today again celebrates nothing.
      const cheers = await callApi('GET', `/api/users/${recruit.user.id}/cheers`, { token: recruit.session.access_token });
      expect(cheers.json).toMatchObject({ unseen: 0 });
      await openToday(page);
      await page.getByTestId('today-next-step').waitFor(WAIT);
      expect(await page.getByRole('dialog', { name: 'Your sponsor cheered you' }).count()).toBe(0);

      // Ask for help: a claim is refused under the field and the text stays.
      await card.getByRole('button', { name: 'Ask for help' }).click();
      const field = card.getByRole('textbox', { name: `Your question for Sam Sponsor ${tag}` });
      // The form opens in view: its field has the focus and Send is clear of the tab bar.
      await field.waitFor(WAIT);
      expect(await field.evaluate((node) => node === document.activeElement)).toBe(true);
      expect(await tappable(card.getByRole('button', { name: 'Send question' })), 'Send question can be tapped').toBe(true);
      await field.fill('How fast can I earn passive income here?');
      await card.getByRole('button', { name: 'Send question' }).click();
      await card.getByTestId('ask-for-help-error').filter({ hasText: 'may make a claim' }).waitFor(WAIT);
      expect(await field.inputValue()).toBe('How fast can I earn passive income here?');
      await capture(page, shot('refused'));
      const question = `How do I share my invite link? ${tag}`;
      await field.fill(question);
      await card.getByRole('button', { name: 'Send question' }).click();
      await card
        .getByTestId('help-status')
        .filter({ hasText: `Sam Sponsor ${tag} has your question.` })
        .waitFor(WAIT);
      // What she asked stays on her card while it waits.
      expect(await card.getByTestId('help-question').textContent()).toBe(`You asked: “${question}”`);
      await capture(page, shot('asked'));

      // The sponsor's task exists; nobody answers for 48 hours; the upline gets it.
      const struggling = (await tasksOf(sponsor)).find((task) => task.member.id === recruit.user.id && task.kind === 'struggling');
      expect(struggling?.reason).toBe(`Ana Recruit ${tag} asked for help`);

      // Sam is a sponsor with a task and a recruit with a cheer of his own: both cards on his Today,
      // which stays within three phone screens.
      const samWelcome = (await tasksOf(upline)).find((task) => task.member.id === sponsor.user.id && task.kind === 'welcome')!;
      const samCheer = `Welcome, Sam! Glad to have you on the team, and proud of your first recruit. ${tag}`;
      expect(
        (await callApi('POST', `/api/team/coaching/${samWelcome.id}`, { token: upline.session.access_token, body: { action: 'cheer', message: samCheer } }))
          .status,
      ).toBe(200);
      const samPage = await browser.page(viewport);
      await logIn(samPage, sponsor);
      await samPage.getByTestId('team-today').getByText(`Help Ana Recruit ${tag}`).waitFor(WAIT);
      await samPage.getByTestId('your-sponsor').waitFor(WAIT);
      // His cheer's moment closed: the page under it is measured.
      await dismissCelebration(samPage, 'Your sponsor cheered you', `“${samCheer}” — Uma Upline ${tag}`);
      const both = await samPage.evaluate(() => document.documentElement.scrollHeight);
      const combined = (await samPage.getByTestId('team-today').boundingBox())?.height ?? 0;
      console.info(
        `Today for a sponsor who is also a recruit at ${viewport.width}x${viewport.height}: ${both} px (${(both / 844).toFixed(2)} phone screens of 844), the team card with the sponsor's line ${combined} px`,
      );
      await capture(samPage, shot('sponsor-and-recruit'));
      expect(both).toBeLessThanOrEqual(3 * 844);
      await samPage.context().close();

      await db().query(`update app.coaching_tasks set created_at = now() - interval '49 hours' where id = $1`, [struggling!.id]);
      await db().query('select app.coaching_sweep()');
      expect((await tasksOf(upline)).some((task) => task.member.id === recruit.user.id && task.kind === 'struggling')).toBe(true);

      await openToday(page);
      await card
        .getByTestId('help-status')
        .filter({ hasText: `Sam Sponsor ${tag} did not get to it within 2 days, so Uma Upline ${tag} has your question now.` })
        .waitFor(WAIT);
      await capture(page, shot('escalated'));

      // The upline answers in the app: the card quotes the answer and who gave it.
      const escalated = (await tasksOf(upline)).find((task) => task.member.id === recruit.user.id && task.kind === 'struggling')!;
      const answer = await callApi('POST', `/api/team/coaching/${escalated.id}`, {
        token: upline.session.access_token,
        body: { action: 'cheer', message: 'Open Invite and tap Copy link.' },
      });
      expect(answer.status).toBe(200);
      // She taps the answer's push: the link (/dashboard?cheer=1) opens in the tab she has open on
      // Today, which reads her cheers again and celebrates at once, then drops the parameter.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/dashboard?cheer=1');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      // It celebrates as an answer, from whoever answered.
      const answered = await celebration(page, `Uma Upline ${tag} answered your question`, '“Open Invite and tap Copy link.”');
      // The question quoted apart, under the answer, left-aligned (not one centred paragraph).
      const quote = answered.getByTestId('celebration-quote');
      expect(await quote.textContent()).toBe(`You asked${question}`);
      expect(await quote.evaluate((element) => getComputedStyle(element).textAlign)).toBe('start');
      await capture(page, shot('answer-moment'), { dialog: true });
      expect(new URL(page.url()).search).toBe('');
      await answered.getByRole('button', { name: 'Not now' }).click();
      await card
        .getByTestId('help-status')
        .filter({ hasText: `Uma Upline ${tag} answered: “Open Invite and tap Copy link.”` })
        .waitFor(WAIT);
      await capture(page, shot('answered'));

      // The coaching switches on the profile.
      await page.goto(`${stack().appUrl}/profile`);
      const coached = page.getByRole('checkbox', { name: 'Let my sponsor coach me' });
      await page.getByTestId('coaching-coached').waitFor(WAIT);
      expect(await coached.isChecked()).toBe(true);
      await page.getByTestId('coaching-coached').locator('[data-part="control"]').click();
      await page.getByText(`Off: Sam Sponsor ${tag} gets no tasks about you.`, { exact: false }).waitFor(WAIT);
      await toast(page, 'Coaching preferences saved');
      const mine = await callApi('GET', `/api/users/${recruit.user.id}/coaching`, { token: recruit.session.access_token });
      expect(mine.json).toMatchObject({ coached: false, hideFromUpline: false });
      await page.getByRole('heading', { name: 'Coaching' }).scrollIntoViewIfNeeded();
      await capture(page, shot('profile'));
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'says a ready-made cheer a Spanish sponsor picked in the Arabic recruit’s own words, at 390 px',
    async () => {
      const tag = `ar${Math.random().toString(36).slice(2, 6)}`;
      const sponsor = await signUpUser({ name: `Sol Sponsor ${tag}` });
      const recruit = await signUpUser({ name: `Amal Recruit ${tag}`, referralCode: await inviteCode(sponsor) });
      for (const [person, name, locale] of [
        [sponsor, `Sol Sponsor ${tag}`, 'es'],
        [recruit, `Amal Recruit ${tag}`, 'ar'],
      ] as const) {
        const saved = await callApi('PUT', `/api/users/${person.user.id}/profile`, { token: person.session.access_token, body: { name, locale } });
        expect(saved.status).toBe(200);
      }
      // The Spanish chip, unchanged, goes as its id (the sponsor's screen; web/src/features/coaching cheerBody).
      const welcome = (await tasksOf(sponsor)).find((task) => task.member.id === recruit.user.id && task.kind === 'welcome');
      const cheered = await callApi('POST', `/api/team/coaching/${welcome!.id}`, {
        token: sponsor.session.access_token,
        body: { action: 'cheer', preset: 'proud' },
      });
      expect(cheered.status).toBe(200);

      const page = await browser.page({ width: 390, height: 844 });
      await logIn(page, recruit);
      const dialog = page.getByRole('dialog', { name: 'شجّعك راعيك' });
      await dialog.waitFor(WAIT);
      expect(await dialog.textContent()).toContain(`«أفتخر بك! واصل.» — Sol Sponsor ${tag}`);
      expect(await dialog.textContent()).not.toMatch(/Proud of you|orgullo/);
      await capture(page, 'coaching-recruit-preset-ar-390', { dialog: true });
      await dialog.getByRole('button').last().click();
      await page.getByTestId('your-sponsor').waitFor(WAIT);
      await page.getByTestId('last-cheer').waitFor(WAIT);
      expect(await page.getByTestId('last-cheer').textContent()).toContain('أفتخر بك! واصل.');
      await capture(page, 'coaching-recruit-preset-card-ar-390');
    },
    FLOW_TIMEOUT,
  );
});
