/**
 * Material files end to end in headless Chromium against the real stack (docs/materials.md): an
 * admin uploads a PDF and an image to a course in the content manager (a progress bar while each
 * goes up; a file of the wrong type, or a web page named like a PDF, is refused before any upload), then a learner opens both from
 * the course page: the image shows a preview, the PDF opens in the browser from a signed URL and
 * downloads under its own name. Screens are checked with axe and saved at 390 and 1280 px.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from '../support/browser';
import { callApi, db, signUpUser } from '../support/clients';
import { HTML_PAGE } from '../support/sample-files';
import { axeViolations, logIn, openSection, saidIn, WAIT } from '../support/ui';

const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };
const FILE_TYPE_MESSAGE = 'This type of file cannot be uploaded.';
const suffix = randomUUID().slice(0, 6);
const courseTitle = `Prospecting Toolkit ${suffix}`;
const pdfBytes = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
);

let browser: Browser;
let courseId: number;

beforeAll(async () => {
  // The full browser: the learner's PDF opens in a tab of its own, which the headless shell downloads instead.
  browser = await launchBrowser({ pdfViewer: true });
  const login = await callApi('POST', '/api/auth/login', { body: ADMIN });
  const token = (login.json as { session: { access_token: string } }).session.access_token;
  const created = await callApi('POST', '/api/courses', {
    token,
    body: { title: courseTitle, description: 'Lists, scripts and a map of who to call first.', isPublic: true, duration: 5 },
  });
  courseId = (created.json?.course as { id: number }).id;
});

afterAll(async () => {
  await browser?.close();
});

/** A real PNG drawn by the browser (a preview must decode). */
async function pngFrom(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 240, 160);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = '#fff';
    context.font = 'bold 28px sans-serif';
    context.fillText('Team map', 50, 90);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  expect(await axeViolations(page), `axe violations on ${name}`).toEqual([]);
}

async function toast(page: Page, title: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: title }).first().waitFor(WAIT);
}

