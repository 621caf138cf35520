/**
 * What `npm run deploy` checks and does, as data (docs/operators.md, "Deploying"): the checks that
 * need nothing but the environment, the sign-in protection the project's plan gets
 * (./protection.ts), and the ordered steps with their commands, Management API calls and SQL. The
 * order keeps every setting after what it names: the migrations (which create the password hook's
 * function) before the Auth settings that enable the hook, the function before the schedule that
 * calls it. Running them is scripts/deploy/index.ts's job; this module decides and touches nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { managementApiUrl } from './management-api';
import { isHostedPlan, signInProtection, type HostedPlan, type SignInProtection } from './protection';
import { describeStatement, READ_BACK, scheduleStatements, type SqlStatement } from './schedule';

export interface DeployInput {
  rootDir: string;
  env: NodeJS.ProcessEnv;
  /** `--project-ref=<ref>` on the command line. */
  projectRef?: string;
  /** The organisation's plan: SUPABASE_PLAN, or read from the Management API by a real run. */
  plan?: HostedPlan;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

interface StepBase {
  /** Anchor of the step's section in docs/operators.md. */
  id: string;
  title: string;
}

/** A program and its arguments; secret values appear only in `env`. */
export interface CommandStep extends StepBase {
  kind: 'command';
  command: string[];
  env: Record<string, string>;
}

/** A Management API call with SUPABASE_ACCESS_TOKEN. */
export interface ApiStep extends StepBase {
  kind: 'api';
  method: 'PATCH';
  path: string;
  body: Record<string, unknown>;
}

/** SQL over SUPABASE_DB_URL in one transaction, then `readBack` once it is committed. */
export interface SqlStep extends StepBase {
  kind: 'sql';
  statements: SqlStatement[];
  readBack: SqlStatement;
}

export type Step = CommandStep | ApiStep | SqlStep;

/** Ports hosted Edge Functions may not connect out on. */
export const BLOCKED_SMTP_PORTS: ReadonlySet<number> = new Set([25, 587]);
const REQUIRED = [
  'SUPABASE_ACCESS_TOKEN',
  'SUPABASE_DB_PASSWORD',
  'SUPABASE_DB_URL',
  'SITE_URL',
  'SMTP_HOST',
  'SMTP_USER',
  'SMTP_PASS',
  'SMTP_FROM',
  'SMTP_ADMIN_EMAIL',
  'SUPABASE_PUBLISHABLE_KEY',
  'REMINDERS_CRON_SECRET',
];
/** Names whose values are never printed. */
export const SECRET_NAMES: ReadonlySet<string> = new Set([
  'SUPABASE_DB_PASSWORD',
  'SUPABASE_DB_URL',
  'SMTP_PASS',
  'SUPABASE_ACCESS_TOKEN',
  'VAPID_PRIVATE_KEY',
  'REMINDERS_CRON_SECRET',
  'CAPTCHA_SECRET',
  'AUTH_CAPTCHA_SECRET',
]);

/** The project ref: --project-ref, else SUPABASE_PROJECT_REF, else the one `supabase link` stored. */
export function projectRefOf(input: DeployInput): string | undefined {
  const linked = join(input.rootDir, 'supabase', '.temp', 'project-ref');
  return input.projectRef || input.env.SUPABASE_PROJECT_REF || (existsSync(linked) ? readFileSync(linked, 'utf8').trim() : undefined) || undefined;
}

