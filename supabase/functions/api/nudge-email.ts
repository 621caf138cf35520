/**
 * The nudge e-mail: a fixed template naming the sponsor and the member's next station, with a link
 * back to the app and one that turns nudges off. Both names go in as display names
 * (contract/display-name.ts: no links, markup or extra lines; docs/referral-guards.md), and are
 * still HTML-escaped.
 */
import { displayName, stationName } from '../../../contract/index.ts';
import type { Mail } from '../_shared/mailer.ts';
import { escapeHtml } from './invitation-email.ts';

export interface Nudge {
  to: string;
  memberName: string;
  sponsorName: string;
  nextStation: { id: number; station: number; title: string } | null;
  optoutToken: string;
  siteUrl: string;
}

export function nudgeEmail(nudge: Nudge): Mail {
  const base = nudge.siteUrl.replace(/\/+$/, '');
  const sponsor = displayName(nudge.sponsorName);
  const member = displayName(nudge.memberName);
  const next = nudge.nextStation;
  const goTo = next ? `${base}/mission/${next.id}` : `${base}/courses`;
  const step = next ? `Your next stop is ${stationName(next.station, next.title)}.` : 'You have finished every station; pick a course to keep going.';
  const optout = `${base}/unsubscribe?token=${encodeURIComponent(nudge.optoutToken)}`;
  const text = [
    `Hi ${member},`,
    '',
    `${sponsor} is cheering you on at Money Train Academy. ${step} It takes about two minutes.`,
    '',
    `Continue: ${goTo}`,
    '',
    `Don't want reminders from your sponsor? Turn them off: ${optout}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<p>Hi ${escapeHtml(member)},</p>
<p><strong>${escapeHtml(sponsor)}</strong> is cheering you on at Money Train Academy. ${escapeHtml(step)} It takes about two minutes.</p>
<p><a href="${escapeHtml(goTo)}" style="display: inline-block; padding: 10px 18px; background: #276749; color: #ffffff; text-decoration: none; border-radius: 6px">Continue learning</a></p>
<p style="font-size: 12px; color: #718096">Don't want reminders from your sponsor? <a href="${escapeHtml(optout)}">Turn them off</a>.</p>
</body></html>`;
  return { to: nudge.to, subject: `${sponsor} is cheering you on`, text, html };
}
