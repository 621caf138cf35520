/**
 * The installable app in headless Chromium against the real stack (docs/decisions.md, "Installable
 * app and offline"): the web app manifest is served and complete, Chromium finds no installability
 * error, the service worker registers and controls the page, and a reload of /dashboard with the
 * network cut still opens the app (the shell the worker kept, with this stack's runtime config).
 * The "Add to home screen" offer comes after the first completed station, not before: Chromium's
 * install dialog behind Install, iPhone Safari's manual steps, "Not now" remembered.
 * Screens at 390 and 1280 px go to test-results/screenshots.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { callApi, signUpUser, stack, uniqueEmail } from '../support/clients';
import { capture, dashboardReady, logIn, serviceWorkerControls, WAIT } from '../support/ui';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function register(name: string) {
  const person = { name, email: uniqueEmail('pwa'), password: 'installable-secret-1' };
  const answer = await callApi('POST', '/api/auth/register', { body: person });
  expect(answer.status).toBe(201);
  return person;
}

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * Chromium fires `beforeinstallprompt` only outside incognito and after its engagement heuristics,
 * never in a test browser's context; this fires one as the browser would, with a prompt() that
 * records the call, so what the app does with it is what is tested.
 */
function offerInstallLikeChromium(): void {
  window.addEventListener('load', () => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void>; userChoice?: Promise<unknown> };
    event.prompt = async () => {
      (window as unknown as { __installPrompted: boolean }).__installPrompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
}

/** A learner with station 1 completed through the API, as the mission page does. */
async function learnerWithFirstStation() {
  const learner = await signUpUser({ name: 'Ivy Install' });
  const token = learner.session.access_token;
  const missions = (await callApi('GET', '/api/missions', { token })).json as unknown as Array<{ id: number; station: number }>;
  const first = missions.find((mission) => mission.station === 1);
  const done = await callApi('POST', `/api/users/${learner.user.id}/complete-mission`, { token, body: { missionId: first!.id } });
  expect(done.status).toBe(200);
  return { name: 'Ivy Install', email: learner.email, password: learner.password };
}

describe('the installable app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorker: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves a manifest with 192 and 512 px icons (maskable too), start_url /dashboard and standalone display', async () => {
    const { appUrl } = stack();
    const response = await fetch(`${appUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Money Train Academy',
      short_name: 'Money Train',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#0b402c',
      background_color: '#fbf8f0',
    });
    for (const purpose of ['any', 'maskable']) {
      for (const size of [192, 512]) {
        const icon = manifest.icons.find((candidate) => candidate.sizes === `${size}x${size}` && candidate.purpose === purpose);
        expect(icon, `${purpose} ${size}`).toBeDefined();
        const png = await fetch(`${appUrl}${icon!.src}`);
        expect(png.headers.get('content-type')).toBe('image/png');
        expect(pngSize(Buffer.from(await png.arrayBuffer()))).toEqual({ width: size, height: size });
      }
    }
    const worker = await fetch(`${appUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('registers a service worker that controls the page, meets the install criteria, and reopens /dashboard offline', async () => {
    const person = await register('Olive Offline');
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const context: BrowserContext = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await logIn(page, person);
      await serviceWorkerControls(page);

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
      // Test browsers' contexts are incognito, where Chromium never offers installing: that one
      // error is the test's browser, not the app.
      expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
      const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
      expect(manifestErrors).toEqual([]);
      const manifestLink = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
      expect(manifestLink).toBe('/manifest.webmanifest');

      await context.setOffline(true);
      await page.reload();
      // The shell the worker kept: the page is this app (not the browser's offline page), with its
      // runtime config, and the header names the learner from the session kept in the browser.
      expect(await page.title()).toMatch(/Money Train/);
      const config = await page.evaluate(() => JSON.parse(document.getElementById('mta-config')?.textContent ?? 'null') as { supabaseUrl: string } | null);
      expect(config?.supabaseUrl).toBe(stack().apiUrl);
      await page.getByRole('banner').waitFor(WAIT);
      await screenshot(page, `installable-offline-dashboard-${viewport.width}`);
      await context.setOffline(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('offers "Add to home screen" only after the first station: Chromium\'s dialog behind Install', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(offerInstallLikeChromium);
    const page = await context.newPage();
    // Not on arrival: a new learner with no station done sees no offer.
    const newcomer = await register('Nina Newcomer');
    await logIn(page, newcomer);
    await dashboardReady(page, newcomer.name);
    expect(await page.getByTestId('install-prompt').count()).toBe(0);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());

    const person = await learnerWithFirstStation();
    await logIn(page, person);
    const offer = page.getByTestId('install-prompt');
    await offer.getByRole('heading', { name: 'Add Money Train to your home screen' }).waitFor(WAIT);
    await capture(page, 'install-offer-chromium-1280', { dialog: true });
    await offer.getByRole('button', { name: 'Install' }).click();
    await offer.waitFor({ ...WAIT, state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __installPrompted?: boolean }).__installPrompted)).toBe(true);
    await context.close();
  });

  it('explains iPhone Safari\'s manual steps, and "Not now" keeps the offer away', async () => {
    const person = await learnerWithFirstStation();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE_SAFARI });
    const page = await context.newPage();
    await logIn(page, person);
    const offer = page.getByTestId('install-prompt');
    await offer.getByTestId('install-ios-steps').getByText('Add to Home Screen').waitFor(WAIT);
    expect(await offer.getByRole('button', { name: 'Install' }).count()).toBe(0);
    await capture(page, 'install-offer-ios-390', { dialog: true });
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ ...WAIT, state: 'detached' });
    await page.reload();
    await dashboardReady(page, person.name);
    expect(await page.getByTestId('install-prompt').count()).toBe(0);
    await context.close();
  });
});
