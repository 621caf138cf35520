/**
 * Headless Debian Chromium driven by playwright-core (no downloaded browser). The flags keep it
 * off the network it cannot reach here (it hangs otherwise). Screenshots go to
 * test-results/screenshots/ for review.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { rootDir } from '../../local/settings';
import { CHROMIUM_PATH } from '../../scripts/chromium';

export const screenshotDir = join(rootDir, 'test-results', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
