import { shownLocale, type MessageId } from './i18n';
import { directionOf } from './locales';
import type { Translate } from './use-t';

/**
 * A value set apart from the sentence around it (an e-mail address, a name): Unicode's first-strong
 * isolate, so "user-1@example.com" stays in one piece, left to right, inside an Arabic sentence.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;

/**
 * A name or other value inside a sentence of the screen's language, isolated where that language is
 * written right to left (an English name's "!" would otherwise land on the wrong side); as it is in a
 * left-to-right language, whose sentences it already reads with.
 */
export const isolateInRtl = (value: string): string => (directionOf(shownLocale()) === 'rtl' ? isolate(value) : value);

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
