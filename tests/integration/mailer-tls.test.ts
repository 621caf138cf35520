/**
 * The function's mail leaves over implicit TLS (docs/decisions.md, "Function mail on port 465"):
 * the api function, trusting a test CA through DENO_CERT, sends an invitation to a real SMTP
 * server (smtp-server) that speaks TLS from the first byte with a certificate that CA signed. The
 * mail arrives, over TLS. The server listens on a free port with SMTP_TLS=implicit (port 465 is
 * not free on a shared machine); that 465 is the default and means implicit TLS is
 * supabase/functions/_shared/config.test.ts's case. Without the CA the function refuses the server.
 */
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local/ports';
import { makeSelfSigned, type SelfSigned } from '../support/self-signed';
import { closeDb, uniqueEmail } from '../support/clients';
import { newLearner } from './api-helpers';
import { startSecondFunction, type SecondFunction } from './second-function';

interface Received {
  secure: boolean;
  to: string[];
  text: string;
}

let tls: SelfSigned;
let smtp: SMTPServer;
const received: Received[] = [];
const serverErrors: string[] = [];

function tlsSmtpServer(certificate: SelfSigned): SMTPServer {
  return new SMTPServer({
    secure: true,
    key: certificate.key,
    cert: certificate.cert,
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ secure: session.secure, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
}

async function invite(fn: SecondFunction, email: string) {
  const inviter = await newLearner('TLS Mail');
  const response = await fetch(`${fn.url}/api/users/${inviter.id}/invite`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inviter.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return response.status;
}

beforeAll(() => {
  tls = makeSelfSigned();
});

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  tls?.remove();
  await closeDb();
});

describe('the function mailer on its default port (465, implicit TLS)', () => {
  it('delivers over TLS to a server whose certificate it trusts', async () => {
    const port = await freePort();
    smtp = tlsSmtpServer(tls);
    smtp.on('error', (error: Error & { code?: string }) => serverErrors.push(error.code ?? error.message));
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    const fn = await startSecondFunction(port, { SMTP_HOST: 'localhost', DENO_CERT: tls.caFile, SMTP_TLS: 'implicit' });
    try {
      const email = uniqueEmail(`tls-${randomUUID().slice(0, 4)}`);
      expect(await invite(fn, email)).toBe(200);
      const mail = received.find((item) => item.to.includes(email));
      expect(mail).toBeDefined();
      expect(mail!.secure).toBe(true);
      expect(mail!.text).toMatch(/Subject: /);
    } finally {
      await fn.stop();
    }
  });

  it('refuses a server whose certificate it does not trust: nothing is delivered, the invitation fails', async () => {
    const port = (smtp.server.address() as { port: number }).port;
    const fn = await startSecondFunction(port, { SMTP_HOST: 'localhost', SMTP_TLS: 'implicit' });
    try {
      const email = uniqueEmail('untrusted');
      expect(await invite(fn, email)).toBe(503);
      expect(received.find((item) => item.to.includes(email))).toBeUndefined();
      // The function broke off the handshake itself: it does not know the certificate's CA.
      expect(serverErrors).toContain('ERR_SSL_TLSV1_ALERT_UNKNOWN_CA');
    } finally {
      await fn.stop();
    }
  });
});
