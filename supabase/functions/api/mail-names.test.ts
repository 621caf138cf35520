/**
 * Every e-mail the api function sends, built with a hostile name wherever a person's name goes in
 * (the sponsor's, the member's, the learner's): none of them may carry the name's link, markup or
 * extra lines, in the subject, the text or the HTML (docs/referral-guards.md: names in mail pass
 * contract/display-name.ts). tests/unit/api-app.test.ts runs it under `deno test`.
 *
 *   deno test --config supabase/functions/api/deno.json --allow-env --allow-read supabase/functions/api/mail-names.test.ts
 */
import assert from 'node:assert/strict';
import type { Redemption } from '../../../contract/index.ts';
import type { Mail } from '../_shared/mailer.ts';
import { invitationEmail } from './invitation-email.ts';
import { nudgeEmail } from './nudge-email.ts';
import { redemptionEmail } from './reward-email.ts';

const HOSTILE_NAMES = [
  'Reset your password at https://evil.example/login',
  '<a href="https://evil.example/login">Click here</a>',
  'Ada\r\nBcc: victim@evil.example\r\n\r\nYour account is closed, log in at evil.example',
  'Ada \u202Eelpmaxe.live\u202C www.evil.example',
  '[Reset password](http://evil.example)',
];

const SITE = 'https://app.example.com';

const redemption = (status: Redemption['status']): Redemption => ({
  id: 1,
  rewardType: 'starter_pack',
  title: 'Starter scripts',
  fulfilment: status === 'pending' ? 'pack' : 'manual',
  cost: 50,
  status,
  createdAt: '2026-11-24T08:00:00Z',
  settledAt: null,
  delivery: status === 'fulfilled' ? 'Your call is booked for Monday.' : null,
  deliveryFile: null,
  refundReason: status === 'refunded' ? 'Out of stock.' : null,
  items: [{ id: 1, title: 'Opening lines', body: 'Say hello first.' }],
});

function everyMail(name: string): Array<[string, Mail]> {
  return [
    ['invitation', invitationEmail({ to: 'friend@example.com', sponsor: name, ref: 'ABC123', siteUrl: SITE })],
    [
      'nudge',
      nudgeEmail({
        to: 'member@example.com',
        memberName: name,
        sponsorName: name,
        nextStation: { id: 3, station: 3, title: 'Your first call' },
        optoutToken: 'token-1',
        siteUrl: SITE,
      }),
    ],
    ...(['pending', 'fulfilled', 'refunded'] as const).map((status): [string, Mail] => [
      `reward (${status})`,
      redemptionEmail({ to: 'learner@example.com', name, redemption: redemption(status) }),
    ]),
  ];
}

for (const name of HOSTILE_NAMES) {
  Deno.test(`no mail carries the name ${JSON.stringify(name)} as written`, () => {
    for (const [kind, mail] of everyMail(name)) {
      const where = `${kind} mail`;
      assert.doesNotMatch(mail.subject, /[\r\n]/, `${where}: the subject stays one line`);
      for (const [part, body] of [
        ['subject', mail.subject],
        ['text', mail.text],
        ['html', mail.html],
      ] as const) {
        assert.doesNotMatch(body, /evil\.example|elpmaxe\.live/i, `${where} ${part}: the name's domain reads as a domain`);
        assert.doesNotMatch(body, /https?:\/\/evil|\u202E|<a href="https?:\/\/evil/i, `${where} ${part}: the name's link or override survives`);
        assert.doesNotMatch(body, /Bcc:|\[Reset password\]\(/, `${where} ${part}: the name adds a header line or a link`);
      }
      // The only links are the app's own.
      for (const link of mail.html.matchAll(/href="([^"]+)"/g)) assert.ok((link[1] ?? '').startsWith(SITE), `${where}: link ${link[1]}`);
    }
  });
}

Deno.test('an ordinary name reads as typed in every mail', () => {
  for (const [kind, mail] of everyMail("Zoë O'Neil-Smith")) {
    assert.match(`${mail.subject}\n${mail.text}`, /Zoë O'Neil-Smith/, `${kind} mail`);
  }
});

Deno.test('English mails read as before, word for word', () => {
  const invitation = invitationEmail({ to: 'friend@example.com', sponsor: 'Ada', ref: 'ABC123', siteUrl: SITE });
  assert.equal(invitation.subject, 'Ada invited you to Money Train Academy');
  assert.equal(
    invitation.text,
    [
      'Ada has invited you to join Money Train Academy.',
      '',
      'Money Train Academy teaches network-marketing skills in two-minute lessons, quizzes and missions.',
      'Learn at your own pace, earn tokens and leaderboard points, and trade tokens for business tools.',
      '',
      `Create your free account: ${SITE}/signup?ref=ABC123&sponsor=Ada&source=direct`,
      '',
      "Your sponsor's invite code: ABC123",
      '',
      "If you weren't expecting this e-mail, you can ignore it.",
    ].join('\n'),
  );
  const nudge = nudgeEmail({ to: 'm@example.com', memberName: 'Ben', sponsorName: 'Ada', nextStation: null, optoutToken: 't', siteUrl: SITE, locale: null });
  assert.equal(nudge.subject, 'Ada is cheering you on');
  assert.match(
    nudge.text,
    /^Hi Ben,\n\nAda is cheering you on at Money Train Academy\. You have finished every station; pick a course to keep going\. It takes about two minutes\./,
  );
  const refund = redemptionEmail({ to: 'l@example.com', name: 'Ben', redemption: redemption('refunded') });
  assert.equal(refund.subject, 'Refunded: Starter scripts');
  assert.match(refund.text, /so its 50 tokens are back in your balance\.\n\nWhy: Out of stock\.$/);
});

Deno.test("each mail in the recipient's language: Arabic right to left, Spanish with its words", () => {
  const arabic = invitationEmail({ to: 'friend@example.com', sponsor: 'Ada', ref: 'ABC123', siteUrl: SITE, locale: 'ar' });
  assert.match(arabic.html, /<html lang="ar" dir="rtl">/);
  assert.equal(arabic.subject, 'دعوة من Ada إلى Money Train Academy');
  assert.doesNotMatch(arabic.text, /invited|account|expecting/);
  const spanish = nudgeEmail({
    to: 'm@example.com',
    memberName: 'Ben',
    sponsorName: 'Ada',
    nextStation: { id: 3, station: 3, title: 'Your first call' },
    optoutToken: 't',
    siteUrl: SITE,
    locale: 'es',
  });
  assert.equal(spanish.subject, 'Ada te está animando');
  assert.match(spanish.text, /^Hola, Ben:\n\nAda te está animando en Money Train Academy\. Tu próxima parada es Estación 3: Your first call\./);
  assert.match(spanish.html, /<html lang="es">/);
  const delivered = redemptionEmail({ to: 'l@example.com', name: 'Ben', redemption: redemption('fulfilled'), locale: 'es' });
  assert.equal(delivered.subject, 'Entregada: Starter scripts');
  // What the admin wrote stays as written.
  assert.match(delivered.text, /Your call is booked for Monday\./);
});
