// ESLint for the Node and browser TypeScript (web/, local/, tests/, scripts/). The Deno edge
// functions are linted by `deno lint` (see package.json "lint").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/architecture.md#web-code-layout-and-import-boundaries): a feature imports
// shared code (@/components, @/lib, @/hooks, @/config, @contract) and other features only through
// their public entry, `@/features/<area>` (its index.ts), never a file inside another feature;
// shared code imports no feature. The application layer (web/src/app: routes, the dashboard's
// composition) composes features freely. Each boundary is a list of forbidden module paths, checked
// in static imports and re-exports (`no-restricted-imports`) and in `import()` with a literal source
// (`no-restricted-syntax`: `no-restricted-imports` does not look at dynamic imports).
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Selectors for `import('<path>')` and `import(`<path>...`)` whose path matches `regex`. */
function dynamicImportSelectors(regex) {
  // esquery reads a regular expression up to the next "/", so the slashes are written as \x2F.
  const pattern = `/${regex.replaceAll('/', '\\x2F')}/`;
  return [
    `ImportExpression > Literal.source[value=${pattern}]`,
    `ImportExpression > TemplateLiteral.source > TemplateElement:first-child[value.cooked=${pattern}]`,
  ];
}

/** The rules that forbid `forbidden` ({regex, message}[]) as a module path, static or dynamic. */
function importBoundary(forbidden) {
  return {
    'no-restricted-imports': ['error', { patterns: forbidden }],
    'no-restricted-syntax': ['error', ...forbidden.flatMap(({ regex, message }) => dynamicImportSelectors(regex).map((selector) => ({ selector, message })))],
  };
}

const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature).map(escape);
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: importBoundary([
      {
        regex: `^@/features/(?!${escape(feature)}(/|$))[^/]+/`,
        message: 'Import another feature through its public entry, @/features/<area> (its index.ts), or move shared code to @/components or @/lib.',
      },
      {
        regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
        message: 'Import another feature as @/features/<area> (its index.ts), not by a relative path.',
      },
    ]),
  };
});

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', '.local/', '.scratch/', 'test-results/', 'supabase/functions/', 'tests/fixtures/', 'local/functions-runtime/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...featureBoundaries,
  {
    files: ['web/src/{components,lib,hooks,config,types,testing}/**/*.{ts,tsx}'],
    rules: importBoundary([{ regex: '^@/features/', message: 'Shared code does not import features.' }]),
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { URL: 'readonly', console: 'readonly', process: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
);
