/**
 * The welcome after signing up or confirming an e-mail link (docs/product.md#moments): kept here
 * until the learner is on Today, where it is celebrated once with Today's next step, instead of a
 * toast over Today's first screen. In memory only: a reload before Today drops it, nothing else.
 */
import { loadCelebrationDialog } from './components/celebration-host';

export interface Welcome {
  title: string;
  description: string;
}

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
