/**
 * What each reminder says (docs/product.md#reminders), by e-mail and as a push, in the learner's
 * language (mail-messages.ts): a fixed template per kind, the learner's name kept to one line and
 * escaped in HTML, a link to the Today screen carrying the send's id (so opening it counts as an
 * open), and in every e-mail the one-click unsubscribe link and its List-Unsubscribe header.
 */
import type { LocaleCode } from '../../../contract/index.ts';
import type { Mail } from '../_shared/mailer.ts';
import { escapeHtml, htmlOpening, mailHtml, mailLocale, mailTranslator, nameHtml } from './mail-messages.ts';

export interface DueReminder {
  sendId: number;
  kind: 'daily' | 'streak_risk' | 'weekly_recap';
  email: string;
  name: string;
  channels: Array<'email' | 'push'>;
  unsubscribeToken: string;
  loginStreak: number;
  weekPoints: number;
  push: Array<{ endpoint: string; p256dh: string; auth: string }>;
  /** The learner's language (app.mail_locale); English when not given. */
  locale?: LocaleCode | null;
}

const oneLine = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

function wording(reminder: DueReminder): { subject: string; line: string; button: string } {
  const t = mailTranslator(mailLocale(reminder.locale));
  switch (reminder.kind) {
    case 'streak_risk':
      return {
        subject: t('reminder.streak.subject', { streak: reminder.loginStreak }),
        line: t('reminder.streak.line', { streak: reminder.loginStreak }),
        button: t('reminder.streak.button'),
      };
    case 'weekly_recap':
      return {
        subject: t('reminder.weekly.subject'),
        line: t('reminder.weekly.line', { points: reminder.weekPoints }),
        button: t('reminder.weekly.button'),
      };
    default:
      return { subject: t('reminder.daily.subject'), line: t('reminder.daily.line'), button: t('reminder.daily.button') };
  }
}

/** The Today screen, with the send's id so the app can count the open. */
export function reminderLink(siteUrl: string, sendId: number): string {
  return `${siteUrl.replace(/\/+$/, '')}/dashboard?reminder=${sendId}`;
}

export function reminderPush(reminder: DueReminder): string {
  const { subject, line } = wording(reminder);
  return JSON.stringify({ title: subject, body: line, url: `/dashboard?reminder=${reminder.sendId}`, tag: `mta-${reminder.kind}` });
}

export function reminderEmail(reminder: DueReminder, siteUrl: string): Mail {
  const locale = mailLocale(reminder.locale);
  const t = mailTranslator(locale);
  const base = siteUrl.replace(/\/+$/, '');
  const name = oneLine(reminder.name);
  const { subject, line, button } = wording(reminder);
  const open = reminderLink(base, reminder.sendId);
  const unsubscribe = `${base}/unsubscribe?reminders=${encodeURIComponent(reminder.unsubscribeToken)}`;
  const text = [
    t('greeting', { name }),
    '',
    line,
    '',
    t('linkLine', { label: button, link: open }),
    '',
    t('reminder.unsubscribeText', { link: unsubscribe }),
  ].join('\n');
  const unsubscribeLink = `<a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('reminder.unsubscribe'))}</a>`;
  const html = `<!doctype html>
${htmlOpening(locale)}<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<p>${mailHtml(locale, 'greeting', {}, { name: nameHtml(locale, name) })}</p>
<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(open)}" style="display: inline-block; padding: 10px 18px; background: #0b402c; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(button)}</a></p>
<p style="font-size: 12px; color: #718096">${mailHtml(locale, 'reminder.footer', {}, { unsubscribe: unsubscribeLink })}</p>
</body></html>`;
  return {
    to: reminder.email,
    subject,
    text,
    html,
  };
}
