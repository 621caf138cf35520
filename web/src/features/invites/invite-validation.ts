/** The direct invitation's check (docs/product.md#invitations-and-referrals): the trimmed address is sent; blank or without an at-sign is refused. */
import { MESSAGES } from '@contract';

export type InviteCheck = { ok: true; email: string } | { ok: false; title: 'Email Required' | 'Invalid Email'; description: string };

export function checkInviteEmail(raw: string): InviteCheck {
  const email = raw.trim();
  if (!email) return { ok: false, title: 'Email Required', description: MESSAGES.invalidEmail };
  if (!email.includes('@')) return { ok: false, title: 'Invalid Email', description: MESSAGES.invalidEmail };
  return { ok: true, email };
}
