/**
 * Reminders (docs/product.md#reminders): the learner's choices and push subscriptions (one RPC each,
 * as the caller), the one-click e-mail unsubscribe (no sign-in), the open of a reminder, and the run
 * pg_cron calls with the cron secret (docs/operators.md#reminders): app.claim_due_reminders records
 * each due reminder before it goes (never twice), then each goes out by e-mail and/or Web Push with
 * no transaction held, side by side, each push with a short timeout; a push service's 404/410, or an
 * endpoint that breaks the push endpoint rules (docs/security.md#push-endpoints), removes that subscription.
 */
import { timingSafeEqual } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { apiKeys } from '../../_shared/api-keys.ts';
import { asService, asUser, rpcResult } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { sendMail } from '../../_shared/mailer.ts';
import { inParallel } from '../../_shared/in-parallel.ts';
import { localPushService } from '../../_shared/push-target.ts';
import { sendPush, vapidKeysFromEnv } from '../../_shared/web-push.ts';
import { PUSH_ENDPOINT_REFUSED, pushEndpointProblem } from '../../../../contract/push-services.ts';
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

/** How long one push may take, from resolving its host to its answer; sends run beside each other. */
export const PUSH_TIMEOUT_MS = 5_000;
const SEND_CONCURRENCY = 10;

type RunFigures = AnswerOf<'runReminders'>;

/**
 * Sends the claimed reminders, at most SEND_CONCURRENCY e-mails and pushes at a time, each push given
 * up after PUSH_TIMEOUT_MS, so one slow push service delays nobody else. A subscription whose service
 * answered 404/410, or whose endpoint breaks the rules (push-target.ts), is removed; that is all a
 * failed push changes (the learner sees one device fewer). The figures are the answer and a log line.
 */
async function deliver(reminders: DueReminder[]): Promise<RunFigures> {
  const started = performance.now();
  const siteUrl = env('SITE_URL');
  const vapid = vapidKeysFromEnv(env);
  const localService = localPushService(env);
  const figures: RunFigures = { sent: reminders.length, emails: 0, pushes: 0, expired: 0, refused: 0, timedOut: 0, failed: 0, removed: 0, durationMs: 0 };
  const gone: string[] = [];
  const sends: Array<() => Promise<void>> = [];
  for (const reminder of reminders) {
    if (reminder.channels.includes('email') && siteUrl) {
      sends.push(() =>
        sendMail(reminderEmail(reminder, siteUrl)).then(
          () => void (figures.emails += 1),
          () => void (figures.failed += 1),
        ),
      );
    }
    if (!reminder.channels.includes('push') || !vapid) continue;
    for (const subscription of reminder.push) {
      sends.push(async () => {
        const outcome = await sendPush(subscription, reminderPush(reminder), vapid, { timeoutMs: PUSH_TIMEOUT_MS, localService });
        if (outcome === 'sent') figures.pushes += 1;
        else if (outcome === 'expired') figures.expired += 1;
        else if (outcome === 'refused' || outcome === 'inside') figures.refused += 1;
        else if (outcome === 'timedOut') figures.timedOut += 1;
        else figures.failed += 1;
        if (outcome === 'expired' || outcome === 'refused') gone.push(subscription.endpoint);
      });
    }
  }
  await inParallel(sends, SEND_CONCURRENCY);
  if (gone.length > 0) {
    figures.removed = (await asService((tx) => rpcResult<number>(tx`select app.remove_push_subscriptions(${tx.array(gone)}::text[]) as result`))) ?? 0;
  }
  figures.durationMs = Math.round(performance.now() - started);
  console.log(`reminders run: ${JSON.stringify(figures)}`);
  return figures;
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
  savePushSubscription: ({ claims, body }) => {
    // The endpoint is where the run will send: only a browser push service (docs/security.md#push-endpoints).
    const problem = pushEndpointProblem(body.endpoint, localPushService(env));
    if (problem) throw new HttpError(400, PUSH_ENDPOINT_REFUSED, { issues: [{ path: 'endpoint', message: problem }] });
    return asUser(claims, (tx) =>
      rpcResult<AnswerOf<'savePushSubscription'>>(tx`select app.save_push_subscription(${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth}) as result`),
    );
  },
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
