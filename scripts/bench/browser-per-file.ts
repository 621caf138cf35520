/**
 * What an e2e file's browser launch costs, for timing from outside (docs/performance.md, "Cuts of
 * 2026-11-30"): FILES files each opening one context with one page (about:blank), either each
 * launching and closing its own headless shell (`BROWSER_PER=file`, as the e2e files do) or each
 * connecting to one browser server started first and closed last (`BROWSER_PER=run`).
 * Every browser is this process's child, so a whole-process timer counts it.
 *
 *   BROWSER_PER=file node --import tsx scripts/bench/browser-per-file.ts
 *   BROWSER_PER=run node --import tsx scripts/bench/browser-per-file.ts
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../chromium';

const files = Number(process.env.FILES ?? 10);
const per = process.env.BROWSER_PER === 'run' ? 'run' : 'file';
const options = {
  executablePath: HEADLESS_SHELL_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
};
const server = per === 'run' ? await chromium.launchServer(options) : undefined;
const started = Date.now();
for (let file = 0; file < files; file += 1) {
  const browser: Browser = server ? await chromium.connect(server.wsEndpoint()) : await chromium.launch(options);
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await page.goto('about:blank');
  await browser.close();
}
await server?.close();
console.log(`${files} files, a browser per ${per}: ${Date.now() - started} ms`);
