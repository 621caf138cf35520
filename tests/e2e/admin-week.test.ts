/**
 * The admin's week (docs/product.md#admin-home, #content-manager, #navigation) in headless Chromium
 * against the real stack, at 390 and 1280 px:
 * - an administrator's login lands on the admin home (drafts, the fulfilment queue, the week's
 *   figures), with Admin, Manage and Insights in the phone's tab bar and Today one tap away; a
 *   learner's login still lands on Today, and the admin home turns a learner away;
 * - the content manager fits a phone: every section folded, its height measured folded and open
 *   (printed), within three screens folded, never wider than the screen, and a long form's save bar
 *   stays on screen;
 * - a course created in the content manager is a draft a learner cannot find or open, until the
 *   administrator publishes it after a question saying what learners will see;
 * - a quiz's income claim is said once, in the form between the header and the save bar with the field
 *   named (no toast), and a quiz of a draft course is "Saved as a draft".
 * Every screen is checked with axe and saved to test-results/screenshots as `admin-week-*`.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserOfFile, screenshotDir } from '../support/browser';
import { callApi, signUpUser, stack } from '../support/clients';
import { draftFromAdminHome } from '../support/courses';
import { capture, logIn, openSection, saidIn, toast, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 240_000;
const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The folded content manager stays within this many phone screens. */
const FOLDED_SCREENS = 3;

const { page: newPage } = browserOfFile();

const url = (path: string) => `${stack().appUrl}${path}`;

/** The page's height and how far it scrolls sideways. */
const pageSize = (page: Page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));

/** Every section's summary has arrived (none says "Loading…"). */
const summariesLoaded = (page: Page) =>
  page.waitForFunction(
    () => {
      const lines = [...document.querySelectorAll('[data-testid="fold-summary"]')].map((line) => line.textContent);
      return lines.length === 8 && lines.every((line) => line && line !== 'Loading…');
    },
    undefined,
    WAIT,
  );

