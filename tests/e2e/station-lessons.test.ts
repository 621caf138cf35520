/**
 * Stations as lessons in Chromium (docs/product.md#missions): a station's lesson renders as
 * structured text (headings, lists, emphasis), its four objectives are a list to read (nothing to
 * tick), and a locked station shows what unlocks it first, without its lesson,
 * until its prerequisite is done. Screenshots at 390 and 1280 px, axe on each screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { closeDb, signUpUser, stack } from '../support/clients';
import { capture, celebration, logIn, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await closeDb();
  await browser?.close();
});

describe('stations as lessons', () => {
  it.each([390, 1280])(
    'renders the lesson, its objectives as a list, and a locked station without its lesson, at %i px',
    async (width) => {
      const learner = await signUpUser({ name: `Lena Lesson ${width}` });
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, learner);

      // Station 2 is locked: what unlocks it comes first, and no lesson or objectives are on the page.
      await page.goto(`${stack().appUrl}/mission/2`);
      const notice = page.getByTestId('mission-locked-notice');
      await notice.waitFor(WAIT);
      expect(await page.getByTestId('mission-lesson').count()).toBe(0);
      expect(await page.getByTestId('mission-objectives').count()).toBe(0);
      expect((await notice.boundingBox())!.y).toBeLessThan(900);
      await capture(page, `station-locked-${width}`);

      // Station 1: headings, lists and emphasis; and the objectives as a list to read.
      await page.goto(`${stack().appUrl}/mission/1`);
      const lesson = page.getByTestId('mission-lesson');
      await lesson.getByRole('heading', { name: 'Step 1: Write your why' }).waitFor(WAIT);
      expect(await lesson.getByRole('heading').count()).toBeGreaterThanOrEqual(3);
      expect(await lesson.locator('li').count()).toBeGreaterThanOrEqual(3);
      expect(await lesson.locator('strong').first().textContent()).toBe('Practice:');
      expect(await lesson.textContent()).not.toMatch(/Step 1 - |###|\*\*/);
      // The four objectives are what the station sets the learner up to do: a list to read, nothing to tick.
      const objectives = page.getByTestId('mission-objectives');
      expect(await objectives.getByRole('listitem').count()).toBe(4);
      // Station 1's own objectives, in its lesson's terms (not words any station could show).
      await objectives
        .getByText('Turn it into a 30-second story: where you were, what you found, where you’re heading')
        .or(objectives.getByText("Turn it into a 30-second story: where you were, what you found, where you're heading"))
        .waitFor(WAIT);
      expect(await objectives.textContent()).not.toContain('Understand the key idea of this station');
      expect(await page.getByRole('checkbox').count()).toBe(0);
      await capture(page, `station-lesson-${width}`);

      // Completing station 1 unlocks station 2's lesson.
      await page.getByRole('button', { name: 'Complete Mission' }).click();
      await celebration(page, 'Mission Completed!');
      await page.goto(`${stack().appUrl}/mission/2`);
      await page.getByTestId('mission-lesson').getByText('Brain-dump first, judge never.', { exact: false }).waitFor(WAIT);
      expect(await page.getByTestId('mission-locked-notice').count()).toBe(0);
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
