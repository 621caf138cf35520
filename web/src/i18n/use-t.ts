import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';

import { i18n, type MessageId } from './i18n';

type Values = NonNullable<MessageDescriptor['values']>;
export type Translate = (id: MessageId, values?: Values) => string;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale;

/** The page's language; a component that reads it renders again when it changes. No provider needed. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** The translate function of the page's language (re-created, so memoised children update, when it changes). */
export function useT(): Translate {
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale is the dependency: i18n._ reads it.
  return useCallback<Translate>((id, values) => i18n._(id, values), [locale]);
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
