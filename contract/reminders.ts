/**
 * Reminders (docs/product.md#reminders): the learner's choices, this browser's Web Push subscription,
 * the one-click unsubscribe of every reminder e-mail, the open of a reminder, and the run that sends
 * what is due (called by pg_cron with the cron secret; docs/operators.md#reminders).
 */
import * as z from 'zod/mini';

import { idParam, uuidParam } from './fields.ts';
import { route } from './route.ts';
import { messageSchema } from './user.ts';

export const REMINDER_KINDS = ['daily', 'streak_risk', 'weekly_recap'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const reminderSettingsSchema = z.object({
  /** The daily reminder's local time, "HH:MM" (24 h), or null for none. */
  dailyAt: z.nullable(z.string()),
  streakRisk: z.boolean(),
  weeklyRecap: z.boolean(),
  byEmail: z.boolean(),
  byPush: z.boolean(),
  /** Browsers subscribed to this learner's push reminders. */
  pushDevices: z.number(),
});
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

export const saveRemindersBody = z.object({
  dailyAt: z.nullable(
    z.string({ error: 'dailyAt must be a time such as 18:30' }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'dailyAt must be a time such as 18:30')),
  ),
  streakRisk: flag('streakRisk'),
  weeklyRecap: flag('weeklyRecap'),
  byEmail: flag('byEmail'),
  byPush: flag('byPush'),
});

// The shape only; which push services the function sends to is contract/push-services.ts, checked by
// the function's handler (the local test stack allows one more origin, which this shared schema cannot know).
const pushEndpoint = z
  .string({ error: 'endpoint must be the push service URL' })
  .check(z.maxLength(1000, 'endpoint must be the push service URL'), z.regex(/^https?:\/\/[^\s]+$/, 'endpoint must be the push service URL'));
const base64Url = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} is not a key` })
    .check(z.minLength(min, `${name} is not a key`), z.maxLength(max, `${name} is not a key`), z.regex(/^[A-Za-z0-9_-]+=*$/, `${name} is not a key`));

export const pushSubscriptionBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: base64Url('keys.p256dh', 80, 100), auth: base64Url('keys.auth', 16, 30) }),
});

const settingsChange = z.object({ message: z.string(), settings: reminderSettingsSchema });

/**
 * What one run did (docs/operators.md#reminders): reminders sent, e-mails and pushes delivered, pushes
 * whose service said the subscription is gone (expired), refused before any request (the endpoint
 * breaks the rules or resolved inside), timed out, other failures (e-mail or push), subscriptions
 * removed, and the run's wall time.
 */
export const remindersRunSchema = z.object({
  sent: z.number(),
  emails: z.number(),
  pushes: z.number(),
  expired: z.number(),
  refused: z.number(),
  timedOut: z.number(),
  failed: z.number(),
  removed: z.number(),
  durationMs: z.number(),
});

export const reminderRoutes = {
  getReminders: route({ method: 'GET', path: '/api/users/:id/reminders', access: 'own', params: { id: uuidParam }, response: reminderSettingsSchema }),
  saveReminders: route({
    method: 'PUT',
    path: '/api/users/:id/reminders',
    access: 'own',
    params: { id: uuidParam },
    body: saveRemindersBody,
    response: settingsChange,
  }),
  savePushSubscription: route({
    method: 'POST',
    path: '/api/users/:id/push-subscriptions',
    access: 'own',
    params: { id: uuidParam },
    body: pushSubscriptionBody,
    response: settingsChange,
  }),
  dropPushSubscription: route({
    method: 'POST',
    path: '/api/users/:id/push-subscriptions/remove',
    access: 'own',
    params: { id: uuidParam },
    body: z.object({ endpoint: pushEndpoint }),
    response: settingsChange,
  }),
  reminderOpened: route({
    method: 'POST',
    path: '/api/users/:id/reminders/:sendId/opened',
    access: 'own',
    params: { id: uuidParam, sendId: idParam },
    response: messageSchema,
  }),
  /** The VAPID public key browsers subscribe with (null when push is not configured). */
  pushKey: route({ method: 'GET', path: '/api/reminders/push-key', access: 'public', response: z.object({ publicKey: z.nullable(z.string()) }) }),
  unsubscribeReminders: route({
    method: 'POST',
    path: '/api/reminders/unsubscribe',
    access: 'public',
    body: z.object({ token: z.uuid('This link is not valid.') }),
    response: messageSchema,
  }),
  /** Sends what is due; only with the cron secret in `x-cron-secret` (pg_cron's call). */
  runReminders: route({ method: 'POST', path: '/api/reminders/run', access: 'public', response: remindersRunSchema }),
};
