/**
 * What the sign-in pages say when a check or the server refuses, in the learner's language
 * (docs/decisions.md, "Languages"). The rules' sentences are the contract's constants, shared by
 * the forms' checks and the api (contract/rules.ts, contract/captcha.ts): each is translated by the
 * message id it stands for. Register and login refusals carry a stable `code`
 * (contract/auth.ts AUTH_REFUSALS); a 429 says how long to wait from its Retry-After.
 */
import { AUTH_REFUSALS, CAPTCHA_MESSAGES, EMAIL, MESSAGES, PASSWORD, type AuthRefusal } from '@contract';
import { knownSentences, type MessageId, type Translate } from '@/i18n';
import { ApiError } from '@/lib/api-client';

import { FIELD_REQUIRED, PASSWORDS_DIFFER, TITLES } from './validation';

/** A rule's sentence in the learner's language; a sentence that is no rule of the contract's is kept as it came. */
export const ruleText = knownSentences([
  [MESSAGES.registerRequired, 'rules.registerRequired'],
  [MESSAGES.loginRequired, 'rules.loginRequired'],
  [MESSAGES.signupRequired, 'rules.signupRequired'],
  [MESSAGES.invalidEmail, 'rules.invalidEmail'],
  [EMAIL.noDomainEnding, 'rules.emailNoDomainEnding'],
  [PASSWORD.tooShort, 'rules.passwordTooShort'],
  [PASSWORD.tooLong, 'rules.passwordTooLong'],
  [FIELD_REQUIRED.name, 'rules.enterName'],
  [FIELD_REQUIRED.email, 'rules.enterEmail'],
  [FIELD_REQUIRED.password, 'rules.enterPassword'],
  [TITLES.validation, 'rules.title.validation'],
  [TITLES.invalidEmail, 'rules.title.invalidEmail'],
  [TITLES.password, 'rules.title.password'],
  [TITLES.missing, 'rules.title.missing'],
  [TITLES.passwordTooShort, 'rules.title.passwordTooShort'],
  [CAPTCHA_MESSAGES.missing, 'rules.captchaMissing'],
  [CAPTCHA_MESSAGES.refused, 'rules.captchaRefused'],
  [CAPTCHA_MESSAGES.unavailable, 'rules.captchaUnavailable'],
  [CAPTCHA_MESSAGES.notLoaded, 'rules.captchaNotLoaded'],
  [PASSWORDS_DIFFER, 'reset.mismatch'],
]);

const REFUSALS: Record<AuthRefusal, MessageId> = {
  [AUTH_REFUSALS.accountExists]: 'refusal.account_exists',
  [AUTH_REFUSALS.weakPassword]: 'refusal.weak_password',
  [AUTH_REFUSALS.invalidEmail]: 'refusal.invalid_email',
  [AUTH_REFUSALS.signupsClosed]: 'refusal.signups_closed',
  [AUTH_REFUSALS.invalidCredentials]: 'refusal.invalid_credentials',
  [AUTH_REFUSALS.emailNotConfirmed]: 'refusal.email_not_confirmed',
  [AUTH_REFUSALS.accountSuspended]: 'refusal.account_suspended',
  [AUTH_REFUSALS.tooManyAttempts]: 'refusal.too_many_attempts',
};

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
