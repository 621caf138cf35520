/**
 * The streak freezes a visit spent on missed days (the visit's answer says how many; docs/product.md#login-streak),
 * kept in memory for Today's streak moment, which says that a freeze saved the streak. Kept per
 * learner and streak length: a moment for another streak does not take it.
 */
interface Spent {
  userId: string;
  streak: number;
  used: number;
}

let spent: Spent | null = null;

export function noteFreezesSpent(userId: string, streak: number, used: number | undefined) {
  spent = used && used > 0 ? { userId, streak, used } : null;
}

/** How many freezes kept `streak` for this learner (0 if none), forgotten once read. */
export function takeFreezesSpent(userId: string, streak: number): number {
  const found = spent && spent.userId === userId && spent.streak === streak ? spent.used : 0;
  if (found) spent = null;
  return found;
}
