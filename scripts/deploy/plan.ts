/**
 * What `npm run deploy` checks and does, as data (docs/operators.md, "Deploying"): the checks that
 * need nothing but the environment, and the ordered steps with their commands. Running them is
 * scripts/deploy/index.ts's job; this module decides and touches nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DeployInput {
  rootDir: string;
  env: NodeJS.ProcessEnv;
  /** `--project-ref=<ref>` on the command line. */
  projectRef?: string;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface Step {
  /** Anchor of the step's section in docs/operators.md. */
  id: string;
  title: string;
  /** The program and its arguments; secret values appear only in `env`. */
  command: string[];
  env: Record<string, string>;
}

/** Ports hosted Edge Functions may not connect out on. */
export const BLOCKED_SMTP_PORTS: ReadonlySet<number> = new Set([25, 587]);
const REQUIRED = [
  'SUPABASE_DB_PASSWORD',
  'SUPABASE_DB_URL',
  'SITE_URL',
  'SMTP_HOST',
  'SMTP_USER',
  'SMTP_PASS',
  'SMTP_FROM',
  'SMTP_ADMIN_EMAIL',
  'SUPABASE_PUBLISHABLE_KEY',
];
/** Names whose values are never printed. */
export const SECRET_NAMES: ReadonlySet<string> = new Set([
  'SUPABASE_DB_PASSWORD',
  'SUPABASE_DB_URL',
  'SMTP_PASS',
  'SUPABASE_ACCESS_TOKEN',
  'VAPID_PRIVATE_KEY',
  'REMINDERS_CRON_SECRET',
]);

/** The project ref: --project-ref, else SUPABASE_PROJECT_REF, else the one `supabase link` stored. */
export function projectRefOf(input: DeployInput): string | undefined {
  const linked = join(input.rootDir, 'supabase', '.temp', 'project-ref');
  return input.projectRef || input.env.SUPABASE_PROJECT_REF || (existsSync(linked) ? readFileSync(linked, 'utf8').trim() : undefined) || undefined;
}

export function smtpPortOf(env: NodeJS.ProcessEnv): number {
  return Number(env.SMTP_PORT || 465);
}

function roleOfJwt(key: string): string | undefined {
  try {
    return (JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString('utf8')) as { role?: string }).role;
  } catch {
    return undefined;
  }
}

/** The checks that read only the environment (the CLI login is checked by running the CLI). */
export function localChecks(input: DeployInput): Check[] {
  const { env } = input;
  const ref = projectRefOf(input);
  const checks: Check[] = [
    {
      name: 'project',
      ok: !!ref && /^[a-z]{20}$/.test(ref),
      detail: ref ? `project ref ${ref}` : 'no project ref: pass --project-ref=<ref>, set SUPABASE_PROJECT_REF, or run `npx supabase link` once',
    },
  ];
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  checks.push({
    name: 'environment',
    ok: missing.length === 0,
    detail: missing.length === 0 ? 'every required variable is set' : `missing: ${missing.join(', ')}`,
  });
  const port = smtpPortOf(env);
  checks.push({
    name: 'SMTP port',
    ok: Number.isInteger(port) && port > 0 && !BLOCKED_SMTP_PORTS.has(port),
    detail: BLOCKED_SMTP_PORTS.has(port)
      ? `SMTP_PORT=${port} is blocked for outgoing connections from hosted Edge Functions (25 and 587 are): use 465 (implicit TLS) or the provider's 2465 with SMTP_TLS=implicit`
      : `SMTP_PORT=${port}${port === 465 || env.SMTP_TLS === 'implicit' ? ' (implicit TLS)' : ''}`,
  });
  const site = env.SITE_URL ?? '';
  checks.push({
    name: 'site URL',
    ok: /^https:\/\/[^/]+/.test(site),
    detail: site ? (site.startsWith('https://') ? site : `SITE_URL must be the app's https:// address, not ${site}`) : 'SITE_URL is not set',
  });
  const key = env.SUPABASE_PUBLISHABLE_KEY ?? '';
  const keyProblem = !key
    ? 'SUPABASE_PUBLISHABLE_KEY is not set'
    : key.startsWith('sb_secret_') || roleOfJwt(key) === 'service_role'
      ? 'SUPABASE_PUBLISHABLE_KEY holds a secret key: the web build is public, it must carry the publishable key (sb_publishable_…)'
      : !key.startsWith('sb_publishable_')
        ? 'SUPABASE_PUBLISHABLE_KEY is not a publishable key (sb_publishable_…); the legacy anon key is deprecated'
        : undefined;
  checks.push({ name: 'web key', ok: !keyProblem, detail: keyProblem ?? `the web is built with ${key.slice(0, 18)}…` });
  const dbUrl = env.SUPABASE_DB_URL ?? '';
  const sslmode = /[?&]sslmode=([^&]+)/.exec(dbUrl)?.[1];
  checks.push({
    name: 'database URL',
    ok: !dbUrl || (!!sslmode && sslmode !== 'disable'),
    detail: !dbUrl
      ? 'SUPABASE_DB_URL is not set (see environment)'
      : sslmode && sslmode !== 'disable'
        ? `TLS (sslmode=${sslmode})`
        : 'SUPABASE_DB_URL must ask for TLS: add ?sslmode=require',
  });
  return checks;
}

