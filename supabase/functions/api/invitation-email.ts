/**
 * The invitation e-mail: one fixed template (docs/referral-guards.md), in the language the inviter
 * chose for it (mail-messages.ts; English when none). The only text the sender controls is their
 * name, and it goes in as a display name (contract/display-name.ts: letters, digits, spaces and a few
 * punctuation marks, at most 100 characters), so it cannot become a link, markup or extra lines; it
 * is still HTML-escaped. The signup link carries ref = the inviter's code, sponsor and source =
 * direct; the signup page names the sponsor from the code, not the link.
 */
import { displayName, type LocaleCode } from '../../../contract/index.ts';
import type { Mail } from '../_shared/mailer.ts';
import { escapeHtml, htmlOpening, mailHtml, mailTranslator, nameHtml } from './mail-messages.ts';

export { escapeHtml };

export interface Invitation {
  to: string;
  sponsor: string;
  ref: string;
  siteUrl: string;
  /** The invitation's language (the inviter's choice); English when not given. */
  locale?: LocaleCode;
}

export function signupLink({ siteUrl, ref, sponsor }: Omit<Invitation, 'to' | 'locale'>): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}/signup?ref=${encodeURIComponent(ref)}&sponsor=${encodeURIComponent(sponsor)}&source=direct`;
}

export function invitationEmail(invitation: Invitation): Mail {
  const locale = invitation.locale ?? 'en';
  const t = mailTranslator(locale);
  const sponsor = displayName(invitation.sponsor);
  const link = signupLink({ ...invitation, sponsor });
  const create = t('invite.create');
  const text = [
    t('invite.invited', { sponsor }),
    '',
    t('invite.about'),
    t('invite.aboutMore'),
    '',
    t('linkLine', { label: create, link }),
    '',
    t('invite.code', { code: invitation.ref }),
    '',
    t('invite.ignore'),
  ].join('\n');
  const ltr = (value: string) => `<span dir="ltr">${escapeHtml(value)}</span>`;
  const html = `<!doctype html>
${htmlOpening(locale)}<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(t('invite.heading'))}</h1>
<p>${mailHtml(locale, 'invite.invited', {}, { sponsor: `<strong>${nameHtml(locale, sponsor)}</strong>` })}</p>
<p>${escapeHtml(t('invite.aboutHtml'))}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #2b6cb0; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(create)}</a></p>
<p style="font-size: 13px; color: #4a5568">${mailHtml(locale, 'invite.orOpen', {}, { link: ltr(link) })}<br>${mailHtml(locale, 'invite.code', {}, { code: ltr(invitation.ref) })}</p>
<p style="font-size: 12px; color: #718096">${escapeHtml(t('invite.ignore'))}</p>
</body></html>`;
  return { to: invitation.to, subject: t('invite.subject', { sponsor }), text, html };
}
