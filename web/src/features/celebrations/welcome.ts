/**
 * The welcome after signing up or confirming an e-mail link (docs/product.md#moments): kept here
 * until the learner is on Today, where it is celebrated once with Today's next step, instead of a
 * toast over Today's first screen. In memory only: a reload before Today drops it, nothing else.
 */
import type { MessageId, Translate } from '@/i18n';

import { loadCelebrationDialog } from './components/celebration-host';

/** The welcome as messages: it is worded in Today's language when celebrated, not in the language of the page that set it. */
export interface Welcome {
  title: MessageId;
  description: MessageId;
  values?: Record<string, string>;
}

/** The welcome's words in the screen's language. */
export const welcomeText = (t: Translate, welcome: Welcome) => ({
  title: t(welcome.title, welcome.values),
  description: t(welcome.description, welcome.values),
});

let pending: Welcome | null = null;

export function welcomeOnToday(welcome: Welcome): void {
  pending = welcome;
  // Its dialog's code comes while the app goes to Today, so the welcome shows with Today's first data.
  loadCelebrationDialog().catch(() => undefined);
}

/** The welcome waiting for Today, once: it is forgotten as it is taken. */
export function takeWelcome(): Welcome | null {
  const welcome = pending;
  pending = null;
  return welcome;
}
