// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkNoServiceKey, LANDING_JS_BUDGET_BYTES, landingVerdict } from './budgets';

const jwt = (claims: object) =>
  [{ alg: 'ES256', typ: 'JWT' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2lnbmF0dXJl';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'mta-budget-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('no service key in the build', () => {
  it('passes a build holding only an anon key', () => {
    expect(checkNoServiceKey(build({ 'assets/app.js': `const k="${jwt({ role: 'anon', iss: 'supabase' })}";` })).ok).toBe(true);
  });

  it('fails on a service_role JWT or an sb_secret_ key anywhere in the build', () => {
    const leaked = checkNoServiceKey(
      build({
        'assets/app.js': `const k="${jwt({ role: 'service_role', iss: 'supabase' })}";`,
        'index.html': '<meta content="sb_secret_AbCdEf123456">',
        'assets/app.js.br': 'compressed copies are skipped',
      }),
    );
    expect(leaked.ok).toBe(false);
    expect(leaked.lines).toEqual([
      expect.stringMatching(/^service key in the build: assets\/app\.js: a JWT with role service_role/),
      expect.stringMatching(/^service key in the build: index\.html: an sb_secret_ key/),
    ]);
  });
});

describe('landing JS budget', () => {
  const page = (sizes: number[]) => ({
    page: '/',
    scripts: sizes.map((gzipBytes, n) => ({ url: `/assets/${n}.js`, gzipBytes, servedBytes: gzipBytes })),
    totalGzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    totalServedBytes: 0,
  });

  it('passes at the budget and fails one byte over, naming the biggest scripts', () => {
    expect(landingVerdict(page([LANDING_JS_BUDGET_BYTES - 10, 10])).ok).toBe(true);
    const over = landingVerdict(page([LANDING_JS_BUDGET_BYTES, 1]));
    expect(over.ok).toBe(false);
    expect(over.lines[0]).toBe('landing page initial JS: 200.0 KB gzip in 2 scripts (budget 200.0 KB)');
    expect(over.lines[1]).toBe('  /assets/0.js 200.0 KB');
  });

  it('fails when no script was seen at all (a measurement that cannot be right)', () => {
    expect(landingVerdict(page([])).ok).toBe(false);
  });
});
