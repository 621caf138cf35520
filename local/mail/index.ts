/**
 * The local mail catcher (Supabase's local stack runs Mailpit for this): an SMTP server on
 * SMTP_PORT that accepts every message and keeps it, and an inbox on INBOX_PORT where a developer
 * reads what the app sent — `/` is the inbox page, `/api/messages` the same as JSON for tests.
 * Nothing leaves the machine.
 */
import { createServer, type Server } from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { renderInbox } from './inbox-page';

export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  messages(): CaughtMail[];
  stop(): Promise<void>;
}

const KEEP = 500;

export async function startMailCatcher(options: { host: string; smtpPort: number; inboxPort: number; log: (line: string) => void }): Promise<MailCatcher> {
  const inbox: CaughtMail[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            inbox.unshift({
              id: nextId++,
              receivedAt: new Date().toISOString(),
              from: email.from?.address ?? session.envelope.mailFrom?.toString() ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            inbox.splice(KEEP);
            callback();
          })
          .catch((error: unknown) => {
            options.log(`mail: could not parse a message: ${String(error)}`);
            callback(new Error('message could not be parsed'));
          });
      });
    },
  });

  const web: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox.local');
    if (url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? inbox.filter((mail) => mail.to.some((address) => address.toLowerCase() === to)) : inbox;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(list));
      return;
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
      res.end(renderInbox(inbox));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort, options.host, () => resolve());
  });
  smtp.on('error', (error) => options.log(`smtp: ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(options.inboxPort, options.host, () => resolve());
  }).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  });

  return {
    messages: () => [...inbox],
    stop: async () => {
      web.closeAllConnections();
      await new Promise<void>((resolve) => web.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
