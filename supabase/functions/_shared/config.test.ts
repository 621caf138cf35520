/**
 * What the function reads from its environment, without a stack: which API key it uses
 * (api-keys.ts: the new generation first, hosted's JSON shape), how its mail leaves
 * (mailer.ts: port 465 with implicit TLS unless told otherwise) and whether it checks a CAPTCHA
 * token, against which siteverify (captcha.ts). tests/unit/api-app.test.ts runs
 * it under `deno test`.
 *
 *   deno test --config supabase/functions/api/deno.json --allow-env --allow-read supabase/functions/_shared/config.test.ts
 */
import assert from 'node:assert/strict';
import { apiKeysFrom } from './api-keys.ts';
import { captchaCheckFrom } from './captcha.ts';
import { DEFAULT_SMTP_PORT, MailError, smtpOptions } from './mailer.ts';

const envOf = (values: Record<string, string>) => (name: string) => values[name];

Deno.test('api keys: hosted JSON variables win over the legacy keys, the key named default first', () => {
  const keys = apiKeysFrom(
    envOf({
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ web: 'sb_publishable_web', default: 'sb_publishable_default' }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_default' }),
      SUPABASE_ANON_KEY: 'eyJ.anon',
      SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service',
    }),
  );
  assert.equal(keys.publicKey, 'sb_publishable_default');
  assert.equal(keys.secretKey, 'sb_secret_default');
  assert.deepEqual([...keys.anonymousBearers].sort(), ['eyJ.anon', 'sb_publishable_default', 'sb_publishable_web']);
});

Deno.test('api keys: the legacy keys alone, single-key secrets, and a comma-separated list', () => {
  assert.deepEqual(apiKeysFrom(envOf({ SUPABASE_ANON_KEY: 'eyJ.anon', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service' })), {
    publicKey: 'eyJ.anon',
    secretKey: 'eyJ.service',
    anonymousBearers: new Set(['eyJ.anon']),
  });
  const single = apiKeysFrom(envOf({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_one', SUPABASE_SECRET_KEY: 'sb_secret_one', SUPABASE_ANON_KEY: '' }));
  assert.equal(single.publicKey, 'sb_publishable_one');
  assert.equal(single.secretKey, 'sb_secret_one');
  assert.equal(apiKeysFrom(envOf({ SUPABASE_PUBLISHABLE_KEYS: 'sb_publishable_a, sb_publishable_b' })).publicKey, 'sb_publishable_a');
});

Deno.test('mailer: port 465 with implicit TLS by default, never 25 or 587', () => {
  const options = smtpOptions(envOf({ SMTP_HOST: 'smtp.example.com' }));
  assert.equal(DEFAULT_SMTP_PORT, 465);
  assert.equal(options.port, 465);
  assert.equal(options.secure, true);
  assert.equal(smtpOptions(envOf({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '' })).port, 465);
});

Deno.test('mailer: implicit TLS on another port when asked; plain (STARTTLS if offered) otherwise', () => {
  assert.equal(smtpOptions(envOf({ SMTP_HOST: 'h', SMTP_PORT: '2465', SMTP_TLS: 'implicit' })).secure, true);
  assert.equal(smtpOptions(envOf({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '54325' })).secure, false);
  assert.deepEqual(smtpOptions(envOf({ SMTP_HOST: 'h', SMTP_USER: 'u', SMTP_PASS: 'p' })).auth, { user: 'u', pass: 'p' });
  assert.throws(() => smtpOptions(envOf({})), MailError);
});

Deno.test("captcha: off without a secret or with CAPTCHA_PROVIDER=off; the provider's siteverify, the stand-in's on a local stack only", () => {
  assert.equal(captchaCheckFrom(envOf({})), undefined);
  assert.equal(captchaCheckFrom(envOf({ CAPTCHA_PROVIDER: 'off', CAPTCHA_SECRET: 'left-from-before' })), undefined);
  assert.deepEqual(captchaCheckFrom(envOf({ CAPTCHA_SECRET: 's', SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' })), {
    provider: 'turnstile',
    secret: 's',
    siteverifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  });
  assert.equal(captchaCheckFrom(envOf({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SECRET: 's' }))?.siteverifyUrl, 'https://hcaptcha.com/siteverify');
  const standIn = { CAPTCHA_SECRET: 's', LOCAL_CAPTCHA_ORIGIN: 'http://127.0.0.1:4100' };
  assert.equal(captchaCheckFrom(envOf({ ...standIn, SUPABASE_URL: 'http://127.0.0.1:54321' }))?.siteverifyUrl, 'http://127.0.0.1:4100/siteverify');
  // On a hosted project the variable is ignored, whatever the secrets say.
  assert.equal(
    captchaCheckFrom(envOf({ ...standIn, SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' }))?.siteverifyUrl,
    'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  );
  assert.throws(() => captchaCheckFrom(envOf({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 's' })), /neither turnstile nor hcaptcha/);
});
