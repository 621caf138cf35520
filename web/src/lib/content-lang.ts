/**
 * The attributes of a content text (a course's, a quiz's, a station's, a challenge's) as the api
 * served it (docs/decisions.md, "Languages": content translations): `lang` says its language, which
 * may not be the page's (Spanish content on a screen not translated yet, or an English fallback on
 * an Arabic page), so screen readers pronounce it and the browser hyphenates it right; `dir="auto"`
 * lets its own words set its direction.
 */
import type { LocaleCode } from '@contract';

export function contentLang(lang: LocaleCode | undefined): { lang?: LocaleCode; dir: 'auto' } {
  return lang ? { lang, dir: 'auto' } : { dir: 'auto' };
}
