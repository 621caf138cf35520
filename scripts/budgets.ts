/**
 * Budgets `npm test` enforces (scripts/test.ts; figures in docs/performance.md):
 * - the landing page's initial JavaScript, what `/` loads until the network is idle, stays within
 *   200 KB gzip (KB = 1024 bytes, as the benchmark reports it; scripts/bench/page-scripts.ts measures);
 * - the built app contains no service key: no JWT whose role is `service_role` and no `sb_secret_`
 *   key, in any file of web/dist. The anon key is public by design and never baked in either
 *   (the app server injects it at run time), but a service key there would give every visitor
 *   full access to the database.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PageScripts } from './bench/page-scripts';

export const LANDING_JS_BUDGET_BYTES = 200 * 1024;

const JWT = /eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const SECRET_KEY = /sb_secret_[A-Za-z0-9_-]{4,}/g;

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function jwtRole(token: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}

/** Every service key found in the build, as "file: what" (empty when there is none). */
export function serviceKeysIn(distDir: string): string[] {
  const found: string[] = [];
  // Compressed copies (.br, .gz) hold the same text as the file beside them.
  for (const file of filesUnder(distDir).filter((path) => !/\.(br|gz)$/.test(path))) {
    const text = readFileSync(file, 'latin1');
    const name = relative(distDir, file);
    for (const [token] of text.matchAll(JWT)) {
      if (jwtRole(token) === 'service_role') found.push(`${name}: a JWT with role service_role (${token.slice(0, 16)}…)`);
    }
    for (const [key] of text.matchAll(SECRET_KEY)) found.push(`${name}: an sb_secret_ key (${key.slice(0, 14)}…)`);
  }
  return found;
}

export interface BudgetResult {
  ok: boolean;
  lines: string[];
}

export function checkNoServiceKey(distDir: string): BudgetResult {
  const found = serviceKeysIn(distDir);
  return { ok: found.length === 0, lines: found.length === 0 ? ['no service key in web/dist'] : found.map((line) => `service key in the build: ${line}`) };
}

export function landingVerdict(landing: PageScripts, budget = LANDING_JS_BUDGET_BYTES): BudgetResult {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ok = landing.scripts.length > 0 && landing.totalGzipBytes <= budget;
  const biggest = [...landing.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
  return {
    ok,
    lines: [
      `landing page initial JS: ${kb(landing.totalGzipBytes)} gzip in ${landing.scripts.length} scripts (budget ${kb(budget)})`,
      ...(ok ? [] : biggest.map((script) => `  ${script.url} ${kb(script.gzipBytes)}`)),
    ],
  };
}

export async function checkLandingJs(appUrl: string): Promise<BudgetResult> {
  // Loaded here, not with the module: it brings Playwright, which `npm run deploy` (a user of
  // filesUnder and checkNoServiceKey) would otherwise load for nothing on every run
  // (docs/performance.md, "Cuts of 2026-11-30, afternoon").
  const { measureScripts } = await import('./bench/page-scripts');
  const [landing] = await measureScripts(appUrl, [{ path: '/' }]);
  if (!landing) return { ok: false, lines: ['the landing page was not measured'] };
  return landingVerdict(landing);
}
