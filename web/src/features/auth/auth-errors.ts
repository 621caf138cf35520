/**
 * Clear words for what Supabase Auth answers the screens that call it directly (reset password,
 * resend the confirmation, set a new password), by GoTrue's error code, in the screen's language.
 */
import { CAPTCHA_FAILED } from '@contract';
import { shownT, type Translate } from '@/i18n';

interface CodedError {
  code?: string;
  status?: number;
  message?: string;
}

export function authErrorText(error: unknown, t: Translate = shownT): string {
  const { code, status, message } = (typeof error === 'object' && error !== null ? error : {}) as CodedError;
  if (code === 'over_email_send_rate_limit' || status === 429) {
    const seconds = message ? /after (\d+) seconds/.exec(message)?.[1] : undefined;
    return seconds ? t('refusal.emailWaitSeconds', { seconds: Number(seconds) }) : t('refusal.emailWait');
  }
  if (code === CAPTCHA_FAILED) return t('rules.captchaRefused');
  if (code === 'validation_failed' && message && /email/i.test(message)) return t('rules.invalidEmail');
  if (code === 'weak_password') return t('rules.passwordTooShort');
  if (code === 'same_password') return t('refusal.samePassword');
  if (code === 'session_not_found' || code === 'no_authorization' || code === 'bad_jwt') return t('refusal.linkExpired');
  if (typeof status === 'number' && status >= 500) return t('refusal.serverTrouble');
  return t('refusal.generic');
}
