/**
 * Reads supabase/config.toml, the same file the Supabase CLI uses, so the local stack honours the
 * project's own settings (auth lifetimes, password length, each function's verify_jwt). A value
 * written `env(NAME)` is resolved as the CLI resolves it, from the environment, and locally falls
 * back to LOCAL_ENV_DEFAULTS (the file describes the hosted project: docs/accounts.md).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { parseBanDuration as parseDuration } from './auth/params';
import { DEFAULT_RATE_LIMITS, type AuthRateLimits } from './auth/rate-limits';

export interface FunctionConfig {
  name: string;
  /** Absolute path of the entrypoint. */
  entrypoint: string;
  /** Absolute path of the deno.json / import map, if any. */
  importMap?: string;
  verifyJwt: boolean;
}

/** The e-mails the auth server sends, by config.toml's template names. */
export const AUTH_MAIL_KINDS = ['confirmation', 'recovery', 'email_change', 'invite', 'magic_link', 'reauthentication'] as const;
export type AuthMailKind = (typeof AUTH_MAIL_KINDS)[number];

export interface MailTemplate {
  subject?: string;
  /** Absolute path of the HTML body (config.toml's content_path, relative to the project folder). */
  contentPath?: string;
}

export interface AuthConfig {
  jwtExpiry: number;
  minimumPasswordLength: number;
  refreshTokenReuseInterval: number;
  siteUrl: string;
  /** [auth] additional_redirect_urls: where e-mail links may send the browser besides the site. */
  additionalRedirectUrls: string[];
  /** [auth.email] enable_confirmations: new users confirm their address before they can sign in. */
  enableConfirmations: boolean;
  /** [auth.email] double_confirm_changes: an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges: boolean;
  /** [auth.email] require_current_password: a new password needs the current one (not after an e-mailed link). */
  requireCurrentPassword: boolean;
  /** [auth.email] otp_expiry: seconds an e-mailed link or code stays valid. */
  otpExpiry: number;
  /** [auth.email] otp_length: digits of the e-mailed code. */
  otpLength: number;
  /** [auth.email] max_frequency in milliseconds: the least time between two mails of one kind to one user. */
  maxFrequencyMs: number;
  /** [auth.email.template.<kind>]: subject and body file of each auth e-mail (GoTrue's defaults otherwise). */
  templates: Partial<Record<AuthMailKind, MailTemplate>>;
  /** [local_smtp] admin_email and sender_name: the From of auth e-mails. */
  sender: { address: string; name: string };
  /** [auth.rate_limit]: the auth server's request and e-mail limits (local/auth/rate-limits.ts). */
  rateLimits: AuthRateLimits;
  /**
   * [auth.hook.password_verification_attempt] when enabled: the Postgres function (its quoted
   * `"schema"."name"`, from `uri = "pg-functions://postgres/<schema>/<name>"`) asked after each
   * password check at /token.
   */
  passwordVerificationHook?: string;
}

export interface ProjectConfig {
  /** project_id, as the CLI names the project (default: the folder's name). */
  name: string;
  auth: AuthConfig;
  functions: FunctionConfig[];
}

type Table = Record<string, unknown>;

/** What config.toml's env(NAME) values stand for on the local stack when NAME is not set. */
export const LOCAL_ENV_DEFAULTS: Readonly<Record<string, string>> = {
  SITE_URL: 'http://127.0.0.1:3000',
  AUTH_REDIRECT_URL: 'https://127.0.0.1:3000',
};

/** `env(NAME)` → the environment's NAME, else the local default, else ''; any other value as is. */
export function resolveEnv(value: unknown, env: NodeJS.ProcessEnv = process.env): unknown {
  if (typeof value !== 'string') return value;
  const name = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim())?.[1];
  if (!name) return value;
  return env[name] || LOCAL_ENV_DEFAULTS[name] || '';
}

