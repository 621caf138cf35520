/**
 * The direct invitation's check (docs/product.md#invitations-and-referrals): the trimmed address is sent; blank or without an
 * at-sign is refused, the toast's title saying which ("Email Required", "Invalid Email") over the contract's "Please enter a
 * valid email address".
 */
import type { MessageId } from '@/i18n';

export type InviteCheck = { ok: true; email: string } | { ok: false; title: MessageId; description: MessageId };

export function checkInviteEmail(raw: string): InviteCheck {
  const email = raw.trim();
  if (!email) return { ok: false, title: 'invite.form.required', description: 'rules.invalidEmail' };
  if (!email.includes('@')) return { ok: false, title: 'rules.title.invalidEmail', description: 'rules.invalidEmail' };
  return { ok: true, email };
}
