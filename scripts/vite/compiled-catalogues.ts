/**
 * Compiles the message catalogues (web/src/i18n/catalogues/<locale>.json and app/<locale>.json) at build time, so the
 * browser gets Lingui's compiled form and never the ICU MessageFormat parser (docs/decisions.md,
 * "Languages"). Lingui's runtime compiles at run time outside production builds (dev server, unit
 * tests); a production build has no compiler, so an uncompiled catalogue would show raw `{name}`s.
 * The output is JSON again (compiled messages are strings and arrays), so Vite's JSON handling,
 * and each language's own chunk, stay as they were.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]web[\\/]src[\\/]i18n[\\/]catalogues[\\/](app[\\/])?[a-z]{2}\.json$/;

export function compileCatalogue(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)])));
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'mta:compiled-catalogues',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null;
      return { code: compileCatalogue(code), map: null };
    },
  };
}
