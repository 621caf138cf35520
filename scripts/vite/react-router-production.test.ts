import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { reactRouterProduction } from './react-router-production';

const resolve = (source: string): unknown => {
  const hook = reactRouterProduction().resolveId;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  return (handler as (source: string) => unknown).call({}, source);
};

describe('React Router in the build (scripts/vite/react-router-production.ts)', () => {
  it("resolves react-router-dom's two imports to the production copy, whose dev warnings are off", () => {
    for (const source of ['react-router', 'react-router/dom']) {
      const file = resolve(source);
      expect(file, source).toMatch(/react-router\/dist\/production\//);
      // The flag lives in the shared chunk the file imports.
      const chunks = [...readFileSync(file as string, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map(([, name]) => name);
      const flags = chunks.flatMap((name) => readFileSync(join(dirname(file as string), name as string), 'utf8').match(/ENABLE_DEV_WARNINGS = \w+/g) ?? []);
      expect(flags, source).toEqual(['ENABLE_DEV_WARNINGS = false']);
    }
  });

  it('leaves every other import to the normal resolution', () => {
    expect(resolve('react-router-dom')).toBeNull();
    expect(resolve('react-router/internal')).toBeNull();
  });

  it('applies to builds only: the dev server keeps the warnings', () => {
    expect(reactRouterProduction().apply).toBe('build');
  });
});
