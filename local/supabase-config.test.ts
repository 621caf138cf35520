// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { readProjectConfig, resolveEnv } from './supabase-config';
import { rootDir } from './settings';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function project(toml: string, functions: string[]): string {
  dir = mkdtempSync(join(tmpdir(), 'mta-config-'));
  mkdirSync(join(dir, 'supabase', 'functions', '_shared'), { recursive: true });
  writeFileSync(join(dir, 'supabase', 'config.toml'), toml);
  for (const name of functions) {
    mkdirSync(join(dir, 'supabase', 'functions', name), { recursive: true });
    writeFileSync(join(dir, 'supabase', 'functions', name, 'index.ts'), 'Deno.serve(() => new Response("ok"));');
  }
  return dir;
}

describe('readProjectConfig', () => {
  it("reads this project's config.toml: api has verify_jwt off, auth settings as set", () => {
    const config = readProjectConfig(rootDir);
    expect(config.functions.map((fn) => [fn.name, fn.verifyJwt])).toEqual([['api', false]]);
    expect(config.auth.minimumPasswordLength).toBe(6);
    expect(config.auth.jwtExpiry).toBe(3600);
    // config.toml describes the hosted project: confirmations on (the local stack keeps them off by default).
    expect(config.auth).toMatchObject({ enableConfirmations: true, doubleConfirmChanges: true, otpExpiry: 3600, otpLength: 6, maxFrequencyMs: 1000 });
    expect(config.auth.sender).toEqual({ address: 'no-reply@moneytrain.local', name: 'Money Train Academy' });
    expect(config.auth.templates.recovery).toEqual({
      // A Go template, as GoTrue reads it: the user's language (local/auth/mail.ts renders it).
      subject:
        '{{ if eq .Data.locale "es" }}Restablece tu contraseña de Money Train Academy{{ else if eq .Data.locale "ar" }}أعد تعيين كلمة مرور Money Train Academy{{ else }}Reset your Money Train Academy password{{ end }}',
      contentPath: join(rootDir, 'supabase', 'templates', 'recovery.html'),
    });
  });

  it("reads [auth.rate_limit] and the password verification hook; GoTrue's defaults and no hook when left out", () => {
    const config = readProjectConfig(rootDir);
    expect(config.auth.rateLimits).toEqual({ emailSent: 30, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 });
    expect(config.auth.passwordVerificationHook).toBe('"app"."hook_password_verification_attempt"');
    const bare = readProjectConfig(
      project(
        '[auth]\n[auth.rate_limit]\ntoken_refresh = 7\n[auth.hook.password_verification_attempt]\nenabled = false\nuri = "pg-functions://postgres/public/x"\n',
        [],
      ),
    );
    expect(bare.auth.rateLimits).toEqual({ emailSent: 2, tokenRefresh: 7, signInSignUps: 30, tokenVerifications: 30 });
    expect(bare.auth.passwordVerificationHook).toBeUndefined();
    expect(() => readProjectConfig(project('[auth.hook.password_verification_attempt]\nenabled = true\nuri = "https://hook.example"\n', []))).toThrow(
      /pg-functions:\/\/<database>\/<schema>\/<function>/,
    );
  });

  it("reads the sign-in protection switches from env(...), defaulting to supabase/.env's values as the CLI does", () => {
    // This project's defaults (supabase/.env): the hook on, CAPTCHA off with Turnstile.
    const defaults = readProjectConfig(rootDir, {}).auth;
    expect(defaults.passwordVerificationHook).toBe('"app"."hook_password_verification_attempt"');
    expect(defaults.captcha).toEqual({ enabled: false, provider: 'turnstile', secret: '' });
    // What the deploy sets for a Free project.
    const free = readProjectConfig(rootDir, { AUTH_PASSWORD_VERIFICATION_HOOK: 'false', AUTH_CAPTCHA_ENABLED: 'true', AUTH_CAPTCHA_SECRET: 's3cret' }).auth;
    expect(free.passwordVerificationHook).toBeUndefined();
    expect(free.captcha).toEqual({ enabled: true, provider: 'turnstile', secret: 's3cret' });
    expect(() => readProjectConfig(rootDir, { AUTH_CAPTCHA_ENABLED: 'on' })).toThrow('[auth.captcha] enabled must be true or false, not "on"');
    // A project without supabase/.env and without the variables: off.
    const bare = readProjectConfig(project('[auth.captcha]\nenabled = "env(X_CAPTCHA)"\nprovider = "hcaptcha"\n', []), {});
    expect(bare.auth.captcha).toEqual({ enabled: false, provider: 'hcaptcha', secret: '' });
  });

  it('reads enable_confirmations and the e-mail settings, with GoTrue defaults for what is left out', () => {
    const on = readProjectConfig(project('[auth.email]\nenable_confirmations = true\nmax_frequency = "1m30s"\n', []));
    expect(on.auth).toMatchObject({ enableConfirmations: true, maxFrequencyMs: 90_000, otpExpiry: 3600, additionalRedirectUrls: [] });
    expect(on.auth.templates).toEqual({});
    expect(on.auth.sender).toEqual({ address: 'admin@email.com', name: 'Admin' });
  });

  it('resolves env(NAME) from the environment, else the local default, else empty', () => {
    expect(resolveEnv('env(SITE_URL)', { SITE_URL: 'https://app.example.com' })).toBe('https://app.example.com');
    expect(resolveEnv('env(SITE_URL)', {})).toBe('http://127.0.0.1:3000');
    expect(resolveEnv('env(SMTP_HOST)', {})).toBe('');
    expect(resolveEnv('http://literal', {})).toBe('http://literal');
    expect(resolveEnv(465, {})).toBe(465);
  });

  it('holds what hosted Auth needs: site URL and redirects from env, SMTP on 465 with env credentials, templates, rate limits', () => {
    const raw = parse(readFileSync(join(rootDir, 'supabase', 'config.toml'), 'utf8')) as {
      auth: {
        site_url: string;
        additional_redirect_urls: string[];
        rate_limit: Record<string, number>;
        email: { smtp: Record<string, unknown>; enable_confirmations: boolean };
      };
    };
    expect(raw.auth.site_url).toBe('env(SITE_URL)');
    expect(raw.auth.additional_redirect_urls).toEqual(['env(AUTH_REDIRECT_URL)']);
    expect(raw.auth.email.enable_confirmations).toBe(true);
    expect(raw.auth.email.smtp).toEqual({
      enabled: true,
      host: 'env(SMTP_HOST)',
      port: 465,
      user: 'env(SMTP_USER)',
      pass: 'env(SMTP_PASS)',
      admin_email: 'env(SMTP_ADMIN_EMAIL)',
      sender_name: 'Money Train Academy',
    });
    expect(raw.auth.rate_limit).toMatchObject({ email_sent: 30, sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30 });
    const local = readProjectConfig(rootDir).auth;
    expect(Object.keys(local.templates).sort()).toEqual(['confirmation', 'email_change', 'recovery']);
  });

  it('defaults verify_jwt to true for a function config.toml does not mention, and skips _shared', () => {
    const config = readProjectConfig(project('[auth]\njwt_expiry = 600\n', ['hello']));
    expect(config.functions).toHaveLength(1);
    expect(config.functions[0]).toMatchObject({ name: 'hello', verifyJwt: true });
    expect(config.auth.jwtExpiry).toBe(600);
  });

  it('leaves out a function that config.toml disables', () => {
    const config = readProjectConfig(project('[functions.hello]\nenabled = false\n', ['hello', 'other']));
    expect(config.functions.map((fn) => fn.name)).toEqual(['other']);
  });
});
