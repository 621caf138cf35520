/**
 * What each reminder says (docs/product.md#reminders), by e-mail and as a push: a fixed template per
 * kind, the learner's name kept to one line and escaped in HTML, a link to the Today screen carrying
 * the send's id (so opening it counts as an open), and in every e-mail the one-click unsubscribe link
 * and its List-Unsubscribe header.
 */
import type { Mail } from '../_shared/mailer.ts';
import { escapeHtml } from './invitation-email.ts';

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
}

const oneLine = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

function wording(reminder: DueReminder): { subject: string; line: string; button: string } {
  switch (reminder.kind) {
    case 'streak_risk':
      return {
        subject: `Your ${reminder.loginStreak}-day streak ends at midnight`,
        line: `You have a ${reminder.loginStreak}-day streak. One two-minute step today keeps it going.`,
        button: 'Keep my streak',
      };
    case 'weekly_recap':
      return {
        subject: 'Your week at Money Train Academy',
        line: `Last week you earned ${reminder.weekPoints} points. A new league week has started: see where you stand and take today's step.`,
        button: 'See my league',
      };
    default:
      return { subject: "Today's step is waiting", line: 'Your two-minute step for today is ready when you are.', button: "Open today's step" };
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
  const base = siteUrl.replace(/\/+$/, '');
  const name = oneLine(reminder.name);
  const { subject, line, button } = wording(reminder);
  const open = reminderLink(base, reminder.sendId);
  const unsubscribe = `${base}/unsubscribe?reminders=${encodeURIComponent(reminder.unsubscribeToken)}`;
  const text = [`Hi ${name},`, '', line, '', `${button}: ${open}`, '', `Stop reminder e-mails with one click: ${unsubscribe}`].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(open)}" style="display: inline-block; padding: 10px 18px; background: #0b402c; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(button)}</a></p>
<p style="font-size: 12px; color: #718096">You chose these reminders in your profile. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> in one click.</p>
</body></html>`;
  return {
    to: reminder.email,
    subject,
    text,
    html,
  };
}
