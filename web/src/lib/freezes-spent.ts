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

/** A streak this visit ended (docs/product.md#login-streak): its length, the days missed, the freezes held (too few). */
export interface StreakLost {
  lost: number;
  missed: number;
  freezesHeld: number;
}

let lostNews: { userId: string; streak: number; day: string; news: StreakLost } | null = null;

/** The device's date: news of a lost streak is the day's own. */
const today = () => new Date().toDateString();

/**
 * Notes a login's or a visit's answer: a streak of 2+ days it ended (`streakLost` > 0). An answer that
 * ended none keeps the day's news for the same learner and streak (the page's visit after the login
 * that recorded the loss answers 0: the day was already counted) and forgets it otherwise.
 */
export function noteStreakLost(
  userId: string,
  streak: number,
  visit: { streakLost?: number; daysMissed?: number; streakFreezes?: number },
  day: string = today(),
) {
  const lost = visit.streakLost ?? 0;
  if (lost >= 2) {
    lostNews = { userId, streak, day, news: { lost, missed: visit.daysMissed ?? 0, freezesHeld: visit.streakFreezes ?? 0 } };
  } else if (lostNews && (lostNews.userId !== userId || lostNews.streak !== streak || lostNews.day !== day)) {
    lostNews = null;
  }
}

/**
 * The streak this page's visit ended, while the learner's streak is still the one that visit
 * started (Today says it for as long as the page lives; the next day's visit forgets it).
 */
export function streakLostNews(userId: string, streak: number): StreakLost | null {
  return lostNews && lostNews.userId === userId && lostNews.streak === streak ? lostNews.news : null;
}
