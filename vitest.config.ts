/**
 * Test projects (docs/architecture.md#tests): `unit` (React components and web rules in jsdom; the
 * files that mock a module in `unit-isolated`), `unit-node`
 * (pieces of the local stack, in Node),
 * `integration` (the real local stack through the official clients) and `e2e` (headless Chromium
 * against the same stack), whose files run in parallel, each against data of its own; and
 * `integration-serial` / `e2e-serial`, the files of tests/serial-files.ts, one at a time after them
 * (or, in `npm test`, beside them on a stack of their own). The rules a file follows: tests/README.md.
 * The projects of one run share one throwaway stack started by tests/support/global-setup.ts (or
 * by scripts/test.ts, which passes it in MTA_STACK_JSON).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SERIAL_FILES } from './tests/serial-files';
import { UNIT_ISOLATED_FILES } from './tests/unit-isolated-files';

// Node 25+ defines its own global localStorage (undefined without --localstorage-file), which hides
// jsdom's; the jsdom workers run without it so the page's storage is jsdom's, as in a browser.
const jsdomExecArgv = Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-experimental-webstorage'] : [];

const serial = Object.keys(SERIAL_FILES);
const serialIn = (folder: string) => serial.filter((file) => file.startsWith(`tests/${folder}/`));
/** Workers of the parallel projects (MTA_TEST_WORKERS=integration,e2e overrides; docs/performance.md says why these). */
const [integrationWorkers = 4, e2eWorkers = 2] = (process.env.MTA_TEST_WORKERS ?? '').split(',').filter(Boolean).map(Number);

/**
 * The web's unit files share their workers' loaded packages and document (`isolate: false`; each
 * file's own modules start afresh, web/src/testing/fresh-modules.ts): React, Chakra and jsdom load
 * once per worker instead of once per file, which was most of the unit step's time
 * (docs/performance.md#unit-tests). Both cores work (vitest's default on two cores is one worker).
 * The files that replace a module with `vi.mock` run isolated (tests/unit-isolated-files.ts).
 */
const webUnitTests = {
  environment: 'jsdom',
  execArgv: jsdomExecArgv,
  setupFiles: ['web/src/testing/fresh-modules.ts', 'web/src/testing/setup-tests.ts'],
  maxWorkers: 2,
};

/**
 * The stack's files share their workers too (`isolate: false`): supabase-js, pg, playwright-core
 * and the support modules load once per worker instead of once per file (docs/performance.md,
 * "Cuts of 2026-11-30"). The setup files run again before each file: a fresh client address and
 * wait count, and after the file its pool and connections closed (tests/README.md, rule 8, says
 * what a file must not leave behind). MTA_TEST_ISOLATE=on runs each file in a fresh worker again,
 * to tell whether a failure comes from sharing.
 */
const stackTests = {
  environment: 'node',
  globalSetup: ['tests/support/global-setup.ts'],
  hookTimeout: 120_000,
  isolate: process.env.MTA_TEST_ISOLATE === 'on',
};
const stackSetup = ['tests/support/file-address.ts', 'tests/support/file-leftovers.ts', 'tests/support/wait-log.ts'];
const integrationTests = { ...stackTests, setupFiles: stackSetup, testTimeout: 30_000 };
// e2e-setup fails any test during which a page reported a Content-Security-Policy violation.
const e2eTests = { ...stackTests, setupFiles: [...stackSetup, 'tests/support/e2e-setup.ts'], testTimeout: 60_000 };

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
          ...webUnitTests,
          name: 'unit',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: UNIT_ISOLATED_FILES,
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { ...webUnitTests, name: 'unit-isolated', include: UNIT_ISOLATED_FILES },
      },
      {
        // The Node unit files share their workers too: isolated, each of the ~55 files started a
        // worker process of its own, a third of the project's CPU (docs/performance.md, "Cuts of
        // 2026-11-30, afternoon"); none sets a global, an environment variable or a module mock.
        // MTA_TEST_ISOLATE=on isolates them again, as it does the stack's files.
        test: {
          name: 'unit-node',
          environment: 'node',
          maxWorkers: 2,
          isolate: process.env.MTA_TEST_ISOLATE === 'on',
          include: ['contract/**/*.test.ts', 'local/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integrationTests,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: serialIn('integration'),
          maxWorkers: integrationWorkers,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...e2eTests,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: serialIn('e2e'),
          maxWorkers: e2eWorkers,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: { ...integrationTests, name: 'integration-serial', include: serialIn('integration'), fileParallelism: false },
      },
      {
        resolve: { alias },
        test: { ...e2eTests, name: 'e2e-serial', include: serialIn('e2e'), fileParallelism: false },
      },
    ],
  },
});
