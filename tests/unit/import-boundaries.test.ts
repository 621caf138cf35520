/**
 * The web's import boundaries (docs/architecture.md#web-code-layout-and-import-boundaries), as
 * `npm run lint` applies them: the repository's own eslint.config.js lints snippets placed at paths
 * inside web/src. A feature reaching into another feature's files fails whether the import is
 * static or a dynamic `import()`; its own files, another feature's index.ts and the application
 * layer's composition pass.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';

const eslint = new ESLint({ cwd: rootDir });

// The first lint loads eslint.config.js and every plugin and parser it names (typescript-eslint's
// among them): about 3 s of CPU on a quiet machine, several times that under load. Done once here,
// with a limit that fits it, each case below only parses its snippet (tens of ms).
const LOAD_CONFIG_MS = 60_000;
beforeAll(() => eslint.lintText('', { filePath: 'web/src/features/courses/components/warm-up.tsx' }), LOAD_CONFIG_MS);

/** The boundary rules' messages for `code` linted as the file `filePath` (relative to the root). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(fatal.map((message) => message.message).join('\n'));
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const inCourses = 'web/src/features/courses/components/example.tsx';

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['a static import of another feature’s file', `import { Leaderboard } from '@/features/leaderboard/components/leaderboard';\nexport { Leaderboard };`],
    ['a re-export of another feature’s file', `export { Leaderboard } from '@/features/leaderboard/components/leaderboard';`],
    ['a dynamic import() of another feature’s file', `export const load = () => import('@/features/leaderboard/components/leaderboard');`],
    ['a dynamic import() with a template literal', 'export const load = (name: string) => import(`@/features/leaderboard/components/${name}`);'],
    ['a dynamic import() by a relative path into another feature', `export const load = () => import('../../leaderboard/components/leaderboard');`],
  ])('fails %s from inside a feature', async (_what, code) => {
    const errors = await boundaryErrors(inCourses, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Import another feature (through its public entry|as @\/features\/<area>)/);
  });

  it('fails a dynamic import() of any feature from shared code', async () => {
    const errors = await boundaryErrors('web/src/components/ui/example.tsx', `export const load = () => import('@/features/courses');`);
    expect(errors).toEqual(['no-restricted-syntax: Shared code does not import features.']);
  });

  it.each([
    [
      'its own files, statically and dynamically',
      inCourses,
      `import { formatDuration } from '@/features/courses/format';\nexport const load = () => import('../format');\nexport { formatDuration };`,
    ],
    ['another feature’s public entry', inCourses, `export const load = () => import('@/features/challenges');`],
    [
      'the application layer composing feature files',
      'web/src/app/dashboard/example.ts',
      `export const load = () => import('@/features/leaderboard/components/leaderboard');`,
    ],
  ])('passes %s', async (_what, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
