import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';

import { i18n, shownI18n, shownLocale, subscribeShownLocale, type MessageId } from './i18n';
import type { Locale } from './locales';

type Values = NonNullable<MessageDescriptor['values']>;
export type Translate = (id: MessageId, values?: Values) => string;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale;

/** The learner's language (the picker's value); a component that reads it renders again when it changes. No provider needed. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** Translates into the shown language outside React (an error boundary, a status line, an error's words). */
export const shownT: Translate = (id, values) => shownI18n()._(id, values);

/**
 * The language the screen on show speaks: the learner's on a translated screen, English on one not
 * translated yet (docs/decisions.md, "Languages"). Text, numbers and dates follow it.
 */
export function useShownLocale(): Locale {
  return useSyncExternalStore(subscribeShownLocale, shownLocale, shownLocale);
}

/**
 * The translate function of the screen's language (re-created, so memoised children update, when it
 * changes): the shell around an untranslated screen stays English with it.
 */
export function useT(): Translate {
  const shown = useShownLocale();
  const learner = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the languages are the dependencies: shownI18n() reads them.
  return useCallback<Translate>((id, values) => shownT(id, values), [shown, learner]);
}

const SLOT = '\u0000';

/**
 * A message with one part set apart (a highlighted name, a link): the text before and after `{slot}`,
 * wherever the language puts it.
 */
export function aroundSlot(t: Translate, id: MessageId, values: Values = {}): [string, string] {
  const [before = '', after = ''] = t(id, { ...values, slot: SLOT }).split(SLOT);
  return [before, after];
}
