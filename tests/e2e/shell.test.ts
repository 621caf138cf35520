/**
 * The walking skeleton in a real browser: the production build served by the local app server,
 * with the runtime config injected, routes handled client-side, and the 404 page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { stack } from '../support/clients';

describe('the app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the app with the runtime config of this stack', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stack().appUrl, { waitUntil: 'networkidle' });
    const config = await page.evaluate(() => (window as unknown as { __MTA_CONFIG__?: { supabaseUrl: string } }).__MTA_CONFIG__);
    expect(config?.supabaseUrl).toBe(stack().apiUrl);
    expect(await page.title()).toMatch(/Money Train/i);
    await screenshot(page, 'shell-landing');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows "Page Not Found" for an unknown client route (SPA fallback)', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${stack().appUrl}/no/such/page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.getByText('Page Not Found').first().waitFor({ timeout: 10_000 });
    await screenshot(page, 'shell-404');
    await page.close();
  });
});
