/**
 * Outgoing e-mail over SMTP, configured by environment (`supabase secrets set` on hosted projects):
 * SMTP_HOST, SMTP_PORT (default 465, implicit TLS; any other port: plain, upgraded by STARTTLS when
 * offered, unless SMTP_TLS=implicit, as on a provider's 2465), SMTP_USER and SMTP_PASS (optional),
 * SMTP_FROM. The local stack points these at its mail
 * catcher. Hosted Edge Functions may not connect out on ports 25 and 587, so the default is 465
 * (docs/decisions.md, "Function mail on port 465"); `npm run deploy` refuses a blocked port.
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

/** The port mail leaves on when SMTP_PORT is not set: implicit TLS, which hosted functions may use. */
export const DEFAULT_SMTP_PORT = 465;

/** The SMTP connection settings the environment describes (throws MailError when there is no host). */
export function smtpOptions(env: (name: string) => string | undefined) {
  const host = env('SMTP_HOST');
  if (!host) throw new MailError('SMTP_HOST is not set', true);
  const port = Number(env('SMTP_PORT') || DEFAULT_SMTP_PORT);
  const user = env('SMTP_USER');
  return {
    host,
    port,
    secure: port === 465 || env('SMTP_TLS') === 'implicit',
    auth: user ? { user, pass: env('SMTP_PASS') ?? '' } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  };
}

let transport: nodemailer.Transporter | undefined;

function transporter(): nodemailer.Transporter {
  transport ??= nodemailer.createTransport(smtpOptions((name) => Deno.env.get(name)));
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
