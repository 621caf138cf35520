/**
 * The welcome after signing up or confirming an e-mail link (docs/product.md#moments): kept here
 * until the learner is on Today, where it is celebrated once with Today's next step, instead of a
 * toast over Today's first screen. In memory only: a reload before Today drops it, nothing else.
 */
export interface Welcome {
  title: string;
  description: string;
}

let pending: Welcome | null = null;

export function welcomeOnToday(welcome: Welcome): void {
  pending = welcome;
}

/** The welcome waiting for Today, once: it is forgotten as it is taken. */
export function takeWelcome(): Welcome | null {
  const welcome = pending;
  pending = null;
  return welcome;
}
