/**
 * The web's unit files that run in a worker of their own (vitest.config.ts's `unit-isolated`
 * project): they replace a module with `vi.mock`, which needs a module graph of its own. Every other
 * web unit file shares its worker's loaded packages and document with the files before it
 * (`isolate: false`, docs/performance.md#unit-tests). tests/unit/unit-isolated-files.test.ts fails
 * when a file that mocks a module is missing here.
 */
export const UNIT_ISOLATED_FILES = [
  'web/src/app/dashboard/__tests__/today-ahead.test.tsx',
  'web/src/app/routes/__tests__/routes.test.tsx',
  'web/src/features/auth/__tests__/captcha.test.tsx',
  'web/src/features/courses/__tests__/video-player.test.tsx',
  'web/src/features/leaderboard/__tests__/leaderboard.test.tsx',
  'web/src/features/leaderboard/__tests__/use-live-leaderboard.test.tsx',
  'web/src/hooks/__tests__/use-live-profile.test.ts',
];
