/**
 * Stored (and reflected) text renders as text, in headless Chromium against the production build:
 * a learner registers through the api with an HTML/script name, an admin creates a public course
 * whose title, description and material carry payloads, and a signup link carries them in its
 * query. Every page that shows them — the courses list, the course page, Today (welcome,
 * header), the League page (leaderboard), the signup banner — shows the characters literally, and no payload runs:
 * the flag each payload would set stays undefined, no dialog opens, and no element the payloads
 * describe exists in the page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { showAllTime } from '../support/leaderboard-rows';
import { callApi, closeDb, stack } from '../support/clients';
import { welcomeHeading } from '../support/ui';
import { type Caller, fileAdmin } from './api-helpers';
import { expectBooksBalanced } from './db-helpers';

/** Each payload sets window.__xss (or opens a dialog) if it ever runs. */
const NAME = `<img src=x onerror="window.__xss='name'"><script>window.__xss='name2'</script>`;
const COURSE_TITLE = `<img src=x onerror="window.__xss='title'">Hostile <b>course</b>`;
const COURSE_DESCRIPTION = `<script>window.__xss='description'</script><svg onload="alert('description')"></svg> & done`;
const MATERIAL_TITLE = `<iframe src="javascript:window.top.__xss='material'"></iframe>Slides`;
const SPONSOR = `<img src=x onerror="window.__xss='sponsor'">Sam`;
const SOURCE = `<script>alert('source')</script>`;

let browser: Browser;
let admin: Caller;
let learner: { id: string; email: string; password: string };
let courseId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await fileAdmin();
  learner = { id: '', email: `xss-${Date.now().toString(36)}@example.com`, password: 'xss-password' };
  const registered = await callApi('POST', '/api/auth/register', { body: { name: NAME, email: learner.email, password: learner.password } });
  expect(registered.status).toBe(201);
  expect((registered.json?.user as { name: string }).name).toBe(NAME);
  learner.id = (registered.json?.user as { id: string }).id;

  const course = await callApi('POST', '/api/courses', {
    token: admin.token,
    body: { title: COURSE_TITLE, description: COURSE_DESCRIPTION, category: 'training', duration: 5, isPublic: true },
  });
  expect(course.status).toBe(201);
  courseId = (course.json?.course as { id: number }).id;
  const material = await callApi('POST', '/api/course-materials', {
    token: admin.token,
    body: { courseId, title: MATERIAL_TITLE, type: 'link', description: SPONSOR, fileUrl: 'https://example.com/slides' },
  });
  expect(material.status).toBe(201);
});

afterAll(async () => {
  if (courseId) expect((await callApi('DELETE', `/api/courses/${courseId}`, { token: admin.token })).status).toBe(200);
  await expectBooksBalanced();
  await closeDb();
  await browser?.close();
});

/** A page that records dialogs and page errors. */
async function openPage(): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** Nothing ran: no flag, no dialog, no element a payload describes. */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[src="x"], iframe[src^="javascript"], svg[onload], b:text-is("course")').count()).toBe(0);
}

/** The text is on the page, character for character. */
async function expectLiteral(page: Page, text: string): Promise<void> {
  await expect.poll(async () => page.getByText(text, { exact: false }).count(), { timeout: 15_000, message: `the page shows ${text}` }).toBeGreaterThan(0);
}

describe('stored text renders as text', () => {
  it('the courses list and the course page show the course, its description and material literally', async () => {
    const { page, dialogs } = await openPage();
    await page.goto(`${stack().appUrl}/courses`);
    await expectLiteral(page, COURSE_TITLE);
    await screenshot(page, 'hostile-courses-list');
    await expectNothingRan(page, dialogs);

    // The course page needs a signed-in learner.
    await page.goto(`${stack().appUrl}/auth/login`);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password').fill(learner.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.goto(`${stack().appUrl}/course/${courseId}`);
    await expectLiteral(page, COURSE_TITLE);
    await expectLiteral(page, COURSE_DESCRIPTION);
    await expectLiteral(page, MATERIAL_TITLE);
    await screenshot(page, 'hostile-course-page');
    await expectNothingRan(page, dialogs);
    await page.close();
  });

  it("Today and the League page show the learner's HTML-looking name as text (welcome, header, leaderboard)", async () => {
    const { page, dialogs } = await openPage();
    await page.goto(`${stack().appUrl}/auth/login`);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password').fill(learner.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    // "Welcome, …!" on the registration day, "Welcome back, …!" after (docs/product.md#dashboard).
    await page.getByRole('heading', { level: 1, name: welcomeHeading(NAME) }).waitFor({ timeout: 15_000 });
    await expect.poll(async () => page.getByText(NAME, { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'hostile-dashboard');
    // The leaderboard lives on the League page (docs/product.md#navigation).
    await page.goto(`${stack().appUrl}/league`);
    await showAllTime(page);
    await expect.poll(() => page.locator('[data-testid="leaderboard-row"][data-you]').textContent(), { timeout: 15_000 }).toContain(NAME);
    await screenshot(page, 'hostile-league');
    await expectNothingRan(page, dialogs);
    await page.close();
  });

  it('a signup link carrying payloads in sponsor and source shows neither (the banner names the looked-up sponsor only)', async () => {
    const { page, dialogs } = await openPage();
    const query = new URLSearchParams({ ref: 'ABC123', sponsor: SPONSOR, source: SOURCE });
    await page.goto(`${stack().appUrl}/signup?${query}`);
    await page.getByLabel('Email').waitFor();
    expect(await page.getByText(SPONSOR, { exact: false }).count()).toBe(0);
    expect(await page.getByText(SOURCE, { exact: false }).count()).toBe(0);
    await screenshot(page, 'hostile-signup-banner');
    await expectNothingRan(page, dialogs);
    await page.close();
  });
});
