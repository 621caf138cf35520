/**
 * The walking skeleton in a real browser: the production build served by the local app server,
 * with the runtime config injected, routes handled client-side, and the 404 page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, takeCspViolations } from '../support/browser';
import { stack } from '../support/clients';
import { WAIT } from '../support/ui';

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
    const response = await page.goto(stack().appUrl, { waitUntil: 'networkidle' });
    const config = await page.evaluate(() => JSON.parse(document.getElementById('mta-config')?.textContent ?? 'null') as { supabaseUrl: string } | null);
    expect(config?.supabaseUrl).toBe(stack().apiUrl);
    // No inline script anywhere in the page: the config is a JSON data block.
    const inlineScripts = await page.evaluate(() => [...document.scripts].filter((script) => !script.src && script.type !== 'application/json').length);
    expect(inlineScripts).toBe(0);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(await page.title()).toMatch(/Money Train/i);
    // The production build, whoever built it (local/web.ts): React's production copy has minified errors.
    const entry = await page.evaluate(async () => {
      // The entry, not the route-preload script the build puts before it (scripts/vite/route-preload.ts).
      const src = [...document.scripts].find((script) => script.type === 'module' && script.src && !script.src.includes('route-preload'))?.src ?? '';
      return (await fetch(src)).text();
    });
    expect(entry.includes('Minified React error'), "the entry script bundles React's production copy").toBe(true);
    await screenshot(page, 'shell-landing');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('blocks injected inline script, and the run sees the violation report', async () => {
    const page = await browser.newPage();
    await page.goto(stack().appUrl, { waitUntil: 'networkidle' });
    takeCspViolations();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // Both channels report it (the page's event and Chromium's console error); wait for both, so
    // neither arrives after this test and fails the next.
    let seen = '';
    await expect.poll(() => (seen += takeCspViolations().join('\n')), { timeout: 5000 }).toMatch(/script-src(-elem)? blocked inline/);
    await expect.poll(() => (seen += takeCspViolations().join('\n')), { timeout: 5000 }).toMatch(/console: .*Content Security Policy/);
    await page.close();
  });

  it('shows "Page Not Found" for an unknown client route (SPA fallback)', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${stack().appUrl}/no/such/page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.getByText('Page Not Found').first().waitFor(WAIT);
    await screenshot(page, 'shell-404');
    await page.close();
  });
});
