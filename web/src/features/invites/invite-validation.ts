/** SPEC §5 "Direct invite": the trimmed address is sent; blank or without an at-sign is refused. */
export type InviteCheck =
  | { ok: true; email: string }
  | { ok: false; title: 'Email Required' | 'Invalid Email'; description: string };

export function checkInviteEmail(raw: string): InviteCheck {
  const email = raw.trim();
  if (!email) return { ok: false, title: 'Email Required', description: 'Please enter a valid email address' };
  if (!email.includes('@')) return { ok: false, title: 'Invalid Email', description: 'Please enter a valid email address' };
  return { ok: true, email };
}
