/**
 * POST /api/users/{id}/invite through the gateway: the invitation is recorded and its e-mail really
 * goes out over SMTP (the stack's mail catcher), with the signup link carrying ref, sponsor and
 * source and the inviter's name escaped in the HTML. When the mail server refuses the message or
 * cannot be reached, the api answers 502/503 and the invitation is rolled back: a second instance
 * of the same function runs against an SMTP server this test controls, because the shared stack's
 * catcher accepts everything.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local/ports';
import { callApi, closeDb, db, stack, uniqueEmail } from '../support/clients';
import { inbox } from '../support/mail';
import { expectBooksBalanced } from './db-helpers';
import { startSecondFunction, type SecondFunction } from './second-function';
import { type Caller, expectError, newLearner, userShape } from './api-helpers';

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
    // The name is user input: it enters the fixed template as a display name (no markup, links or
    // line breaks survive) and is still escaped in the HTML.
    const shown = 'Zoë b Bold b & Co';
    const link = `${stack().appUrl}/signup?ref=${code}&sponsor=${encodeURIComponent(shown)}&source=direct`;
    expect(mail.from).toBe('no-reply@moneytrain.local');
    expect(mail.subject).toBe(`${shown} invited you to Money Train Academy`);
    expect(mail.text).toContain(link);
    const url = new URL(link);
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: code, sponsor: shown, source: 'direct' });
    expect(mail.html).toContain('<strong>Zoë b Bold b &#38; Co</strong> has invited you');
    expect(mail.html).not.toContain('<b>');
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
    await db().query(`insert into public.invitations (inviter_id, email) select $1, 'earlier' || n || '@example.com' from generate_series(1, 20) n`, [busy.id]);
    const target = uniqueEmail('limited');
    const answer = await invite(busy, { email: target });
    expectError(answer, 429, 'You can send up to 20 invitations per hour. Please try again later.');
    expect(answer.json?.error).toBe('Too many invitations');
    expect(await inbox(target)).toHaveLength(0);
  });

  it('keeps a hostile name to one line of plain words in the fixed template', async () => {
    const hostile = await newLearner('Claim $500 now at https://evil.example/win\r\nBcc: all@example.com <a href="x">');
    const friend = uniqueEmail('hostile-name');
    expect((await invite(hostile, { email: friend })).status).toBe(200);
    const [mail] = await inbox(friend);
    const shown = 'Claim 500 now at https evil. example win Bcc all example. com a href x';
    expect(mail?.subject).toBe(`${shown} invited you to Money Train Academy`);
    expect(mail?.text.split('\n')[0]).toBe(`${shown} has invited you to join Money Train Academy.`);
    expect(mail?.text).not.toContain('https://evil');
    expect(mail?.html).not.toContain('evil.example');
  });
});

describe('GET /api/sponsors/{code}', () => {
  it('names the code\u2019s owner as a display name, and nothing else, to anyone', async () => {
    const { rows } = await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [sponsor.id]);
    const code = rows[0]!.invite_code;
    for (const asked of [code, code.toLowerCase()]) {
      const answer = await callApi('GET', `/api/sponsors/${asked}`);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ name: 'Zoë b Bold b & Co' });
    }
  });

  it('answers 404 for a code no member has and 400 for text that is no code', async () => {
    expectError(await callApi('GET', '/api/sponsors/NOSUCH99'), 404, 'No member has this invite code.');
    expect((await callApi('GET', `/api/sponsors/${encodeURIComponent("x' or '1'='1")}`)).status).toBe(400);
    expect((await callApi('GET', '/api/sponsors/AB')).status).toBe(400);
  });
});

describe('when the invitation e-mail cannot be sent', () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  let fn: SecondFunction;
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

    fn = await startSecondFunction(smtpPort);
    relayUrl = fn.url;
  }, 120_000);

  afterAll(async () => {
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
