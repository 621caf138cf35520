/** The languages the academy speaks (docs/product.md#language); the web's i18n layer (web/src/i18n) has the same list. */
import * as z from 'zod/mini';

export const LOCALE_CODES = ['en', 'es', 'ar'] as const;

export const localeSchema = z.enum(LOCALE_CODES, { error: 'Language must be one of en, es, ar' });