function table(value: unknown): Table {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {};
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function rateLimitsOf(auth: Table): AuthRateLimits {
  const declared = table(auth.rate_limit);
  return {
    emailSent: numberOr(declared.email_sent, DEFAULT_RATE_LIMITS.emailSent),
    tokenRefresh: numberOr(declared.token_refresh, DEFAULT_RATE_LIMITS.tokenRefresh),
    signInSignUps: numberOr(declared.sign_in_sign_ups, DEFAULT_RATE_LIMITS.signInSignUps),
    tokenVerifications: numberOr(declared.token_verifications, DEFAULT_RATE_LIMITS.tokenVerifications),
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The hook's function from its pg-functions URI, as GoTrue names it in `select <name>(…)`. */
export function pgFunctionOfHook(uri: string): string {
  const found = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri);
  if (!found) throw new Error(`config.toml: a Postgres hook's uri must be pg-functions://<database>/<schema>/<function>, not ${uri}`);
  return `${quoteIdent(found[1] as string)}.${quoteIdent(found[2] as string)}`;
}

function passwordHookOf(auth: Table): string | undefined {
  const hook = table(table(auth.hook).password_verification_attempt);
  if (hook.enabled !== true || typeof hook.uri !== 'string') return undefined;
  return pgFunctionOfHook(hook.uri);
}

function templatesOf(email: Table, projectDir: string): Partial<Record<AuthMailKind, MailTemplate>> {
  const declared = table(email.template);
  const templates: Partial<Record<AuthMailKind, MailTemplate>> = {};
  for (const kind of AUTH_MAIL_KINDS) {
    const entry = table(declared[kind]);
    if (Object.keys(entry).length === 0) continue;
    templates[kind] = {
      subject: typeof entry.subject === 'string' ? entry.subject : undefined,
      contentPath: typeof entry.content_path === 'string' ? resolve(projectDir, entry.content_path) : undefined,
    };
  }
  return templates;
}

export function readProjectConfig(rootDir: string): ProjectConfig {
  const supabaseDir = join(rootDir, 'supabase');
  const raw = table(parse(readFileSync(join(supabaseDir, 'config.toml'), 'utf8')));
  const auth = table(raw.auth);
  const email = table(auth.email);
  const localSmtp = table(raw.local_smtp);
  const declared = table(raw.functions);
  const functionsDir = join(supabaseDir, 'functions');
  // As the CLI does: every folder of supabase/functions with an index.ts is a function (folders
  // starting with _ hold shared code); config.toml may set its options, verify_jwt defaulting to true.
  const names = existsSync(functionsDir)
    ? readdirSync(functionsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
    : [];
  const functions: FunctionConfig[] = [];
  for (const name of names) {
    const options = table(declared[name]);
    if (options.enabled === false) continue;
    const entrypoint = join(supabaseDir, typeof options.entrypoint === 'string' ? options.entrypoint : `functions/${name}/index.ts`);
    if (!existsSync(entrypoint)) continue;
    const mapPath = typeof options.import_map === 'string' ? join(supabaseDir, options.import_map) : join(functionsDir, name, 'deno.json');
    functions.push({
      name,
      entrypoint,
      importMap: existsSync(mapPath) ? mapPath : undefined,
      verifyJwt: options.verify_jwt !== false,
    });
  }
  return {
    name: stringOr(raw.project_id, basename(resolve(rootDir))),
    auth: {
      jwtExpiry: numberOr(auth.jwt_expiry, 3600),
      minimumPasswordLength: numberOr(auth.minimum_password_length, 6),
      refreshTokenReuseInterval: numberOr(auth.refresh_token_reuse_interval, 10),
      siteUrl: stringOr(resolveEnv(auth.site_url), 'http://127.0.0.1:3000'),
      additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
        ? auth.additional_redirect_urls.map((url) => resolveEnv(url)).filter((url): url is string => typeof url === 'string' && url !== '')
        : [],
      enableConfirmations: email.enable_confirmations === true,
      doubleConfirmChanges: email.double_confirm_changes !== false,
      requireCurrentPassword: email.require_current_password === true,
      otpExpiry: numberOr(email.otp_expiry, 3600),
      otpLength: numberOr(email.otp_length, 6),
      maxFrequencyMs: parseDuration(stringOr(email.max_frequency, '1s')),
      templates: templatesOf(email, rootDir),
      // The Supabase CLI's defaults for its local Mailpit.
      sender: { address: stringOr(localSmtp.admin_email, 'admin@email.com'), name: stringOr(localSmtp.sender_name, 'Admin') },
      rateLimits: rateLimitsOf(auth),
      passwordVerificationHook: passwordHookOf(auth),
    },
    functions,
  };
}
