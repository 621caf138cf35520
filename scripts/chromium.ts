/**
 * The end-to-end tests drive Debian's Chromium (playwright-core cannot download its own browser
 * here): its headless shell (Debian `chromium-headless-shell`, Chromium's "old headless", which
 * Playwright itself prefers for headless runs) for every test that needs neither notifications nor
 * the PDF viewer, and the full browser for those that do and for the benchmarks (docs/decisions.md, "Which Chromium the
 * tests drive"). Installs what is missing when we are root with apt; otherwise says the exact command.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The full browser: notifications, Lighthouse and the phone benchmarks. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The headless shell: the same engine without the browser's UI layer, a fifth less CPU on the e2e
 * files (docs/performance.md), but no notifications (a push reaches the service worker, no
 * notification shows) and no PDF viewer (a PDF opened in a tab is downloaded).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags without which Chromium hangs on this closed network or fails as root (tests and benches). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const PACKAGES: Array<{ path: string; name: string }> = [
  { path: CHROMIUM_PATH, name: 'chromium' },
  { path: HEADLESS_SHELL_PATH, name: 'chromium-headless-shell' },
];

export async function ensureChromium(): Promise<void> {
  const missing = PACKAGES.filter(({ path }) => !existsSync(path));
  if (missing.length === 0) return;
  const names = missing.map(({ name }) => name);
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    const where = missing.map(({ path }) => path).join(' and ');
    throw new Error(
      `Chromium is missing at ${where}. Install it with: sudo apt-get update && sudo apt-get install -y ${names.join(' ')} (or set CHROMIUM_PATH / CHROMIUM_HEADLESS_SHELL_PATH)`,
    );
  }
  console.log(`${names.join(' and ')} missing: installing with apt-get (one time)…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...names, 'fonts-liberation'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const still = missing.filter(({ path }) => !existsSync(path));
  if (still.length > 0) throw new Error(`apt-get finished but ${still.map(({ path }) => path).join(' and ')} is still missing`);
}