/** SUPABASE_PLAN when it names a plan; undefined when unset (a real run then asks the Management API). */
export function planFromEnv(env: NodeJS.ProcessEnv): HostedPlan | undefined {
  const given = env.SUPABASE_PLAN?.trim().toLowerCase();
  return given && isHostedPlan(given) ? given : undefined;
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
  const plan = env.SUPABASE_PLAN?.trim();
  if (plan) {
    checks.push({
      name: 'plan',
      ok: !!planFromEnv(env),
      detail: planFromEnv(env) ? `SUPABASE_PLAN=${plan}` : `SUPABASE_PLAN=${plan} is not one of free, pro, team, enterprise, platform`,
    });
  }
  const cronSecret = env.REMINDERS_CRON_SECRET ?? '';
  checks.push({
    name: 'reminders secret',
    ok: cronSecret.trim().length >= 32,
    detail:
      cronSecret.trim().length >= 32
        ? 'REMINDERS_CRON_SECRET is long enough (the reminders job sends it, docs/operators.md#reminders)'
        : 'REMINDERS_CRON_SECRET must be a random string of at least 32 characters (e.g. `openssl rand -base64 32`)',
  });
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

/** The sign-in protection line of the checks: fails where the plan has no hook and no CAPTCHA keys are given. */
export function protectionCheck(protection: SignInProtection): Check {
  return { name: 'sign-in protection', ok: !protection.problem, detail: protection.problem ?? protection.summary };
}

/** The ordered steps of a deploy. */
export function deploySteps(input: DeployInput): Step[] {
  const { env, rootDir } = input;
  const ref = projectRefOf(input) ?? '<ref>';
  const supabase = env.SUPABASE_CLI || join(rootDir, 'node_modules', '.bin', 'supabase');
  const pick = (names: string[]) => Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name] as string]] : [])));
  const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');
  const { passwordHook, captcha } = signInProtection(input.plan, env);
  const authEnv = {
    ...pick(['SMTP_HOST', 'SMTP_USER', 'SMTP_PASS', 'SMTP_ADMIN_EMAIL']),
    SITE_URL: siteUrl,
    AUTH_REDIRECT_URL: env.AUTH_REDIRECT_URL || `${siteUrl}/auth/callback`,
    // config.toml's switches (defaults in supabase/.env), set by the plan: docs/operators.md#sign-in-protection.
    AUTH_PASSWORD_VERIFICATION_HOOK: String(passwordHook),
    AUTH_CAPTCHA_ENABLED: String(!!captcha),
    ...(captcha ? { AUTH_CAPTCHA_PROVIDER: captcha.provider, AUTH_CAPTCHA_SECRET: captcha.secret } : {}),
  };
  const functionSecrets = {
    ...pick(['SMTP_HOST', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM', 'SMTP_TLS', 'ALLOWED_ORIGINS']),
    // Reminders (docs/operators.md#reminders): Web Push keys and the secret pg_cron's call carries.
    ...pick(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'REMINDERS_CRON_SECRET']),
    // The api's own CAPTCHA check of login and register; `off` undoes an earlier deploy's.
    CAPTCHA_PROVIDER: captcha?.provider ?? 'off',
    ...(captcha ? { CAPTCHA_SECRET: captcha.secret } : {}),
    SMTP_PORT: String(smtpPortOf(env)),
    SITE_URL: siteUrl,
  };
  const db = pick(['SUPABASE_DB_PASSWORD']);
  return [
    { kind: 'command', id: 'deploy-link', title: 'link the project', command: [supabase, 'link', '--project-ref', ref], env: db },
    // Before the Auth settings: the password hook they may enable names a function a migration creates.
    { kind: 'command', id: 'deploy-migrations', title: 'push migrations', command: [supabase, 'db', 'push', '--remote', '--yes'], env: db },
    {
      kind: 'command',
      id: 'deploy-disposable-domains',
      title: 'seed the disposable-domain list (TLS)',
      command: [process.execPath, '--import', 'tsx', join(rootDir, 'scripts', 'db', 'disposable-domains.ts'), '$SUPABASE_DB_URL'],
      env: pick(['SUPABASE_DB_URL']),
    },
    {
      kind: 'command',
      id: 'deploy-config',
      title: `push Auth settings (config.toml; ${passwordHook ? 'password verification hook on' : 'no password verification hook'}, CAPTCHA ${captcha ? captcha.provider : 'off'})`,
      command: [supabase, 'config', 'push', '--yes'],
      env: authEnv,
    },
    {
      kind: 'api',
      id: 'ip-address-forwarding',
      title: 'switch on IP address forwarding (Management API)',
      method: 'PATCH',
      path: `/v1/projects/${ref}/config/auth`,
      body: { security_sb_forwarded_for_enabled: true },
    },
    // Before the function: a function deployed without its secrets would fail its first requests.
    {
      kind: 'command',
      id: 'deploy-secrets',
      title: 'set the function secrets',
      command: [supabase, 'secrets', 'set', '--env-file', '<temporary file>'],
      env: functionSecrets,
    },
    {
      kind: 'command',
      id: 'deploy-function',
      title: 'deploy the api function',
      command: [supabase, 'functions', 'deploy', 'api', '--use-api', '--yes'],
      env: {},
    },
    // After the function: the job's first call reaches it.
    {
      kind: 'sql',
      id: 'deploy-schedule',
      title: 'schedule the jobs (pg_net, Vault secrets, cron.schedule; TLS)',
      statements: scheduleStatements({
        projectUrl: `https://${ref}.supabase.co`,
        apiKey: env.SUPABASE_PUBLISHABLE_KEY ?? '',
        cronSecret: env.REMINDERS_CRON_SECRET ?? '',
      }),
      readBack: READ_BACK,
    },
    {
      kind: 'command',
      id: 'deploy-web',
      title: 'build web/dist with the publishable key',
      command: [join(rootDir, 'node_modules', '.bin', 'vite'), 'build', '--logLevel', 'warn'],
      env: {
        VITE_SUPABASE_URL: `https://${ref}.supabase.co`,
        VITE_SUPABASE_PUBLISHABLE_KEY: env.SUPABASE_PUBLISHABLE_KEY ?? '',
        ...(captcha ? { VITE_CAPTCHA_PROVIDER: captcha.provider, VITE_CAPTCHA_SITE_KEY: captcha.siteKey } : {}),
      },
    },
  ];
}

const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

/** A step as it is printed: variables by name with secret values hidden, the API call, or each SQL statement. */
export function describeStep(step: Step, env: NodeJS.ProcessEnv, by = '     '): string {
  if (step.kind === 'api') {
    return `${step.method} ${managementApiUrl(env)}${step.path} ${JSON.stringify(step.body)} (Authorization: Bearer $SUPABASE_ACCESS_TOKEN)`;
  }
  if (step.kind === 'sql') {
    const statements = [...step.statements.map((statement) => `${describeStatement(statement)};`), `-- then, committed: ${describeStatement(step.readBack)};`];
    return [`psql $SUPABASE_DB_URL, in one transaction:`, ...statements.map((statement) => `  ${indent(statement, `${by}  `)}`)].join(`\n${by}`);
  }
  const shown = Object.entries(step.env).map(([name, value]) => `${name}=${SECRET_NAMES.has(name) ? '***' : JSON.stringify(value)}`);
  return [...shown, ...step.command.map((part) => (part.includes(' ') ? JSON.stringify(part) : part))].join(' ');
}
