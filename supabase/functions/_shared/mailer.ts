/**
 * Outgoing e-mail over SMTP, configured by environment (`supabase secrets set` on hosted projects):
 * SMTP_HOST, SMTP_PORT (465 = implicit TLS, otherwise STARTTLS when offered), SMTP_USER and
 * SMTP_PASS (optional), SMTP_FROM. The local stack points these at its mail catcher.
 *
 * The invite route sends with no database transaction or pool connection held (routes/invites.ts);
 * the timeouts only bound how long a user waits for "Invite Sent!" from a stuck mail server.
 */
// @ts-types="@types/nodemailer"
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe for one-click unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sending failed: the server refused, could not be reached, or e-mail is not configured. */
export class MailError extends Error {
  constructor(
    message: string,
    /** True when the mail server could not be reached at all (or is not configured). */
    readonly unreachable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// nodemailer's codes for "never got a conversation going" (see its smtp-connection errors).
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH']);

let transport: nodemailer.Transporter | undefined;

function transporter(): nodemailer.Transporter {
  if (transport) return transport;
  const host = Deno.env.get('SMTP_HOST');
  if (!host) throw new MailError('SMTP_HOST is not set', true);
  const port = Number(Deno.env.get('SMTP_PORT') ?? 587);
  const user = Deno.env.get('SMTP_USER');
  transport = nodemailer.createTransport({
    host,
    port,
    secure: port === 465,
    auth: user ? { user, pass: Deno.env.get('SMTP_PASS') ?? '' } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return transport;
}

export async function sendMail(mail: Mail): Promise<void> {
  const from = Deno.env.get('SMTP_FROM');
  if (!from) throw new MailError('SMTP_FROM is not set', true);
  try {
    const info = await transporter().sendMail({ from, ...mail });
    if (info.rejected.length > 0) throw new MailError(`the mail server rejected ${mail.to}`, false);
  } catch (error) {
    if (error instanceof MailError) throw error;
    const code = (error as { code?: string }).code ?? '';
    throw new MailError(`sending to ${mail.to} failed (${code || 'error'})`, UNREACHABLE_CODES.has(code), { cause: error });
  }
}
