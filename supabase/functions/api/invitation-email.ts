/**
 * The invitation e-mail: one fixed template (docs/referral-guards.md). The only text the sender
 * controls is their name, and it goes in as a display name (contract/display-name.ts: letters,
 * digits, spaces and a few punctuation marks, at most 100 characters), so it cannot become a link,
 * markup or extra lines; it is still HTML-escaped. The signup link carries ref = the inviter's code,
 * sponsor and source = direct; the signup page names the sponsor from the code, not the link.
 */
import { displayName } from '../../../contract/index.ts';
import type { Mail } from '../_shared/mailer.ts';

export interface Invitation {
  to: string;
  sponsor: string;
  ref: string;
  siteUrl: string;
}

export function signupLink({ siteUrl, ref, sponsor }: Omit<Invitation, 'to'>): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}/signup?ref=${encodeURIComponent(ref)}&sponsor=${encodeURIComponent(sponsor)}&source=direct`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function invitationEmail(invitation: Invitation): Mail {
  const sponsor = displayName(invitation.sponsor);
  const link = signupLink({ ...invitation, sponsor });
  const text = [
    `${sponsor} has invited you to join Money Train Academy.`,
    '',
    'Money Train Academy teaches network-marketing skills in two-minute lessons, quizzes and missions.',
    'Learn at your own pace, earn tokens and leaderboard points, and trade tokens for business tools.',
    '',
    `Create your free account: ${link}`,
    '',
    `Your sponsor's invite code: ${invitation.ref}`,
    '',
    "If you weren't expecting this e-mail, you can ignore it.",
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<h1 style="font-size: 20px">You're invited to Money Train Academy</h1>
<p><strong>${escapeHtml(sponsor)}</strong> has invited you to join Money Train Academy.</p>
<p>Learn network-marketing skills in two-minute lessons, quizzes and missions. Earn tokens and
leaderboard points as you go, and trade tokens for business tools.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #2b6cb0; color: #ffffff; text-decoration: none; border-radius: 6px">Create your free account</a></p>
<p style="font-size: 13px; color: #4a5568">Or open this link: ${escapeHtml(link)}<br>Your sponsor's invite code: ${escapeHtml(invitation.ref)}</p>
<p style="font-size: 12px; color: #718096">If you weren't expecting this e-mail, you can ignore it.</p>
</body></html>`;
  return { to: invitation.to, subject: `${sponsor} invited you to Money Train Academy`, text, html };
}