describe('material files', () => {
  it('an admin uploads a PDF and an image to a course, a learner opens both', async () => {
    // The admin, in the content manager.
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await admin.newPage();
    await logIn(page, ADMIN, '/content-manager');
    await openSection(page, 'Course Materials');
    const materials = page.getByRole('region', { name: 'Course Materials' });
    await materials.getByTestId('materials-course').selectOption({ label: courseTitle });
    await materials.getByText('No materials for this course yet.').waitFor(WAIT);
    const form = page.getByRole('form', { name: 'Add material' });
    const picker = form.locator('input[type=file]');

    // A file of the wrong type is refused before anything goes up.
    await picker.setInputFiles({ name: 'notes.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
    await form.getByText(FILE_TYPE_MESSAGE).waitFor(WAIT);
    expect(await form.getByRole('button', { name: 'Add Material' }).isDisabled()).toBe(true);

    // So is a web page named like a PDF: its first bytes are read first (docs/materials.md#file-contents).
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/object/course-materials/')) uploads.push(request.url());
    });
    await picker.setInputFiles({ name: 'Price List.pdf', mimeType: 'application/pdf', buffer: Buffer.from(HTML_PAGE) });
    await form.getByRole('button', { name: 'Add Material' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'This file says it is a PDF document, but its contents are not: they look like a web page (HTML). Choose the original file.' })
      .waitFor(WAIT);
    expect(uploads).toEqual([]);
    expect((await db().query('select 1 from public.course_materials where course_id = $1', [courseId])).rowCount).toBe(0);

    // Uploads are held back a moment so the progress bar can be seen.
    await page.route('**/storage/v1/object/course-materials/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await picker.setInputFiles({ name: 'Warm Market Guide.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    expect(await form.getByLabel('Material title').inputValue()).toBe('Warm Market Guide');
    await form.getByLabel('Material description').fill('Who to call first, and what to say.');
    await form.getByRole('button', { name: 'Add Material' }).click();
    await form.getByRole('progressbar', { name: 'Upload progress' }).waitFor(WAIT);
    await saidIn(form, 'Material Created');
    await materials.getByRole('button', { name: 'Remove Warm Market Guide' }).waitFor(WAIT);

    const png = await pngFrom(page);
    await picker.setInputFiles({ name: 'team-map.png', mimeType: 'image/png', buffer: png });
    await form.getByLabel('Material title').fill('Team Map');
    await form.getByRole('button', { name: 'Add Material' }).click();
    await materials.getByRole('button', { name: 'Remove Team Map' }).waitFor(WAIT);
    await materials.getByText(`PDF · Warm Market Guide.pdf · ${pdfBytes.length} bytes`).waitFor(WAIT);
    await page.unroute('**/storage/v1/object/course-materials/**');

    // Reorder: the image first.
    await materials.getByRole('button', { name: 'Move Team Map up' }).click();
    await toast(page, 'Material Moved');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[aria-label="Materials of the selected course"] > li')].map((li) => li.getAttribute('aria-label')).join('|') ===
        'Team Map|Warm Market Guide',
    );
    await page
      .getByTestId('toast')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await shoot(page, 'content-manager-material-files-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'content-manager-material-files-390');

    const { rows } = await db().query<{ title: string; type: string; mime_type: string; size_bytes: string }>(
      'select title, type, mime_type, size_bytes from public.course_materials where course_id = $1 order by sort_order',
      [courseId],
    );
    expect(rows.map((row) => [row.title, row.type, row.mime_type, Number(row.size_bytes)])).toEqual([
      ['Team Map', 'image', 'image/png', png.length],
      ['Warm Market Guide', 'pdf', 'application/pdf', pdfBytes.length],
    ]);
    await admin.close();

    // A learner, on the course page.
    const learner = await signUpUser({ name: 'File Reader' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', acceptDownloads: true });
    const learnerPage = await context.newPage();
    await logIn(learnerPage, learner, `/course/${courseId}`);
    const list = learnerPage.getByRole('region', { name: 'Course Materials' });
    await list.getByText('Warm Market Guide', { exact: true }).waitFor(WAIT);

    // The image: a preview that decoded, and Open serves the PNG.
    const preview = list.getByRole('img', { name: 'Preview of Team Map' });
    await preview.waitFor(WAIT);
    await learnerPage.waitForFunction(() => {
      const image = document.querySelector('img[alt="Preview of Team Map"]') as HTMLImageElement | null;
      return !!image && image.complete && image.naturalWidth === 240;
    });
    const images = list.getByTestId('materials-image');
    const imageHref = await images.getByRole('link', { name: /Open/ }).getAttribute('href');
    const imageAnswer = await learnerPage.request.get(imageHref!);
    expect(imageAnswer.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await imageAnswer.body()).equals(png)).toBe(true);

    // The PDF: Open is a signed URL shown inline in a new tab; Download saves it under its name.
    const pdfs = list.getByTestId('materials-pdf');
    const open = pdfs.getByRole('link', { name: /Open/ });
    const pdfHref = (await open.getAttribute('href'))!;
    expect(pdfHref).toContain(`/storage/v1/object/sign/course-materials/${courseId}/`);
    expect(await open.getAttribute('target')).toBe('_blank');
    const pdfAnswer = await learnerPage.request.get(pdfHref);
    expect(pdfAnswer.status()).toBe(200);
    expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
    expect(pdfAnswer.headers()['content-disposition']).toBeUndefined();
    expect(Buffer.from(await pdfAnswer.body()).equals(pdfBytes)).toBe(true);
    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    expect(tab.url()).toBe(pdfHref);
    await tab.close();

    const [download] = await Promise.all([learnerPage.waitForEvent('download'), pdfs.getByRole('link', { name: /Download/ }).click()]);
    expect(download.suggestedFilename()).toBe('Warm Market Guide.pdf');

    await shoot(learnerPage, 'course-material-files-1280');
    await learnerPage.setViewportSize({ width: 390, height: 844 });
    await shoot(learnerPage, 'course-material-files-390');
    await context.close();
  }, 180_000);
});
