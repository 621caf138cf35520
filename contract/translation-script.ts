/**
 * A translation is written in its language's script (docs/decisions.md, "Languages": the script
 * check): an Arabic translation in Latin letters, or a Spanish one in Arabic letters, is almost
 * always text pasted into the wrong language's form, and learners of that language would read it
 * as theirs. The check counts letters by script over all of a translation's texts together (a brand
 * name or a URL inside Arabic text is fine), after removing links and e-mail addresses, and only
 * decides once there are enough letters to tell.
 */
import type { TRANSLATION_LOCALES } from './translations.ts';

type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** The refusals, one per language (contract/refusals.ts gives each its code). */
export const SCRIPT_MESSAGES = {
  ar: 'This translation is not written in Arabic letters: check that it is saved as the right language.',
  es: 'This translation is written in Arabic letters, not Spanish: check that it is saved as the right language.',
} as const satisfies Record<TranslationLocale, string>;

/** Fewer letters than this (a number, an abbreviation, a name) say nothing about the language. */
const DECIDING_LETTERS = 4;

const LINKS = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/giu;

/** Every string in a translation's body (arrays and objects too), but not the claim reason, which is the admin's note. */
function textsOf(value: unknown, key = ''): string[] {
  if (key === 'claimReason') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((inner) => textsOf(inner));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, inner]) => textsOf(inner, name));
  return [];
}

function letterCounts(text: string): { arabic: number; latin: number } {
  const plain = text.replace(LINKS, ' ');
  return {
    arabic: plain.match(/\p{Script=Arabic}(?<=\p{L})/gu)?.length ?? 0,
    latin: plain.match(/\p{Script=Latin}(?<=\p{L})/gu)?.length ?? 0,
  };
}

/** The refusal's sentence when `body`'s texts are in the wrong script for `locale`, else null. */
export function wrongScript(locale: TranslationLocale, body: unknown): string | null {
  const { arabic, latin } = textsOf(body)
    .map(letterCounts)
    .reduce((sum, count) => ({ arabic: sum.arabic + count.arabic, latin: sum.latin + count.latin }), { arabic: 0, latin: 0 });
  if (locale === 'ar') return latin >= DECIDING_LETTERS && latin > arabic ? SCRIPT_MESSAGES.ar : null;
  return arabic >= DECIDING_LETTERS && arabic > latin ? SCRIPT_MESSAGES.es : null;
}
