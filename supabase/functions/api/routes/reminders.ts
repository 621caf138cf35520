/**
 * Reminders (docs/product.md#reminders): the learner's choices and push subscriptions (one RPC each,
 * as the caller), the one-click e-mail unsubscribe (no sign-in), the open of a reminder, and the run
 * pg_cron calls with the cron secret (docs/operators.md#reminders): app.claim_due_reminders records
 * each due reminder before it goes (never twice), then each goes out by e-mail and/or Web Push with
 * no transaction held; a push service's 404/410 removes that subscription.
 */
import { timingSafeEqual } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { apiKeys } from '../../_shared/api-keys.ts';
import { asService, asUser, rpcResult } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { sendMail } from '../../_shared/mailer.ts';
import { sendPush, vapidKeysFromEnv } from '../../_shared/web-push.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { type DueReminder, reminderEmail, reminderPush } from '../reminder-message.ts';

const env = (name: string) => Deno.env.get(name);

/**
 * True when `x-cron-secret` carries REMINDERS_CRON_SECRET or the service key. Not the Authorization
 * header: that one carries the anon key through the gateway, as Supabase's scheduled-function
 * recipe sends it, and only user tokens pass there.
 */
export function isServiceCall(request: Request): boolean {
  const bearer = request.headers.get('x-cron-secret')?.trim();
  if (!bearer) return false;
  // The secret key as _shared/api-keys.ts reads it (hosted's SUPABASE_SECRET_KEYS is a JSON object).
  const accepted = [env('REMINDERS_CRON_SECRET'), apiKeys.secretKey, env('SUPABASE_SERVICE_ROLE_KEY')]
    .map((key) => key?.trim())
    .filter((key): key is string => Boolean(key));
  const given = Buffer.from(bearer);
  return accepted.some((key) => {
    const expected = Buffer.from(key);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

async function deliver(reminders: DueReminder[]): Promise<AnswerOf<'runReminders'>> {
  const siteUrl = env('SITE_URL');
  const vapid = vapidKeysFromEnv(env);
  const tally = { sent: reminders.length, emails: 0, pushes: 0, expired: 0, failed: 0 };
  for (const reminder of reminders) {
    if (reminder.channels.includes('email') && siteUrl) {
      try {
        await sendMail(reminderEmail(reminder, siteUrl));
        tally.emails += 1;
      } catch {
        tally.failed += 1;
      }
    }
    if (reminder.channels.includes('push') && vapid) {
      for (const subscription of reminder.push) {
        const outcome = await sendPush(subscription, reminderPush(reminder), vapid);
        if (outcome === 'sent') tally.pushes += 1;
        else if (outcome === 'failed') tally.failed += 1;
        else {
          tally.expired += 1;
          await asService((tx) => tx`select app.expire_push_subscription(${subscription.endpoint})`);
        }
      }
    }
  }
  return tally;
}

export const reminderHandlers: Handlers<
  'getReminders' | 'saveReminders' | 'savePushSubscription' | 'dropPushSubscription' | 'reminderOpened' | 'pushKey' | 'unsubscribeReminders' | 'runReminders'
> = {
  getReminders: ({ claims }) => asUser(claims, (tx) => rpcResult<AnswerOf<'getReminders'>>(tx`select app.reminder_settings() as result`)),
  saveReminders: ({ claims, body }) =>
    asUser(claims, (tx) =>
      rpcResult<AnswerOf<'saveReminders'>>(
        tx`select app.save_reminder_settings(${body.dailyAt}::time, ${body.streakRisk}, ${body.weeklyRecap}, ${body.byEmail}, ${body.byPush}) as result`,
      ),
    ),
  savePushSubscription: ({ claims, body }) =>
    asUser(claims, (tx) =>
      rpcResult<AnswerOf<'savePushSubscription'>>(tx`select app.save_push_subscription(${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth}) as result`),
    ),
  dropPushSubscription: ({ claims, body }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'dropPushSubscription'>>(tx`select app.drop_push_subscription(${body.endpoint}) as result`)),
  reminderOpened: ({ claims, params }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'reminderOpened'>>(tx`select app.reminder_opened(${params.sendId}::bigint) as result`)),
  pushKey: () => Promise.resolve({ publicKey: vapidKeysFromEnv(env)?.publicKey ?? null }),
  unsubscribeReminders: ({ body }) =>
    asService((tx) => rpcResult<AnswerOf<'unsubscribeReminders'>>(tx`select app.unsubscribe_reminders(${body.token}::uuid) as result`)),
  runReminders: async ({ request }) => {
    if (!isServiceCall(request)) throw new HttpError(401, 'Only the scheduler may run reminders.');
    const due = await asService((tx) => rpcResult<DueReminder[]>(tx`select app.claim_due_reminders() as result`));
    return deliver(due ?? []);
  },
};
