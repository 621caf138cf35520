/**
 * The coaching queue (docs/product.md#coaching): the caller's open tasks, one action on a task, a
 * learner's cheers, help and coaching preferences. Each is one RPC as the caller; the database
 * checks who may act (403/404), the claims in every text (422) and the daily limits (429 with
 * Retry-After). A nudge is recorded with the action (My Team's nudge rules, in the same transaction)
 * and its e-mail goes only after that commits, so a refusal sends nothing; a failed e-mail undoes both
 * (docs/architecture.md, "No network under locks"). A cheer's push goes out after its transaction
 * commits and never fails the cheer; an answer to a question is pushed as an answer.
 */
import { CHEER_PRESETS, type CheerPreset, type CoachingActionAnswer, type LocaleCode } from '../../../../contract/index.ts';
import { asUser, rpcResult, statementAsUser, statement } from '../../_shared/db.ts';
import { readingLocaleStatement } from '../content-language.ts';
import { localPushService } from '../../_shared/push-target.ts';
import { type PushSubscriptionKeys, sendPush, vapidKeysFromEnv } from '../../_shared/web-push.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { mailLocale, mailText } from '../mail-messages.ts';
import { PUSH_TIMEOUT_MS } from './reminders.ts';
import { mailRecordedNudge, type RecordedNudge } from './team.ts';

interface Acted {
  message: string;
  task: { id: number; closed: boolean };
  memberId: string;
  points: number;
  text: string | null;
  push: PushSubscriptionKeys[];
  answer: boolean;
  sponsorName: string;
  nudge: RecordedNudge | null;
  /** The member's language (app.mail_locale), for the push's title. */
  locale?: LocaleCode | null;
}

/**
 * The push's words: an answer to the learner's question says who answered, a cheer says it is a
 * cheer, in the member's language; the body is the sponsor's own words, or a ready-made cheer in
 * the member's language.
 */
export function cheerPush(
  words: string,
  acted: Pick<Acted, 'answer' | 'sponsorName' | 'locale'>,
  preset?: CheerPreset,
): { title: string; body: string; url: string; tag: string } {
  const locale = mailLocale(acted.locale);
  const title = acted.answer ? mailText(locale, 'cheer.answeredTitle', { name: acted.sponsorName }) : mailText(locale, 'cheer.title');
  // A ready-made cheer is said in the member's language, as their app says it.
  const body = preset ? mailText(locale, `cheer.preset.${preset}`) : words;
  return { title, body, url: '/dashboard?cheer=1', tag: 'mta-cheer' };
}

/** WhatsApp, SMS and e-mail links carrying the text and no recipient (the phone asks whom to send to). */
export function shareTargets(text: string): NonNullable<CoachingActionAnswer['share']>['targets'] {
  const encoded = encodeURIComponent(text);
  return [
    { id: 'whatsapp', label: 'WhatsApp', url: `https://wa.me/?text=${encoded}` },
    { id: 'sms', label: 'SMS', url: `sms:?&body=${encoded}` },
    { id: 'email', label: 'E-mail', url: `mailto:?subject=${encodeURIComponent('From your sponsor')}&body=${encoded}` },
  ];
}

/** Sends the cheer to the member's devices; a failed push changes nothing (the cheer is saved). */
async function pushCheer(acted: Acted, words: string, preset?: CheerPreset): Promise<void> {
  const subscriptions = acted.push;
  const vapid = vapidKeysFromEnv((name) => Deno.env.get(name));
  if (!vapid || subscriptions.length === 0) return;
  const localService = localPushService((name) => Deno.env.get(name));
  const payload = JSON.stringify(cheerPush(words, acted, preset));
  await Promise.all(
    subscriptions.map((subscription) => sendPush(subscription, payload, vapid, { timeoutMs: PUSH_TIMEOUT_MS, localService }).catch(() => 'failed')),
  );
}

export const coachingHandlers: Handlers<
  'coachingQueue' | 'coachingAct' | 'topCoaches' | 'coachingInsights' | 'myCheers' | 'cheersSeen' | 'askForHelp' | 'myCoaching' | 'setCoaching'
> = {
  // A struggling task quotes its quiz in the caller's reading language (content-language.ts).
  coachingQueue: ({ claims, request }) =>
    rpcResult<AnswerOf<'coachingQueue'>>(statementAsUser(claims, statement`select app.coaching_queue(${readingLocaleStatement(request)}) as result`)),
  coachingAct: async ({ claims, params, body }) => {
    const words = body.preset ? CHEER_PRESETS[body.preset] : body.message;
    const acted = await asUser(claims, (tx) =>
      rpcResult<Acted>(tx`select app.coaching_act(${params.taskId}::bigint, ${body.action}, ${words ?? null}::text, ${body.preset ?? null}::text) as result`),
    );
    const nudge = acted.nudge;
    if (nudge) {
      await mailRecordedNudge(nudge, () => asUser(claims, (tx) => tx`select app.cancel_coaching_nudge(${params.taskId}::bigint, ${nudge.nudgeId}::bigint)`));
    }
    if (body.action === 'cheer' && words) await pushCheer(acted, words, body.preset);
    return {
      message: acted.message,
      task: acted.task,
      points: acted.points,
      ...(acted.text ? { share: { text: acted.text, targets: shareTargets(acted.text) } } : {}),
    };
  },
  topCoaches: ({ claims }) => rpcResult<AnswerOf<'topCoaches'>>(statementAsUser(claims, statement`select app.top_coaches() as result`)),
  // The admin rule is app.coaching_insights' own (MT403, answered as 403).
  coachingInsights: ({ claims, query }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'coachingInsights'>>(tx`select app.coaching_insights(${query.days}::integer) as result`)),
  myCheers: ({ claims }) => asUser(claims, (tx) => rpcResult<AnswerOf<'myCheers'>>(tx`select app.my_cheers() as result`)),
  cheersSeen: ({ claims, body }) => asUser(claims, (tx) => rpcResult<AnswerOf<'cheersSeen'>>(tx`select app.mark_cheers_seen(${body.upTo}::bigint) as result`)),
  askForHelp: ({ claims, body }) => asUser(claims, (tx) => rpcResult<AnswerOf<'askForHelp'>>(tx`select app.ask_for_help(${body.question}) as result`)),
  myCoaching: ({ claims }) => asUser(claims, (tx) => rpcResult<AnswerOf<'myCoaching'>>(tx`select app.my_coaching() as result`)),
  setCoaching: ({ claims, body }) =>
    asUser(claims, (tx) =>
      rpcResult<AnswerOf<'setCoaching'>>(tx`select app.set_coaching(${body.coached ?? null}::boolean, ${body.hideFromUpline ?? null}::boolean) as result`),
    ),
};
