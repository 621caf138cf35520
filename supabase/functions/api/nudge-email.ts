/**
 * The nudge e-mail: a fixed template naming the sponsor and the member's next station, with a link
 * back to the app and one that turns nudges off, in the member's language (mail-messages.ts). Both
 * names go in as display names (contract/display-name.ts: no links, markup or extra lines;
 * docs/referral-guards.md), and are still HTML-escaped.
 */
import { displayName, type LocaleCode } from '../../../contract/index.ts';
import type { Mail } from '../_shared/mailer.ts';
import { escapeHtml, htmlOpening, mailHtml, mailLocale, mailTranslator, nameHtml, stationNameIn } from './mail-messages.ts';

export interface Nudge {
  to: string;
  memberName: string;
  sponsorName: string;
  nextStation: { id: number; station: number; title: string } | null;
  optoutToken: string;
  siteUrl: string;
  /** The member's language (app.mail_locale); English when not given. */
  locale?: LocaleCode | null;
}

export function nudgeEmail(nudge: Nudge): Mail {
  const locale = mailLocale(nudge.locale);
  const t = mailTranslator(locale);
  const base = nudge.siteUrl.replace(/\/+$/, '');
  const sponsor = displayName(nudge.sponsorName);
  const member = displayName(nudge.memberName);
  const next = nudge.nextStation;
  const goTo = next ? `${base}/mission/${next.id}` : `${base}/courses`;
  const step = next ? t('nudge.next', { station: stationNameIn(locale, next.station, next.title) }) : t('nudge.allDone');
  const optout = `${base}/unsubscribe?token=${encodeURIComponent(nudge.optoutToken)}`;
  const text = [
    t('greeting', { name: member }),
    '',
    t('nudge.body', { sponsor, step }),
    '',
    t('linkLine', { label: t('nudge.continue'), link: goTo }),
    '',
    t('nudge.optoutText', { link: optout }),
  ].join('\n');
  const html = `<!doctype html>
${htmlOpening(locale)}<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<p>${mailHtml(locale, 'greeting', {}, { name: nameHtml(locale, member) })}</p>
<p>${mailHtml(locale, 'nudge.body', { step }, { sponsor: `<strong>${nameHtml(locale, sponsor)}</strong>` })}</p>
<p><a href="${escapeHtml(goTo)}" style="display: inline-block; padding: 10px 18px; background: #276749; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(t('nudge.button'))}</a></p>
<p style="font-size: 12px; color: #718096">${mailHtml(locale, 'nudge.optoutHtml', {}, { turnOff: `<a href="${escapeHtml(optout)}">${escapeHtml(t('nudge.turnOff'))}</a>` })}</p>
</body></html>`;
  return { to: nudge.to, subject: t('nudge.subject', { sponsor }), text, html };
}
