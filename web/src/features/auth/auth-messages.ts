/**
 * What the sign-in pages say when a check or the server refuses, in the learner's language
 * (docs/decisions.md, "Languages"). The rules' sentences are the contract's constants, shared by
 * the forms' checks and the api (contract/rules.ts, contract/captcha.ts): each is translated by the
 * message id it stands for. Register and login refusals carry a stable `code`
 * (contract/auth.ts AUTH_REFUSALS); a 429 says how long to wait from its Retry-After.
 */
import { CAPTCHA_MESSAGES, type AuthRefusal } from '@contract';
import { knownSentences, type MessageId, type Translate } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { AUTH_REFUSAL_IDS, CONTRACT_RULES } from '@/lib/refusal-text';

import { FIELD_REQUIRED, PASSWORDS_DIFFER, REPEAT_MISSING, TITLES } from './validation';

/** A rule's sentence in the learner's language; a sentence that is no rule of the contract's is kept as it came. */
export const ruleText = knownSentences([
  ...CONTRACT_RULES,
  [FIELD_REQUIRED.name, 'rules.enterName'],
  [FIELD_REQUIRED.email, 'rules.enterEmail'],
  [FIELD_REQUIRED.password, 'rules.enterPassword'],
  [TITLES.validation, 'rules.title.validation'],
  [TITLES.invalidEmail, 'rules.title.invalidEmail'],
  [TITLES.password, 'rules.title.password'],
  [TITLES.missing, 'rules.title.missing'],
  [TITLES.passwordTooShort, 'rules.title.passwordTooShort'],
  [CAPTCHA_MESSAGES.notLoaded, 'rules.captchaNotLoaded'],
  [PASSWORDS_DIFFER, 'reset.mismatch'],
  [REPEAT_MISSING, 'reset.repeatMissing'],
]);

const REFUSALS: Record<AuthRefusal, MessageId> = AUTH_REFUSAL_IDS;

const isRefusal = (code: string | undefined): code is AuthRefusal => code !== undefined && code in REFUSALS;

/** What a sign-in form says when the server refused: the SPEC's title, and the refusal's sentence or `fallback`. */
export const signInFailure = (t: Translate, error: unknown, title: string, fallback: string) => ({ title, description: refusalText(t, error, fallback) });

const NETWORK = /fetch|network|load failed/i;

/** The sentence for a refused register or login: by the server's code, a 429's wait, a rule's words, else the server's or `fallback`. */
export function refusalText(t: Translate, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (isRefusal(error.serverCode)) return t(REFUSALS[error.serverCode]);
    if (error.status === 429) return error.retryAfter ? t('refusal.waitSeconds', { seconds: error.retryAfter }) : t('refusal.too_many_attempts');
    return error.serverMessage ? ruleText(t, error.serverMessage) : fallback;
  }
  if (error instanceof Error && NETWORK.test(error.message)) return t('refusal.offline');
  return fallback;
}