/** The ordered steps of a deploy. */
export function deploySteps(input: DeployInput): Step[] {
  const { env, rootDir } = input;
  const ref = projectRefOf(input) ?? '<ref>';
  const supabase = env.SUPABASE_CLI || join(rootDir, 'node_modules', '.bin', 'supabase');
  const pick = (names: string[]) => Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name] as string]] : [])));
  const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');
  const authEnv = {
    ...pick(['SMTP_HOST', 'SMTP_USER', 'SMTP_PASS', 'SMTP_ADMIN_EMAIL']),
    SITE_URL: siteUrl,
    AUTH_REDIRECT_URL: env.AUTH_REDIRECT_URL || `${siteUrl}/auth/callback`,
  };
  const functionSecrets = {
    ...pick(['SMTP_HOST', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM', 'SMTP_TLS', 'ALLOWED_ORIGINS']),
    // Reminders (docs/operators.md#reminders): Web Push keys and the secret pg_cron's call carries.
    ...pick(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'REMINDERS_CRON_SECRET']),
    SMTP_PORT: String(smtpPortOf(env)),
    SITE_URL: siteUrl,
  };
  const db = pick(['SUPABASE_DB_PASSWORD']);
  return [
    { id: 'deploy-link', title: 'link the project', command: [supabase, 'link', '--project-ref', ref], env: db },
    { id: 'deploy-config', title: 'push Auth settings (config.toml)', command: [supabase, 'config', 'push', '--yes'], env: authEnv },
    { id: 'deploy-migrations', title: 'push migrations', command: [supabase, 'db', 'push', '--remote', '--yes'], env: db },
    {
      id: 'deploy-disposable-domains',
      title: 'seed the disposable-domain list (TLS)',
      command: [process.execPath, '--import', 'tsx', join(rootDir, 'scripts', 'db', 'disposable-domains.ts'), '$SUPABASE_DB_URL'],
      env: pick(['SUPABASE_DB_URL']),
    },
    // Before the function: a function deployed without its secrets would fail its first requests.
    { id: 'deploy-secrets', title: 'set the function secrets', command: [supabase, 'secrets', 'set', '--env-file', '<temporary file>'], env: functionSecrets },
    { id: 'deploy-function', title: 'deploy the api function', command: [supabase, 'functions', 'deploy', 'api', '--use-api', '--yes'], env: {} },
    {
      id: 'deploy-web',
      title: 'build web/dist with the publishable key',
      command: [join(rootDir, 'node_modules', '.bin', 'vite'), 'build', '--logLevel', 'warn'],
      env: { VITE_SUPABASE_URL: `https://${ref}.supabase.co`, VITE_SUPABASE_PUBLISHABLE_KEY: env.SUPABASE_PUBLISHABLE_KEY ?? '' },
    },
  ];
}

/** A step's command line for printing: variables by name, secret values hidden. */
export function describeStep(step: Step): string {
  const shown = Object.entries(step.env).map(([name, value]) => `${name}=${SECRET_NAMES.has(name) ? '***' : JSON.stringify(value)}`);
  return [...shown, ...step.command.map((part) => (part.includes(' ') ? JSON.stringify(part) : part))].join(' ');
}
