/**
 * Where everything of the local stack lives and listens. Each value comes from an environment
 * variable with the documented default (README, "The two commands"), so a second stack (the test run's)
 * can run beside the developer's on other ports and another STACK_DIR.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthRateLimits } from './auth/rate-limits';
import type { JwtSigning } from './keys';

export interface StackSettings {
  /** The repository root (node_modules, web/). */
  rootDir: string;
  /** The folder holding supabase/ (config.toml, migrations, seed, functions, local-hooks.ts): the
   *  repository root, or another project folder (PROJECT_DIR; the tests use one with a broken
   *  migration and a small project of their own). */
  projectDir: string;
  stackDir: string;
  host: string;
  dbPort: number;
  apiPort: number;
  appPort: number;
  /** The SMTP catcher's SMTP port and its inbox page (Supabase's local Mailpit: 54325 / 54324). */
  smtpPort: number;
  inboxPort: number;
  /** `build` serves web/dist; `dev` runs the Vite dev server; `none` serves no app. */
  web: 'build' | 'dev' | 'none';
  /** Print progress lines (the CLI) or stay quiet (tests). */
  quiet: boolean;
  /**
   * E-mail confirmation of new users: AUTH_CONFIRMATIONS=on|off overrides config.toml's
   * [auth.email] enable_confirmations; undefined leaves config.toml in charge.
   */
  authConfirmations?: boolean;
  /**
   * How the auth server signs tokens: AUTH_SIGNING=legacy signs HS256 with a JWT secret, as an older
   * hosted project does; default `asymmetric`, ES256 with a published key, as new projects
   * (local/keys.ts; docs/decisions.md, "Either JWT").
   */
  authSigning: JwtSigning;
  /**
   * Auth's CAPTCHA on sign-up, sign-in and recovery: AUTH_CAPTCHA=on|off overrides config.toml's
   * [auth.captcha] enabled; on, the stack runs a stand-in of the provider (local/captcha-service.ts).
   */
  authCaptcha?: boolean;
  /**
   * The auth server's [auth.rate_limit]; undefined (npm start) leaves config.toml in charge. The
   * test stacks set wide ones, as their suites sign in far more often than a person (docs/decisions.md,
   * "Auth rate limits in the test stacks").
   */
  authRateLimits?: AuthRateLimits;
  /**
   * Variables the project's local hooks read (supabase/local-hooks.ts, local/project-hooks.ts) on top
   * of the process's environment: the test stacks set this project's REMINDERS_SCHEDULE=off here.
   */
  projectEnv?: Record<string, string>;
  /**
   * Run the stand-in push service (local/push-service.ts) and let the function send to it: the test
   * stacks only; `npm start` runs none, and its function sends to browser push services alone.
   */
  localPushService?: boolean;
  /**
   * The bcrypt cost of the passwords the auth server hashes: GoTrue's 10 when undefined (npm start).
   * The test stacks hash at 4, since their suites sign up hundreds of users and a cost-10 hash is
   * ~78 ms of CPU on the stack's event loop (docs/decisions.md, "bcrypt cost in the test stacks").
   */
  passwordHashCost?: number;
  /**
   * False for the test stacks: PostgreSQL then writes without waiting for the disk (`fsync=off`,
   * `full_page_writes=off`), which only an operating-system crash can punish, and a throwaway cluster
   * has nothing to lose (docs/decisions.md, "Test stacks do not wait for the disk"). Durable when
   * undefined (npm start).
   */
  dbDurable?: boolean;
  /**
   * A directory of template clusters (local/template-cluster.ts): a STACK_DIR without a database
   * starts from a copy of the one built there for this project's migrations, seed and bootstrap
   * (building it first when absent) instead of initdb, bootstrap, migrations and seed. The test runs
   * set one per run (MTA_STACK_TEMPLATES); undefined (npm start) takes the real path every time.
   */
  templateDir?: string;
}

export const rootDir = resolve(fileURLToPath(new URL('..', import.meta.url)));

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name}=${raw} is not a port number (0-65535)`);
  }
  return value;
}

function onOff(name: string): boolean | undefined {
  const raw = process.env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name}=${process.env[name]} is neither on nor off`);
}

function jwtSigning(raw: string | undefined): JwtSigning {
  const value = raw?.trim().toLowerCase();
  if (!value || value === 'asymmetric') return 'asymmetric';
  if (value === 'legacy') return 'legacy';
  throw new Error(`AUTH_SIGNING=${raw} is neither asymmetric nor legacy`);
}

export function settingsFromEnv(overrides: Partial<StackSettings> = {}): StackSettings {
  return {
    rootDir,
    projectDir: resolve(rootDir, process.env.PROJECT_DIR ?? '.'),
    stackDir: resolve(rootDir, process.env.STACK_DIR ?? '.local'),
    host: '127.0.0.1',
    dbPort: port('DB_PORT', 54322),
    apiPort: port('API_PORT', 54321),
    appPort: port('APP_PORT', 3000),
    smtpPort: port('SMTP_PORT', 54325),
    inboxPort: port('INBOX_PORT', 54324),
    web: 'build',
    quiet: false,
    authConfirmations: onOff('AUTH_CONFIRMATIONS'),
    authSigning: jwtSigning(process.env.AUTH_SIGNING),
    authCaptcha: onOff('AUTH_CAPTCHA'),
    ...overrides,
  };
}

/** The names of the variables that set each port, for "port busy" messages. */
export const portVariables = {
  dbPort: 'DB_PORT',
  apiPort: 'API_PORT',
  appPort: 'APP_PORT',
  smtpPort: 'SMTP_PORT',
  inboxPort: 'INBOX_PORT',
} as const;

export interface StackInfo {
  appUrl: string;
  apiUrl: string;
  dbUrl: string;
  /** `sb_publishable_…` (role anon): what the app is built and served with. */
  publishableKey: string;
  /** `sb_secret_…` (role service_role): servers and tests only. */
  secretKey: string;
  /** The legacy JWT keys of the same two roles, still accepted everywhere. */
  anonKey: string;
  serviceRoleKey: string;
  inboxUrl: string;
  /** Whether new users confirm their e-mail address before they can sign in. */
  authConfirmations: boolean;
  /** How access tokens and the legacy keys are signed (AUTH_SIGNING). */
  authSigning: JwtSigning;
  /** The CAPTCHA stand-in, when CAPTCHA is on (AUTH_CAPTCHA=on): a token comes from POST {origin}/token {sitekey}. */
  captcha?: { provider: 'turnstile' | 'hcaptcha'; siteKey: string; origin: string };
  /** The stand-in push service's origin (test stacks only: local/push-service.ts). */
  pushServiceUrl?: string;
}
