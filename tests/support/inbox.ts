/**
 * Reading the local mail catcher (its /api/messages JSON) from tests: the mails to one address,
 * waiting for the next one, and the links and code of an auth e-mail.
 */
import type { CaughtMail } from '../../local/mail/index';
import { until } from './waiting';

export type { CaughtMail };

/** Mails to `address`, newest first. */
export async function mailsTo(inboxUrl: string, address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits until `address` has more than `already` mails; returns the newest. */
export async function nextMail(inboxUrl: string, address: string, already: number, timeoutMs = 10_000): Promise<CaughtMail> {
  return until(
    async () => {
      const mails = await mailsTo(inboxUrl, address);
      return mails.length > already ? (mails[0] as CaughtMail) : undefined;
    },
    `a new mail to ${address} (had ${already})`,
    { timeoutMs, everyMs: 100 },
  );
}

const decode = (href: string) => href.replaceAll('&amp;', '&').replaceAll('&#38;', '&');

/** The /verify link of an auth mail (its href, entities decoded). */
export function verifyLink(mail: Pick<CaughtMail, 'subject' | 'html'>): string {
  const href = /href="([^"]*\/verify\?[^"]*)"/.exec(mail.html)?.[1];
  if (!href) throw new Error(`no /verify link in the mail "${mail.subject}"`);
  return decode(href);
}

/** The digits code of an auth mail, when its template shows one. */
export function mailCode(mail: CaughtMail): string {
  const code = /code:\s*(\d{6,10})/i.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail "${mail.subject}"`);
  return code;
}

/** Follows a /verify link as a browser would, without going on to the app: the Location and its fragment fields. */
export async function openLink(link: string): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return { status: response.status, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
}

/**
 * Runs `send` (requests that may mail `address`), then waits `settleMs` for mails sent after their
 * answers; answers how many new mails `address` got and how long `send` took, first request to
 * last answer (a mail budget such as max_frequency bounds the mails by that span).
 */
export async function mailsWhile(inboxUrl: string, address: string, send: () => Promise<void>, settleMs = 1000): Promise<{ mails: number; spanMs: number }> {
  const before = (await mailsTo(inboxUrl, address)).length;
  const started = Date.now();
  await send();
  const spanMs = Date.now() - started;
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return { mails: (await mailsTo(inboxUrl, address)).length - before, spanMs };
}
