/**
 * POST /api/users/{id}/invite through the gateway: the invitation is recorded and its e-mail really
 * goes out over SMTP (the stack's mail catcher), with the signup link carrying ref, sponsor and
 * source and the inviter's name escaped in the HTML. When the mail server refuses the message or
 * cannot be reached, the api answers 502/503 and the invitation is rolled back: a second instance
 * of the same function runs against an SMTP server this test controls, because the shared stack's
 * catcher accepts everything.
 */
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunction, type RunningFunction } from '../../local/functions';
import { loadOrCreateKeys } from '../../local/keys';
import { freePort } from '../../local/ports';
import { readProjectConfig } from '../../local/supabase-config';
import { callApi, closeDb, db, stack, stackDir, uniqueEmail } from '../support/clients';
import { expectBooksBalanced } from './db-helpers';
import { type Caller, expectError, newLearner, userShape } from './api-helpers';

interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

async function inbox(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${stack().inboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

async function invitationRows(inviter: Caller): Promise<{ email: string; status: string }[]> {
  const { rows } = await db().query('select email, status from public.invitations where inviter_id = $1 order by id', [inviter.id]);
  return rows;
}

const SEND_FAILED = 'We could not send the invitation e-mail. Please try again.';
const INVALID_EMAIL = 'Please enter a valid email address';
const invite = (caller: Caller, body: unknown) => callApi('POST', `/api/users/${caller.id}/invite`, { token: caller.token, body });

let sponsor: Caller;

beforeAll(async () => {
  sponsor = await newLearner(`Zoë <b>Bold</b> & "Co"`);
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('POST /api/users/{id}/invite', () => {
  it('records the invitation and delivers the e-mail with the signup link', async () => {
    const friend = uniqueEmail('friend');
    const answer = await invite(sponsor, { email: `  ${friend.toUpperCase()} ` });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      user: { ...userShape, id: sponsor.id, invitedUsers: [friend], createdAt: expect.any(String), phone: null },
      message: `Invitation sent to ${friend}`,
      invitation: { id: expect.any(Number), email: friend },
    });
    expect(await invitationRows(sponsor)).toEqual([{ email: friend, status: 'pending' }]);

    const mails = await inbox(friend);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const code = (answer.json?.user as { inviteCode: string }).inviteCode;
    const link = `${stack().appUrl}/signup?ref=${code}&sponsor=${encodeURIComponent('Zoë <b>Bold</b> & "Co"')}&source=direct`;
    expect(mail.from).toBe('no-reply@moneytrain.local');
    expect(mail.subject).toBe('Zoë <b>Bold</b> & "Co" invited you to Money Train Academy');
    expect(mail.text).toContain(link);
    const url = new URL(link);
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: code, sponsor: 'Zoë <b>Bold</b> & "Co"', source: 'direct' });

    // The name is user input: escaped in the HTML, so it cannot inject markup.
    expect(mail.html).toContain('Zoë &#60;b&#62;Bold&#60;/b&#62; &#38; &#34;Co&#34;');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
  });

  it.each([[{}], [{ email: '' }], [{ email: '   ' }], [{ email: 'no-at-sign.example.com' }], [{ email: 42 }]])(
    'refuses %j with 400 "Please enter a valid email address"',
    async (body) => {
      expectError(await invite(sponsor, body), 400, INVALID_EMAIL);
    },
  );

  it('refuses what the database refuses, in its words, and sends nothing', async () => {
    const invalid = await invite(sponsor, { email: 'someone@localhost' });
    expectError(invalid, 400, INVALID_EMAIL);
    expect(invalid.json?.error).toBe('Invalid Email');
    expectError(await invite(sponsor, { email: sponsor.email }), 400, 'You cannot invite yourself');

    const twice = uniqueEmail('twice');
    expect((await invite(sponsor, { email: twice })).status).toBe(200);
    const again = await invite(sponsor, { email: twice });
    expectError(again, 409, `An invitation to ${twice} is already pending.`);
    expect(again.json?.error).toBe('Already invited');
    expect(await inbox(twice)).toHaveLength(1);
    expect(await inbox(sponsor.email)).toHaveLength(0);
  });

  it('answers 429 past the hourly limit, sending nothing', async () => {
    const busy = await newLearner('Busy Bee');
    await db().query(
      `insert into public.invitations (inviter_id, email) select $1, 'earlier' || n || '@example.com' from generate_series(1, 20) n`,
      [busy.id],
    );
    const target = uniqueEmail('limited');
    const answer = await invite(busy, { email: target });
    expectError(answer, 429, 'You can send up to 20 invitations per hour. Please try again later.');
    expect(answer.json?.error).toBe('Too many invitations');
    expect(await inbox(target)).toHaveLength(0);
  });
});

describe('when the invitation e-mail cannot be sent', () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  let fn: RunningFunction;
  let relay: Server;
  let relayUrl: string;

  beforeAll(async () => {
    // A real SMTP server that refuses some recipients, as a provider refuses a blocked address.
    smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.includes('refused')) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        } else {
          callback();
        }
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

    const root = fileURLToPath(new URL('../..', import.meta.url));
    const config = readProjectConfig(root).functions.find((candidate) => candidate.name === 'api')!;
    const keys = await loadOrCreateKeys(stackDir(), `${stack().apiUrl}/auth/v1`);
    fn = await startFunction(
      root,
      config,
      {
        SUPABASE_URL: stack().apiUrl,
        SUPABASE_ANON_KEY: stack().anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack().serviceRoleKey,
        SUPABASE_DB_URL: stack().dbUrl,
        SUPABASE_JWKS: JSON.stringify(keys.jwks()),
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        SMTP_FROM: 'Money Train Academy <no-reply@moneytrain.local>',
        SITE_URL: stack().appUrl,
      },
      () => undefined,
    );
    relay = createServer((req, res) => fn.forward(req, res, req.url ?? '/'));
    const relayPort = await freePort();
    await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
    relayUrl = `http://127.0.0.1:${relayPort}`;
  }, 120_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => relay?.close(() => resolve()));
    await fn?.stop();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const inviteThroughBrokenMail = async (caller: Caller, email: string) => {
    const response = await fetch(`${relayUrl}/api/users/${caller.id}/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  it('the same function sends when the server accepts (the setup works)', async () => {
    const inviter = await newLearner('Working Mail');
    const answer = await inviteThroughBrokenMail(inviter, uniqueEmail('accepted'));
    expect(answer.status).toBe(200);
    expect(await invitationRows(inviter)).toHaveLength(1);
  });

  it('a refused recipient → 502, and no invitation is recorded', async () => {
    const inviter = await newLearner('Refused Mail');
    const answer = await inviteThroughBrokenMail(inviter, uniqueEmail('refused'));
    expect(answer).toMatchObject({ status: 502, json: { message: SEND_FAILED } });
    expect(JSON.stringify(answer.json)).not.toMatch(/550|Mailbox/);
    expect(await invitationRows(inviter)).toEqual([]);
  });

  it('an unreachable mail server → 503, and no invitation is recorded', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const inviter = await newLearner('Unreachable Mail');
    const answer = await inviteThroughBrokenMail(inviter, uniqueEmail('unreachable'));
    expect(answer).toMatchObject({ status: 503, json: { message: SEND_FAILED } });
    expect(await invitationRows(inviter)).toEqual([]);
  });
});
