/**
 * Test projects (docs/architecture.md#tests): `unit` (React components and web rules in jsdom), `unit-node`
 * (pieces of the local stack, in Node),
 * `integration` (the real local stack through the official clients) and `e2e` (headless Chromium
 * against the same stack). The integration and e2e projects share one throwaway stack started by
 * tests/support/global-setup.ts (or by scripts/test.ts, which passes it in MTA_STACK_JSON).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Node 25+ defines its own global localStorage (undefined without --localstorage-file), which hides
// jsdom's; the jsdom workers run without it so the page's storage is jsdom's, as in a browser.
const jsdomExecArgv = Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-experimental-webstorage'] : [];

const alias = [
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./web/src', import.meta.url))}/` },
  { find: /^@contract$/, replacement: fileURLToPath(new URL('./contract/index.ts', import.meta.url)) },
  { find: /^@contract\//, replacement: `${fileURLToPath(new URL('./contract', import.meta.url))}/` },
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          execArgv: jsdomExecArgv,
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup-tests.ts'],
        },
      },
      {
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'local/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Fails any test during which a page reported a Content-Security-Policy violation.
          setupFiles: ['tests/support/e2e-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
