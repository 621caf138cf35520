/**
 * The daily reminder offered after the first station (docs/product.md#reminders), on Today's card only
 * (never a second dialog after the station's celebration): one tap sets it at the suggested time, by
 * push where this browser has it and the learner allows it (asked then), by e-mail otherwise; "Not now"
 * is recorded on the server, so the offer stays answered on every device. The answer's message says
 * what was really set.
 */
import { routes, type ReminderSettings, type Result } from '@contract';
import { callRoute } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

import { PushUnavailableError, pushSupported, subscribeThisDevice } from './push-subscription';
import { offerSuggestion, pushAttempt, type PushAttempt } from './reminder-rules';

/** The server's answer, and how turning push on went when the learner set the reminder (null for "Not now"). */
export type OfferAnswer = Result<typeof routes.answerReminderOffer> & { push: PushAttempt | null };

/** How long turning push on may take before the reminder goes by e-mail instead. */
export const PUSH_SETUP_MS = 10_000;

/** What the offer suggests for this learner now: the time, and whether the first reminder comes today or tomorrow. */
export const offeredTime = (settings: Pick<ReminderSettings, 'firstStationAt'>, now = new Date()) =>
  offerSuggestion(settings.firstStationAt ? new Date(settings.firstStationAt) : now, now, browserTimeZone());

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Push on this device if the browser can and the learner allows it (asked here when not yet asked); else why not. */
async function pushOnThisDevice(userId: string): Promise<PushAttempt> {
  if (!pushSupported()) return pushAttempt({ supported: false });
  const before = Notification.permission;
  if (before === 'denied') return pushAttempt({ supported: true, before });
  try {
    await within(subscribeThisDevice(userId), PUSH_SETUP_MS);
    return 'on';
  } catch (error) {
    const notSetUp = error instanceof PushUnavailableError && error.notSetUp;
    return pushAttempt({ supported: true, before, after: Notification.permission, notSetUp });
  }
}

/** "Set": the daily reminder at `dailyAt`, by push or e-mail; the message says which, and why not push when the learner saw why. */
export async function setDailyReminder(userId: string, dailyAt: string): Promise<OfferAnswer> {
  const push = await pushOnThisDevice(userId);
  const answer = await callRoute(routes.answerReminderOffer, {
    params: { id: userId },
    body: { answer: 'set', dailyAt, channel: push === 'on' ? 'push' : 'email' },
  });
  return { ...answer, push };
}

export const declineReminderOffer = async (userId: string): Promise<OfferAnswer> => ({
  ...(await callRoute(routes.answerReminderOffer, { params: { id: userId }, body: { answer: 'not_now' } })),
  push: null,
});
