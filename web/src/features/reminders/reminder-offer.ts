/**
 * The daily reminder offered after the first station (docs/product.md#reminders): one tap sets it at
 * the suggested time, by push where this browser allows it and the learner grants it, by e-mail
 * otherwise; "Not now" is recorded on the server, so the offer stays answered on every device. The
 * answer's message says what was really set.
 */
import type { QueryClient } from '@tanstack/react-query';

import { routes, type ReminderSettings, type Result } from '@contract';
import { celebrate, type MomentInput } from '@/features/celebrations';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { browserTimeZone } from '@/lib/time-zone';

import { reminderSettingsQueryOptions } from './api/reminders';
import { pushSupported, subscribeThisDevice } from './push-subscription';
import { offerText, suggestedReminderTime } from './reminder-rules';

export type OfferAnswer = Result<typeof routes.answerReminderOffer>;

/** How long turning push on may take before the reminder goes by e-mail instead. */
export const PUSH_SETUP_MS = 10_000;

/** The time the offer suggests for this learner. */
export const offeredTime = (settings: Pick<ReminderSettings, 'firstStationAt'>, now = new Date()) =>
  suggestedReminderTime(settings.firstStationAt ? new Date(settings.firstStationAt) : now, browserTimeZone());

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Push on this device if the browser can and the learner allows it; else why it goes by e-mail (null: nothing worth saying). */
async function pushOnThisDevice(userId: string): Promise<{ on: true } | { on: false; note: string | null }> {
  if (!pushSupported()) return { on: false, note: null };
  if (Notification.permission === 'denied') return { on: false, note: 'Notifications are blocked for this site, so it comes by e-mail.' };
  try {
    await within(subscribeThisDevice(userId), PUSH_SETUP_MS);
    return { on: true };
  } catch {
    const denied = (Notification.permission as NotificationPermission) === 'denied';
    return {
      on: false,
      note: denied ? 'Notifications are blocked for this site, so it comes by e-mail.' : 'Push could not be turned on in this browser, so it comes by e-mail.',
    };
  }
}

/** "Set": the daily reminder at `dailyAt`, by push or e-mail; the message says which, and why not push. */
export async function setDailyReminder(userId: string, dailyAt: string): Promise<OfferAnswer> {
  const push = await pushOnThisDevice(userId);
  const answer = await callRoute(routes.answerReminderOffer, {
    params: { id: userId },
    body: { answer: 'set', dailyAt, channel: push.on ? 'push' : 'email' },
  });
  return !push.on && push.note ? { ...answer, message: `${answer.message} ${push.note}` } : answer;
}

export const declineReminderOffer = (userId: string): Promise<OfferAnswer> =>
  callRoute(routes.answerReminderOffer, { params: { id: userId }, body: { answer: 'not_now' } });

/** The offer as a moment: its main button sets the reminder and says what was set; "Not now" records the answer. */
export function reminderOfferMoment(queryClient: QueryClient, userId: string, settings: ReminderSettings): MomentInput {
  const at = offeredTime(settings);
  const text = offerText(at, browserTimeZone());
  const keep = (answer: OfferAnswer) => queryClient.setQueryData(queryKeys.reminders(userId), answer.settings);
  return {
    kind: 'reminder',
    title: text.title,
    description: text.description,
    next: {
      label: text.setLabel,
      run: async () => {
        const answer = await setDailyReminder(userId, at);
        keep(answer);
        return answer.message ?? 'Daily reminder set.';
      },
    },
    // Not recorded (the connection failed): the offer stays open on Today, nothing else is lost.
    notNow: () => void declineReminderOffer(userId).then(keep, () => undefined),
  };
}

/**
 * After the learner's first station: the offer, as the moment after that station's celebration,
 * when the server says it is open (never answered, no reminder chosen yet).
 */
export async function offerAfterFirstStation(queryClient: QueryClient, userId: string): Promise<void> {
  const settings = await queryClient.fetchQuery({ ...reminderSettingsQueryOptions(userId), staleTime: 0 });
  if (settings.offer === 'open') celebrate(reminderOfferMoment(queryClient, userId, settings));
}