describe("the admin's week", () => {
  it(
    'an administrator lands on the admin home, with Admin, Manage and Insights in the phone tab bar; a learner lands on Today',
    async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const w = viewport.width;
        const page = await newPage(viewport);
        await logIn(page, ADMIN, '/admin');
        await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor(WAIT);
        await page.getByTestId('admin-home-figure-signups').waitFor(WAIT);
        await page.getByTestId('admin-home-waiting').waitFor(WAIT);
        await page.getByTestId('admin-home-drafts').or(page.getByText('No drafts: every course is published.')).first().waitFor(WAIT);
        await page.reload();
        await page.getByTestId('admin-home-figure-signups').waitFor(WAIT);
        await capture(page, `admin-week-home-${w}`);
        expect((await pageSize(page)).sideways).toBe(0);

        if (w === PHONE.width) {
          const tabs = page.getByRole('navigation', { name: 'Tabs' });
          await tabs.getByRole('link', { name: 'Admin' }).waitFor(WAIT);
          expect(await tabs.getByRole('link').allTextContents()).toEqual(['Admin', 'Manage', 'Insights', 'Dashboard', 'Courses']);
          expect(await tabs.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
          await tabs.getByRole('link', { name: 'Manage', exact: true }).click();
          await page.getByRole('heading', { level: 1, name: 'Content Manager' }).waitFor(WAIT);
          await tabs.getByRole('link', { name: 'Insights' }).click();
          await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor(WAIT);
          // Their own Today is one tap away.
          await tabs.getByRole('link', { name: 'Dashboard' }).click();
          await page.waitForURL('**/dashboard', WAIT);
          await tabs.getByRole('link', { name: 'Admin' }).click();
          await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor(WAIT);
        } else {
          // At 1280 px the header shows an administrator's own places, as their tab bar does; the Menu
          // holds the rest (all nine would push Logout off the screen): docs/product.md#header.
          const main = page.getByRole('navigation', { name: 'Main' });
          expect(await main.first().getByRole('link').allTextContents()).toEqual(['Admin Home', 'Manage', 'Insights', 'Dashboard', 'Courses']);
          await page.getByRole('button', { name: 'Menu' }).click();
          const menu = page.locator('#mobile-menu').getByRole('link');
          expect(await menu.allTextContents()).toEqual(['League', 'Rewards', 'My Team', 'Earnings', 'Profile']);
          await capture(page, `admin-week-header-menu-${w}`);
          await page.getByRole('button', { name: 'Menu' }).click();
          await page
            .getByRole('navigation', { name: 'Admin places' })
            .getByRole('link', { name: /^Dashboard/ })
            .click();
          await page.waitForURL('**/dashboard', WAIT);
        }
        await page.context().close();
      }

      // A learner's login still lands on Today, with the learner's tabs; the admin home turns them away.
      const learner = await signUpUser({ name: 'Lena Learner' });
      const page = await newPage(PHONE);
      await logIn(page, learner);
      const tabs = page.getByRole('navigation', { name: 'Tabs' });
      await tabs.getByRole('link', { name: 'Dashboard' }).waitFor(WAIT);
      expect(await tabs.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Courses', 'League', 'Rewards', 'My Team']);
      await page.goto(url('/admin'));
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor(WAIT);
      await page.getByText('Only administrators can access the admin home.').waitFor(WAIT);
      await capture(page, 'admin-week-home-learner-390');
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'the content manager fits a phone: folded within three screens, never wider than the screen, a long form’s save bar on screen',
    async () => {
      const figures: string[] = [];
      for (const viewport of [PHONE, DESKTOP]) {
        const w = viewport.width;
        const page = await newPage(viewport);
        await logIn(page, ADMIN, '/content-manager');
        await summariesLoaded(page);
        const folded = await pageSize(page);
        await capture(page, `admin-week-content-manager-folded-${w}`);

        await page.getByRole('button', { name: 'Open every section' }).click();
        // Each section's content has arrived.
        await page.locator('[data-testid^="admin-course-"]').first().waitFor(WAIT);
        await page.locator('[data-testid^="admin-quiz-"]').first().waitFor(WAIT);
        await page.getByTestId('challenge-admin-list').waitFor(WAIT);
        await page.getByRole('form', { name: 'Income disclosure', exact: true }).waitFor(WAIT);
        await page.getByTestId('admin-reward').first().waitFor(WAIT);
        await page.getByTestId('pack-buyer-items').waitFor(WAIT);
        await page.getByTestId('fulfilment').or(page.getByText('Nothing to deliver. Redemptions a person fulfils appear here.')).first().waitFor(WAIT);
        await page
          .getByRole('button', { name: /^Remove / })
          .or(page.getByText('No materials for this course yet.'))
          .first()
          .waitFor(WAIT);
        await page.waitForLoadState('networkidle');
        const open = await pageSize(page);
        await capture(page, `admin-week-content-manager-open-${w}`);

        figures.push(
          `${w} px: folded ${folded.height} px (${(folded.height / viewport.height).toFixed(1)} screens), every section open ${open.height} px (${(open.height / viewport.height).toFixed(1)} screens)`,
        );
        expect(folded.sideways, `sideways scroll folded at ${w}`).toBe(0);
        expect(open.sideways, `sideways scroll open at ${w}`).toBe(0);
        expect(open.height).toBeGreaterThan(folded.height);
        if (w === PHONE.width) expect(folded.height).toBeLessThanOrEqual(FOLDED_SCREENS * viewport.height);
        await page.context().close();
      }
      console.log(`content manager height: ${figures.join('; ')}`);

      // A long form (a course in edit mode, with its video file panel): with its top at the top of the
      // screen and its end below it, the save bar sits at the bottom of the screen, above the tab bar.
      const page = await newPage(PHONE);
      await logIn(page, ADMIN, '/content-manager');
      await openSection(page, 'Courses');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const form = page.getByRole('form', { name: 'Edit Course' });
      await form.getByTestId('course-video-file').waitFor(WAIT);
      const placed = await form.evaluate((element) => {
        const header = document.querySelector('header')!.getBoundingClientRect().height;
        window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - header);
        const bar = element.querySelector('[data-testid="save-bar"]')!;
        const tabBar = document.querySelector('[data-testid="tab-bar"]')!.getBoundingClientRect();
        return {
          position: getComputedStyle(bar).position,
          formBottom: element.getBoundingClientRect().bottom,
          barBottom: bar.getBoundingClientRect().bottom,
          barTop: bar.getBoundingClientRect().top,
          tabBarTop: tabBar.top,
          screen: window.innerHeight,
        };
      });
      expect(placed.position).toBe('sticky');
      expect(placed.formBottom).toBeGreaterThan(placed.screen);
      expect(placed.barBottom).toBeLessThanOrEqual(placed.tabBarTop + 1);
      expect(placed.barTop).toBeGreaterThan(placed.tabBarTop - 120);
      await page.screenshot({ path: join(screenshotDir, 'admin-week-save-bar-390.png') });
      await form.getByTestId('save-bar').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('form', { name: 'Create Course' }).waitFor(WAIT);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'on a phone the quiz form’s save bar hides nothing: a field focused under it scrolls above it, and a toast rises above it',
    async () => {
      const page = await newPage(PHONE);
      await logIn(page, ADMIN, '/content-manager#quizzes');
      const form = page.getByRole('form', { name: 'Create Quiz' });
      const bar = form.getByTestId('save-bar');
      // The lists above the form gain their translation marks when the coverage read answers (a busy
      // stack's many untranslated texts push the form down): let the page settle before placing a field.
      await form.waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      for (const label of ['Question', 'Points']) {
        const field = form.getByLabel(label, { exact: true });
        await field.waitFor(WAIT);
        // Scroll so the field lies under the stuck bar, then focus it as a tap would.
        await field.evaluate((input) => {
          const barTop = input.closest('form')!.querySelector('[data-testid="save-bar"]')!.getBoundingClientRect().top;
          window.scrollBy(0, input.getBoundingClientRect().top - barTop - 4);
        });
        const under = await field.evaluate((input) => input.getBoundingClientRect().bottom);
        expect(under, `${label} starts under the bar`).toBeGreaterThan((await bar.boundingBox())!.y);
        // Focus moves to it from elsewhere, as a tap's does: a field that already had the focus gets no focusin.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await field.focus();
        await page.waitForFunction(
          ([input, saveBar]) => input!.getBoundingClientRect().bottom <= saveBar!.getBoundingClientRect().top,
          [await field.elementHandle(), await bar.elementHandle()] as const,
          WAIT,
        );
        await capture(page, `admin-week-quiz-${label.toLowerCase()}-focused-390`);
      }
      // A save refused (nothing picked as the right answer) is said in the save bar, under Create Quiz:
      // no toast over the form's controls.
      const save = bar.getByRole('button', { name: 'Create Quiz' });
      await form.getByLabel('Question', { exact: true }).fill('Which is a kind follow-up?');
      for (const [index, choice] of ['Ask how they are', 'Send a price list', 'Call at midnight', 'Tag them in ten posts'].entries())
        await form.getByLabel(`Choice ${String.fromCharCode(65 + index)}`, { exact: true }).fill(choice);
      await save.click();
      await saidIn(bar, 'Missing Information', 'Pick the right answer');
      expect(await page.getByTestId('toast').count()).toBe(0);
      await capture(page, 'admin-week-quiz-refused-390');
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'a new course is a draft a learner cannot find or open, until the administrator publishes it',
    async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const w = viewport.width;
        const title = `Follow-up Without Pressure ${w} ${randomUUID().slice(0, 6)}`;
        const admin = await newPage(viewport);
        await logIn(admin, ADMIN, '/admin');
        // From the admin home to the course form.
        const { id, row } = await draftFromAdminHome(admin, {
          title,
          description: 'Checking in kindly after a first chat, without a sales pitch.',
          minutes: 5,
        });

        // The admin home lists it among the drafts to finish; Finish opens it in the course form.
        await admin.goto(url('/admin'));
        const drafts = admin.getByTestId('admin-home-drafts');
        await drafts.waitFor(WAIT);
        const showAll = admin.getByRole('button', { name: /^Show all \d+ drafts$/ });
        if (await showAll.count()) await showAll.click();
        await drafts.getByRole('link', { name: `Finish ${title}` }).click();
        const edit = admin.getByRole('form', { name: 'Edit Course' });
        expect(await edit.getByLabel('Title').inputValue()).toBe(title);
        expect(await edit.getByTestId('course-form-visibility').textContent()).toBe('A draft: only administrators see it until you publish it from the list.');
        await capture(admin, `admin-week-draft-${w}`);

        // A learner finds it nowhere, and its page says it does not exist.
        const learner = await signUpUser({ name: `Dora Draftless ${w}` });
        const page = await newPage(viewport);
        await logIn(page, learner, '/courses');
        await page.getByRole('article').first().waitFor(WAIT);
        expect(await page.getByRole('article', { name: title }).count()).toBe(0);
        await page.goto(url(`/course/${id}`));
        await page.getByRole('heading', { name: 'Course not found.' }).waitFor(WAIT);
        expect((await callApi('GET', `/api/courses/${id}`, { token: learner.session.access_token })).status).toBe(404);
        await capture(page, `admin-week-draft-hidden-${w}`);

        // Publishing asks first, saying what learners will see.
        await admin.getByRole('button', { name: `Publish ${title}` }).click();
        const question = admin.getByRole('alertdialog');
        expect(await question.getByTestId('confirm-question').textContent()).toBe(`Publish "${title}"?`);
        await question.getByText('No video: the course page says it has none.').waitFor(WAIT);
        await question.getByText('No materials.').waitFor(WAIT);
        await question.getByText('No quizzes.').waitFor(WAIT);
        // Nothing to complete in it yet (the course page says so): the question promises no reward.
        await question
          .getByText('Nothing to complete yet: the course page says it has no lesson so far, and completing it pays nothing until it has one.')
          .waitFor(WAIT);
        expect(await question.getByText(/^Completing it pays/).count()).toBe(0);
        await capture(admin, `admin-week-publish-question-${w}`, { dialog: true });
        await question.getByRole('button', { name: 'Publish Course' }).click();
        await toast(admin, 'Course Published', `"${title}" is in the learners' Courses now.`);
        await row.getByTestId('course-visibility').filter({ hasText: 'Public' }).waitFor(WAIT);

        // Now the learner finds it and opens it.
        await page.goto(url('/courses'));
        const card = page.getByRole('article', { name: title });
        await card.waitFor(WAIT);
        await card.getByRole('link', { name: 'Start Learning' }).click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
        await capture(page, `admin-week-published-${w}`);

        await page.context().close();
        await admin.context().close();
        // The shared stack keeps no course of this test.
        const token = ((await callApi('POST', '/api/auth/login', { body: ADMIN })).json as { session: { access_token: string } }).session.access_token;
        expect((await callApi('DELETE', `/api/courses/${id}`, { token })).status).toBe(200);
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    "says a quiz's income claim once, at the form between the header and the save bar, and a draft's quiz is 'Saved as a draft'",
    async () => {
      const token = ((await callApi('POST', '/api/auth/login', { body: ADMIN })).json as { session: { access_token: string } }).session.access_token;
      for (const viewport of [PHONE, DESKTOP]) {
        const w = viewport.width;
        const title = `Claim Check Draft ${w} ${randomUUID().slice(0, 6)}`;
        const created = await callApi('POST', '/api/courses', {
          token,
          body: { title, description: 'A draft for the claim check.', category: 'training', duration: 5 },
        });
        expect(created.status).toBe(201);
        const id = (created.json as { course: { id: number; isPublic: boolean } }).course.id;
        const page = await newPage(viewport);
        await logIn(page, ADMIN, `/content-manager?course=${id}#quizzes`);
        const form = page.getByRole('form', { name: 'Create Quiz' });
        await form.getByTestId('quiz-course').filter({ hasText: title }).waitFor(WAIT);
        expect(await form.getByTestId('quiz-course').inputValue()).toBe(String(id));
        // The content manager settles first: the coverage read's marks arrive after the form and move
        // it, which left the claim warning below the screen in a clean clone.
        await page.waitForLoadState('networkidle');
        await form.getByLabel('Question', { exact: true }).fill('What does a kind follow-up do?');
        for (const [index, choice] of ['Shows you listened', 'Sells at once', 'Pressures them', 'Nothing'].entries())
          await form.getByLabel(`Choice ${String.fromCharCode(65 + index)}`, { exact: true }).fill(choice);
        await form.getByRole('radio', { name: 'Choice A is correct' }).check({ force: true });
        await form.getByLabel('Explanation').fill('Follow up kindly and you will earn six figures.');
        const bar = form.getByTestId('save-bar');
        await bar.getByRole('button', { name: 'Create Quiz' }).click();

        // One message, at the form: the field named, between the sticky header and the save bar; no toast repeats it.
        const warning = form.getByTestId('claim-warning');
        await warning.waitFor(WAIT);
        await warning.getByText(/“six figures” in Explanation/).waitFor(WAIT);
        await expect
          .poll(async () => {
            const box = (await warning.boundingBox())!;
            const header = (await page.locator('header').first().boundingBox())!;
            const barTop = (await bar.boundingBox())!.y;
            const [top, bottom, headerBottom] = [Math.round(box.y), Math.round(box.y + box.height), Math.round(header.y + header.height)];
            // The figures, when it is not: what moved.
            return top >= headerBottom && bottom <= Math.round(barTop)
              ? 'between'
              : `warning ${top}–${bottom} px, header to ${headerBottom}, bar from ${Math.round(barTop)}`;
          }, WAIT)
          .toBe('between');
        expect(
          await page
            .getByTestId('toast')
            .filter({ hasText: /income claim|Failed to create quiz/i })
            .count(),
        ).toBe(0);
        await capture(page, `admin-week-quiz-claim-${w}`, { dialog: true });

        // Changed text saves; the course is a draft, and the save says so.
        await form.getByLabel('Explanation').fill('A kind follow-up shows you listened.');
        await bar.getByRole('button', { name: 'Create Quiz' }).click();
        await saidIn(bar, 'Quiz Created', `Saved as a draft: learners see it once you publish "${title}".`);
        expect(await page.getByTestId('toast').count()).toBe(0);
        expect(await form.getByTestId('claim-warning').count()).toBe(0);
        await capture(page, `admin-week-quiz-saved-draft-${w}`, { dialog: true });
        await page.context().close();
        // The shared stack keeps no course of this test.
        expect((await callApi('DELETE', `/api/courses/${id}`, { token })).status).toBe(200);
      }
    },
    FLOW_TIMEOUT,
  );
});
