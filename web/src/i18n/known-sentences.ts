import { shownLocale, type MessageId } from './i18n';
import { directionOf } from './locales';
import type { Translate } from './use-t';

/**
 * A value set apart from the sentence around it (an e-mail address, a name): Unicode's first-strong
 * isolate, so "user-1@example.com" stays in one piece, left to right, inside an Arabic sentence.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;

/** A letter of a right-to-left script (Hebrew, Arabic and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * A name or other value inside a sentence of the screen's language, isolated where either is written
 * right to left: on an Arabic screen (an English name's "!" would otherwise land on the wrong side), and
 * an Arabic name inside an English sentence (it would otherwise carry the figures after it into its own
 * run: "Cheer sent to 5+ · ليلى points"). A left-to-right value in a left-to-right sentence stays as it is.
 */
export const isolateInRtl = (value: string): string => (directionOf(shownLocale()) === 'rtl' || RTL_LETTER.test(value) ? isolate(value) : value);

/**
 * Says rule sentences that the code and the api share in English (the contract's constants, a check's
 * own words) in the screen's language, by the message id each stands for; a sentence it does not
 * know (the server's own) is shown as it came (docs/decisions.md, "Languages").
 */
export function knownSentences(entries: ReadonlyArray<readonly [sentence: string, id: MessageId]>): (t: Translate, sentence: string) => string {
  const ids = new Map<string, MessageId>(entries);
  return (t, sentence) => {
    const id = ids.get(sentence);
    return id ? t(id) : sentence;
  };
}
