/**
 * A refusal of the api in the screen's language (docs/decisions.md, "Languages"): every refusal
 * carries a stable `code` and its `params` (contract/refusals.ts); on an English screen the
 * server's own sentence is shown as it came (the SPEC's English), in another language the code is
 * worded by its message id with the figures as ICU arguments. A code this app does not know (a
 * newer server's), or none, is worded by its status's code ("That cannot be done now…" for a 409),
 * never in English on a Spanish or Arabic screen. Used by `errorText`, the failure toasts and the offline queue's line.
 */
import { AUTH_REFUSALS, type AuthRefusal } from '@contract/auth.ts';
import { CAPTCHA_MESSAGES } from '@contract/captcha.ts';
import { CLAIM_REASON_CODES, REFUSAL_CODES, STATUS_REFUSALS, type ClaimReasonCode, type RefusalCode, type RefusalParams } from '@contract/refusals.ts';
import { EMAIL, MESSAGES, PASSWORD } from '@contract/rules.ts';
import { knownSentences, shownLocale, type Locale, type MessageId, type Translate } from '@/i18n';

/** What the envelope said: its status, code, figures and English sentence; a 429's Retry-After. */
export interface Refusal {
  status: number;
  code?: string;
  params?: RefusalParams;
  message?: string;
  retryAfter?: number | null;
}

/** Register's and login's refusals (contract/auth.ts), worded on the sign-in pages too (features/auth/auth-messages.ts). */
export const AUTH_REFUSAL_IDS: Record<AuthRefusal, MessageId> = {
  [AUTH_REFUSALS.accountExists]: 'refusal.account_exists',
  [AUTH_REFUSALS.weakPassword]: 'refusal.weak_password',
  [AUTH_REFUSALS.invalidEmail]: 'refusal.invalid_email',
  [AUTH_REFUSALS.signupsClosed]: 'refusal.signups_closed',
  [AUTH_REFUSALS.invalidCredentials]: 'refusal.invalid_credentials',
  [AUTH_REFUSALS.emailNotConfirmed]: 'refusal.email_not_confirmed',
  [AUTH_REFUSALS.accountSuspended]: 'refusal.account_suspended',
  [AUTH_REFUSALS.tooManyAttempts]: 'refusal.too_many_attempts',
};

/** Codes whose sentence is one a form of the app already says for the same rule: the form's message. */
const FORM_IDS: Partial<Record<RefusalCode, MessageId>> = {
  ...AUTH_REFUSAL_IDS,
  captcha_failed: 'rules.captchaRefused',
  name_required: 'profile.rule.nameRequired',
  name_too_long: 'profile.rule.nameTooLong',
  phone_too_long: 'profile.rule.phoneTooLong',
  question_too_long: 'coaching.question.tooLong',
};

/** Each code's message id: a form's own for the same rule, else `refusal.code.<code>` (a missing one fails the unit test). */
export function refusalMessageId(code: RefusalCode): MessageId {
  return FORM_IDS[code] ?? (`refusal.code.${code}` as MessageId);
}

const isCode = (code: string | undefined): code is RefusalCode => code !== undefined && (REFUSAL_CODES as readonly string[]).includes(code);

/** The contract's rule sentences (shared by the forms' checks and the api) and the message id each stands for. */
export const CONTRACT_RULES: ReadonlyArray<readonly [sentence: string, id: MessageId]> = [
  [MESSAGES.registerRequired, 'rules.registerRequired'],
  [MESSAGES.loginRequired, 'rules.loginRequired'],
  [MESSAGES.signupRequired, 'rules.signupRequired'],
  [MESSAGES.invalidEmail, 'rules.invalidEmail'],
  [EMAIL.noDomainEnding, 'rules.emailNoDomainEnding'],
  [PASSWORD.tooShort, 'rules.passwordTooShort'],
  [PASSWORD.tooLong, 'rules.passwordTooLong'],
  [CAPTCHA_MESSAGES.missing, 'rules.captchaMissing'],
  [CAPTCHA_MESSAGES.refused, 'rules.captchaRefused'],
  [CAPTCHA_MESSAGES.unavailable, 'rules.captchaUnavailable'],
];

/**
 * The sentences the web's own forms show for a rule (the contract's and the profile's checks), so a
 * refusal of the api's validation reads as the form's check does.
 */
const formRule = knownSentences([
  ...CONTRACT_RULES,
  ['Name must be at most 100 characters', 'profile.rule.nameTooLong'],
  ['Phone must be at most 32 characters', 'profile.rule.phoneTooLong'],
]);

const RULE_IDS: Partial<Record<string, MessageId>> = {
  required: 'refusal.rule.required',
  too_long: 'refusal.rule.too_long',
  too_short: 'refusal.rule.too_short',
  out_of_range: 'refusal.rule.out_of_range',
};

/** A validation refusal: the form's own sentence for the rule, else the rule with its limit, else "not valid". */
function invalidRequest(t: Translate, refusal: Refusal): string {
  const own = refusal.message === undefined ? undefined : formRule(t, refusal.message);
  if (own !== undefined && own !== refusal.message) return own;
  const rule = refusal.params?.rule;
  const id = typeof rule === 'string' ? RULE_IDS[rule] : undefined;
  const limit = refusal.params?.limit;
  if (id && (rule === 'required' || rule === 'out_of_range' || typeof limit === 'number')) return t(id, { limit });
  return t('refusal.code.invalid_request');
}

/** "Please wait 3 minutes": the server's rule (two minutes and more in minutes, rounded up). */
function wait(t: Translate, seconds: number): string {
  return seconds >= 120 ? t('refusal.wait.minutes', { minutes: Math.ceil(seconds / 60) }) : t('refusal.wait.seconds', { seconds });
}

/** The sentence for a refusal, in `locale` (the screen's). */
export function refusalSentence(t: Translate, refusal: Refusal, locale: Locale = shownLocale()): string | undefined {
  if (locale === 'en' && refusal.message) return refusal.message;
  if (!isCode(refusal.code)) {
    const general = (STATUS_REFUSALS as Partial<Record<number, RefusalCode>>)[refusal.status] ?? (refusal.status >= 500 ? 'server_error' : 'bad_request');
    return t(refusalMessageId(general));
  }
  const code = refusal.code;
  if (code === 'invalid_request') return invalidRequest(t, refusal);
  if (code === 'rate_limited') {
    const seconds = typeof refusal.params?.retryAfter === 'number' ? refusal.params.retryAfter : (refusal.retryAfter ?? 0);
    if (seconds > 0) return wait(t, seconds);
  }
  return t(refusalMessageId(code), refusal.params);
}

/** A refusal has a code the screen can word (a toast then keeps the screen's own title over the server's English one). */
export const wordsRefusal = (refusal: Refusal, locale: Locale = shownLocale()): boolean => locale !== 'en' && isCode(refusal.code);

const CLAIM_IDS = Object.fromEntries(CLAIM_REASON_CODES.map((code) => [code, `claims.reason.${code}` as MessageId])) as Record<ClaimReasonCode, MessageId>;

/** Why a phrase was flagged, in the screen's language: by its reason code, else the reason as written. */
export function claimReasonText(t: Translate, claim: { reason: string; code?: string }): string {
  const id = claim.code === undefined ? undefined : (CLAIM_IDS as Partial<Record<string, MessageId>>)[claim.code];
  return id ? t(id) : claim.reason;
}
