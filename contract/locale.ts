/** The languages the academy speaks (docs/product.md#language); the web's i18n layer (web/src/i18n) has the same list. */
import * as z from 'zod/mini';

export const LOCALE_CODES = ['en', 'es', 'ar'] as const;

export const localeSchema = z.enum(LOCALE_CODES, { error: 'Language must be one of en, es, ar' });

export type LocaleCode = (typeof LOCALE_CODES)[number];

/**
 * The first of the academy's languages in an `Accept-Language` header, by its q-values (equal ones
 * in the header's order; a region is ignored: es-MX is es), or null when it names none of them.
 * The api serves content in it when the caller's profile has no language (docs/decisions.md,
 * "Languages").
 */
export function acceptedLocale(header: string | null | undefined): LocaleCode | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((option) => /^\s*q=([0-9.]+)\s*$/i.exec(option)?.[1]).find((value) => value !== undefined);
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (LOCALE_CODES as readonly string[]).includes(entry.code))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.code as LocaleCode | undefined) ?? null;
}
