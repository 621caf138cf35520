/**
 * Clear words for what Supabase Auth answers the screens that call it directly (reset password,
 * resend the confirmation, set a new password), by GoTrue's error code.
 */
import { CAPTCHA_FAILED, CAPTCHA_MESSAGES, PASSWORD } from '@contract';

interface CodedError {
  code?: string;
  status?: number;
  message?: string;
}

export function authErrorText(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const { code, status, message } = (typeof error === 'object' && error !== null ? error : {}) as CodedError;
  if (code === 'over_email_send_rate_limit' || status === 429) {
    const seconds = message ? /after (\d+) seconds/.exec(message)?.[1] : undefined;
    return seconds ? `Please wait ${seconds} seconds before asking for another e-mail.` : 'Please wait a moment before asking for another e-mail.';
  }
  if (code === CAPTCHA_FAILED) return CAPTCHA_MESSAGES.refused;
  if (code === 'validation_failed' && message && /email/i.test(message)) return 'Please enter a valid email address';
  if (code === 'weak_password') return PASSWORD.tooShort;
  if (code === 'same_password') return 'Your new password must be different from the old one.';
  if (code === 'session_not_found' || code === 'no_authorization' || code === 'bad_jwt') return 'Your link has run out. Ask for a new one.';
  if (typeof status === 'number' && status >= 500) return 'The sign-in service is not available right now. Please try again.';
  return fallback;
}
