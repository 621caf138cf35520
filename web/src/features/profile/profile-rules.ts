/**
 * The profile page's checks and messages (docs/account-lifecycle.md): the same rules the server
 * applies (the contract's schemas for name and phone, the password rule), checked before sending so
 * a mistake is named next to its field and nothing typed is lost.
 */
import { DELETE_CONFIRMATION, MESSAGES, PASSWORD, profileBody } from '@contract';
import { knownSentences } from '@/i18n';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function checkDetails(name: string, phone: string): FieldErrors<'name' | 'phone'> {
  const parsed = profileBody.safeParse({ name, phone });
  if (parsed.success) return {};
  const errors: FieldErrors<'name' | 'phone'> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'phone') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function checkNewEmail(current: string, next: string): string | undefined {
  const email = next.trim();
  if (!email) return 'Please enter your new e-mail address';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return MESSAGES.invalidEmail;
  if (email.toLowerCase() === current.trim().toLowerCase()) return 'That is already your e-mail address';
  return undefined;
}

export function checkPasswordChange(current: string, next: string, again: string): FieldErrors<'current' | 'next' | 'again'> {
  const errors: FieldErrors<'current' | 'next' | 'again'> = {};
  if (!current) errors.current = 'Please enter your current password';
  if (next.length < PASSWORD.minLength) errors.next = PASSWORD.tooShort;
  else if (new TextEncoder().encode(next).length > PASSWORD.maxBytes) errors.next = PASSWORD.tooLong;
  else if (next === current) errors.next = 'The new password must be different from the current one';
  if (!errors.next && again !== next) errors.again = 'The two new passwords do not match';
  return errors;
}

/**
 * Whether the person typed the confirmation word their language asks for (`profile.delete.word`: DELETE, ELIMINAR,
 * حذف), exactly; the request then sends the contract's DELETE_CONFIRMATION, which the server checks again.
 */
export const isDeleteConfirmed = (typed: string, word: string = DELETE_CONFIRMATION): boolean => typed.trim().normalize('NFC') === word.normalize('NFC');

/** The auth server's refusals of PUT /user, by GoTrue error code, in the app's words. */
const AUTH_REFUSALS: Record<string, string> = {
  current_password_required: 'Please enter your current password',
  current_password_invalid: 'Your current password is not right. Nothing was changed.',
  same_password: 'The new password must be different from the current one',
  weak_password: PASSWORD.tooShort,
  email_exists: 'Another account already uses that e-mail address',
  email_address_invalid: MESSAGES.invalidEmail,
  over_email_send_rate_limit: 'We just sent you an e-mail. Please wait a moment before asking again.',
  // The auth server's per-address limit on PUT /user (docs/accounts.md#rate-limits).
  over_request_rate_limit: 'Too many changes in a short time. Please wait a few minutes and try again.',
};

/** The checks' and the auth server's sentences above, in the screen's language (docs/decisions.md, "Languages"). */
export const profileRuleText = knownSentences([
  ['Name is required', 'profile.rule.nameRequired'],
  ['Name must be at most 100 characters', 'profile.rule.nameTooLong'],
  ['Phone must be at most 32 characters', 'profile.rule.phoneTooLong'],
  ['Please enter your new e-mail address', 'profile.rule.enterNewEmail'],
  [MESSAGES.invalidEmail, 'rules.invalidEmail'],
  ['That is already your e-mail address', 'profile.rule.sameEmail'],
  ['Please enter your current password', 'profile.rule.enterCurrent'],
  [PASSWORD.tooShort, 'rules.passwordTooShort'],
  [PASSWORD.tooLong, 'rules.passwordTooLong'],
  ['The new password must be different from the current one', 'profile.rule.samePassword'],
  ['The two new passwords do not match', 'profile.rule.mismatch'],
  ['Your current password is not right. Nothing was changed.', 'profile.rule.currentInvalid'],
  ['Another account already uses that e-mail address', 'profile.rule.emailTaken'],
  ['We just sent you an e-mail. Please wait a moment before asking again.', 'profile.rule.emailJustSent'],
  ['Too many changes in a short time. Please wait a few minutes and try again.', 'profile.rule.tooManyChanges'],
  ['We could not change your e-mail address. Please try again.', 'profile.email.failed'],
  ['We could not change your password. Please try again.', 'profile.password.failed'],
]);

export function authChangeMessage(error: { code?: string; message?: string } | null | undefined, fallback: string): string {
  if (!error) return fallback;
  return (error.code && AUTH_REFUSALS[error.code]) || error.message || fallback;
}
