/**
 * Brings the whole local stack up in order, or nothing: every step that fails stops what was
 * already started and reports the step and its error (never a half-up stack).
 *
 *   ports free → PostgreSQL 17 → bootstrap → migrations (Supabase CLI) → the project's hooks
 *   → seed (first run only) → keys
 *   With a template directory (the test runs), a fresh STACK_DIR starts from a copy of the run's
 *   template cluster instead (local/template-cluster.ts): copy → PostgreSQL 17 → the project's hooks
 *   → keys → …, the bootstrap, migrations and seed being in the copy. → mail catcher (+ the test stacks' push service) → auth + realtime
 *   + storage + cron + net + functions → gateway → the project's steps once it is up → app
 *   → STACK_DIR/stack.json
 *
 * It serves any Supabase project folder (settings.projectDir); what a project adds locally is in its
 * supabase/local-hooks.ts (local/project-hooks.ts).
 */
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { createAuthHandler } from './auth/index';
import { startCron } from './cron';
import { startNet } from './net';
import { startFunction, type RunningFunction } from './functions';
import { allowedOrigins } from './cors';
import { createGateway } from './gateway';
import { functionKeyEnv, loadOrCreateKeys } from './keys';
import { applyMigrations } from './migrate';
import { HOOKS_FILE, loadProjectHooks, type ProjectDatabaseContext, type ProjectStackContext, type ProjectStep } from './project-hooks';
import { freePort, isPortFree } from './ports';
import { applyBootstrap, runSqlFile, startPostgres } from './postgres';
import { startRealtime } from './realtime/index';
import { portVariables, type StackInfo, type StackSettings } from './settings';
import { readProjectConfig } from './supabase-config';
import { startMailCatcher } from './mail/index';
import { startLocalPushService } from './push-service';
import { createAuthMailer } from './auth/mail';
import { createAuthLimiters } from './auth/rate-limits';
import { GOTRUE_BCRYPT_COST } from './auth/passwords';
import { createStorageHandler } from './storage/index';
import { startCaptchaService } from './captcha-service';
import { copyTemplate, readyTemplate, templateKey } from './template-cluster';

export interface RunningStack {
  info: StackInfo;
  settings: StackSettings;
  /** The project served: its name (its hooks', else config.toml's project_id) and its functions. */
  project: { name: string; functions: string[] };
  /** Process ids of the servers the stack runs (fault tests kill them). */
  pids(): { postgres?: number; functions: Record<string, number | undefined> };
  stop(): Promise<void>;
}

export class StackStartError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`${step} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

export async function startStack(settings: StackSettings): Promise<RunningStack> {
  mkdirSync(settings.stackDir, { recursive: true });
  const logFile = join(settings.stackDir, 'stack.log');
  const log = (line: string) => {
    try {
      appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
    } catch {
      // A log line that cannot be written (STACK_DIR removed under a stopping stack) must not
      // become an uncaught error that takes the whole process down.
    }
  };
  const say = (line: string) => {
    log(line);
    if (!settings.quiet) console.log(line);
  };
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => log(`stop: ${String(error)}`));
    }
  };
  const step = async <T>(name: string, action: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      const result = await action();
      say(`✓ ${name} (${Date.now() - started} ms)`);
      return result;
    } catch (error) {
      log(`✗ ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      await stopAll();
      throw new StackStartError(name, error);
    }
  };

  const { host } = settings;
  const wanted: Array<keyof typeof portVariables> = ['dbPort', 'apiPort', 'smtpPort', 'inboxPort'];
  if (settings.web !== 'none') wanted.push('appPort');
  await step('ports', async () => {
    for (const key of wanted) {
      if (!(await isPortFree(settings[key], host))) {
        throw new Error(`port ${settings[key]} on ${host} is in use; stop what uses it or set ${portVariables[key]}=<another port>`);
      }
    }
  });

  const project = readProjectConfig(settings.projectDir);
  const apiUrl = `http://${host}:${settings.apiPort}`;
  const appUrl = `http://${host}:${settings.appPort}`;

  // A fresh STACK_DIR starts from the run's template when it has one (local/template-cluster.ts);
  // bootstrap, migrations and seed are in it then.
  const fromTemplate = Boolean(settings.templateDir) && !existsSync(join(settings.stackDir, 'db', 'PG_VERSION'));
  if (settings.templateDir && fromTemplate) {
    const templateDir = settings.templateDir;
    const key = templateKey(settings.rootDir, settings.projectDir);
    await step(`database from the template ${key}`, async () =>
      copyTemplate(await readyTemplate(templateDir, key, (dir) => buildTemplate(settings, dir, log), log), settings.stackDir),
    );
  }
  const database = await step(`PostgreSQL 17 on port ${settings.dbPort}`, () =>
    startPostgres(settings.stackDir, host, settings.dbPort, say, undefined, { durable: settings.dbDurable }),
  );
  cleanups.push(() => database.stop());
  const dbUrl = database.url;
  const { hooks, databaseContext, runSteps } = await prepareDatabase(settings, dbUrl, step, log, { migrate: !fromTemplate });

  const keys = await step(`signing keys (${settings.authSigning === 'legacy' ? 'legacy JWT secret, HS256' : 'ES256'})`, () =>
    loadOrCreateKeys(settings.stackDir, `${apiUrl}/auth/v1`, settings.authSigning),
  );
  const pool = new pg.Pool({ connectionString: dbUrl, max: 20 });
  pool.on('error', (error) => log(`pool: ${error.message}`));
  // pg.Pool listens for errors on idle clients only: a restart that ends a checked-out client's
  // connection would otherwise be an uncaught 'error' that takes the whole stack down (the query
  // in flight fails on its own).
  pool.on('connect', (client) => client.on('error', (error) => log(`pool client: ${error.message}`)));
  cleanups.push(() => pool.end());

  const mail = await step(`mail catcher (SMTP ${settings.smtpPort}, inbox ${settings.inboxPort})`, () =>
    startMailCatcher({ host, smtpPort: settings.smtpPort, inboxPort: settings.inboxPort, log }),
  );
  cleanups.push(() => mail.stop());
  const pushService = settings.localPushService ? await step('stand-in push service (test stacks)', () => startLocalPushService({ host, log })) : undefined;
  if (pushService) cleanups.push(() => pushService.stop());

  // config.toml turns confirmations on for the hosted project; locally they stay off unless
  // AUTH_CONFIRMATIONS=on (docs/accounts.md).
  const enableConfirmations = settings.authConfirmations ?? false;
  const mailer = await step(`auth e-mail (confirmations ${enableConfirmations ? 'on' : 'off'})`, async () =>
    createAuthMailer({ host, port: settings.smtpPort, sender: project.auth.sender, templates: project.auth.templates }),
  );
  // [auth.captcha]: AUTH_CAPTCHA=on|off overrides config.toml; on, a stand-in provider (the real one
  // cannot be reached offline) that the auth server, the function and the app's widget all use.
  const captchaOn = settings.authCaptcha ?? project.auth.captcha.enabled;
  const captcha = captchaOn
    ? await step(`CAPTCHA stand-in (${project.auth.captcha.provider})`, () => startCaptchaService({ host, provider: project.auth.captcha.provider, log }))
    : undefined;
  if (captcha) cleanups.push(() => captcha.stop());
  const auth = createAuthHandler({
    pool,
    keys,
    issuer: `${apiUrl}/auth/v1`,
    jwtExpiry: project.auth.jwtExpiry,
    minimumPasswordLength: project.auth.minimumPasswordLength,
    refreshTokenReuseInterval: project.auth.refreshTokenReuseInterval,
    // The app this stack serves, wherever its port is (config.toml's site_url names the default one).
    siteUrl: appUrl,
    additionalRedirectUrls: project.auth.additionalRedirectUrls,
    enableConfirmations,
    doubleConfirmChanges: project.auth.doubleConfirmChanges,
    requireCurrentPassword: project.auth.requireCurrentPassword,
    otpExpiry: project.auth.otpExpiry,
    otpLength: project.auth.otpLength,
    maxFrequencyMs: project.auth.maxFrequencyMs,
    limits: createAuthLimiters(settings.authRateLimits ?? project.auth.rateLimits),
    passwordVerificationHook: project.auth.passwordVerificationHook,
    // On, as the operators' guide has the hosted project (the api function vouches for its callers).
    sbForwardedFor: true,
    ...(captcha ? { captcha: { provider: captcha.provider, secret: captcha.secret, siteverifyUrl: `${captcha.origin}/siteverify` } } : {}),
    passwordHashCost: settings.passwordHashCost ?? GOTRUE_BCRYPT_COST,
    mailer,
    log,
  });
  const realtime = await step('realtime', () => startRealtime({ dbUrl, pool, keys, log }));
  cleanups.push(() => realtime.close());
  const cron = await step('cron jobs (pg_cron stand-in)', () => startCron(pool, log));
  cleanups.push(() => cron.stop());
  const net = await step('net.http_post requests (pg_net stand-in)', () => startNet(pool, log));
  cleanups.push(() => net.stop());

  const stackContext: ProjectStackContext = {
    ...databaseContext,
    apiUrl,
    appUrl,
    keys: { anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey, publishableKey: keys.publishableKey, secretKey: keys.secretKey },
    smtp: { host, port: settings.smtpPort },
    ...(pushService ? { pushServiceOrigin: pushService.origin } : {}),
    ...(captcha ? { captcha: { provider: captcha.provider, secret: captcha.secret, origin: captcha.origin } } : {}),
  };
  const secrets = hooks.functionSecrets?.(stackContext) ?? {};
  const functions = new Map<string, RunningFunction>();
  for (const config of project.functions) {
    const fn = await step(`edge function ${config.name} (Deno)`, () =>
      // The project's secrets, then what hosted gives every function (a secret cannot replace those).
      startFunction(settings.rootDir, config, { ...secrets, SUPABASE_URL: apiUrl, ...functionKeyEnv(keys), SUPABASE_DB_URL: dbUrl }, log),
    );
    functions.set(config.name, fn);
    cleanups.push(() => fn.stop());
  }

  const storage = createStorageHandler({ pool, keys, stackDir: settings.stackDir, log });
  const gateway = createGateway({ keys, auth, realtime, functions, storage, allowedOrigins: allowedOrigins(appUrl, process.env.ALLOWED_ORIGINS), log });
  await step(`gateway on port ${settings.apiPort}`, () => listen(gateway, settings.apiPort, host));
  cleanups.push(() => close(gateway));
  await runSteps(hooks.afterStart, stackContext);

  if (settings.web !== 'none') {
    const webConfig = {
      supabaseUrl: apiUrl,
      supabaseKey: keys.publishableKey,
      ...(captcha ? { captcha: { provider: captcha.provider, siteKey: captcha.siteKey, scriptUrl: captcha.scriptUrl } } : {}),
    };
    const { startWeb } = await import('./web');
    const web = await step(`app on port ${settings.appPort} (${settings.web === 'dev' ? 'Vite dev server' : 'production build'})`, () =>
      startWeb(settings, webConfig, say),
    );
    cleanups.push(() => web.stop());
  }

  const info: StackInfo = {
    appUrl,
    apiUrl,
    dbUrl,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    inboxUrl: `http://${host}:${settings.inboxPort}`,
    authConfirmations: enableConfirmations,
    authSigning: settings.authSigning,
    ...(captcha ? { captcha: { provider: captcha.provider, siteKey: captcha.siteKey, origin: captcha.origin } } : {}),
    ...(pushService ? { pushServiceUrl: pushService.origin } : {}),
  };
  writeFileSync(join(settings.stackDir, 'stack.json'), `${JSON.stringify(info, null, 2)}\n`);

  let stopped: Promise<void> | undefined;
  return {
    info,
    settings,
    project: { name: hooks.name ?? project.name, functions: project.functions.map((config) => config.name) },
    pids: () => ({
      postgres: database.pid(),
      functions: Object.fromEntries([...functions].map(([name, fn]) => [name, fn.pid()])),
    }),
    stop: () => (stopped ??= stopAll()),
  };
}

type Step = <T>(name: string, action: () => Promise<T>) => Promise<T>;

/**
 * The database's steps: bootstrap and migrations (unless `migrate` is false: a copy of a template
 * has them), the project's hooks after the migrations (every start), and on the first start the
 * seed and its hooks. Shared by a stack's start and a template's build.
 */
async function prepareDatabase(settings: StackSettings, dbUrl: string, step: Step, log: (line: string) => void, options: { migrate: boolean }) {
  if (options.migrate) {
    await step('Supabase bootstrap (roles, auth schema, realtime publication)', () => applyBootstrap(dbUrl));
    await step('migrations (supabase db push)', async () => log(await applyMigrations(settings.rootDir, settings.projectDir, dbUrl)));
  }
  // Loaded after the migrations: a project whose migrations fail never runs its hooks.
  const hooks = await step(`the project's local hooks (${HOOKS_FILE})`, () => loadProjectHooks(settings.projectDir));
  const databaseContext: ProjectDatabaseContext = { settings, dbUrl, env: { ...process.env, ...settings.projectEnv }, log };
  const runSteps = async <Context>(steps: ProjectStep<Context>[] | undefined, ctx: Context) => {
    for (const projectStep of steps ?? []) {
      await step(projectStep.name, async () => {
        const outcome = await projectStep.run(ctx);
        if (outcome) log(`${projectStep.name}: ${outcome}`);
      });
    }
  };
  await runSteps(hooks.afterMigrations, databaseContext);
  const seedMarker = join(settings.stackDir, 'seeded');
  const seedFile = join(settings.projectDir, 'supabase', 'seed.sql');
  if (!existsSync(seedMarker) && existsSync(seedFile)) {
    await step('seed (first run only)', () => runSqlFile(dbUrl, seedFile));
    await runSteps(hooks.afterSeed, databaseContext);
    writeFileSync(seedMarker, new Date().toISOString());
  }
  return { hooks, databaseContext, runSteps };
}

/** Builds a template in `dir` (local/template-cluster.ts): a cluster of its own on a free port, the database's steps, stopped. */
async function buildTemplate(settings: StackSettings, dir: string, log: (line: string) => void): Promise<void> {
  const port = await freePort();
  // Without recycling, the shutdown checkpoint removes the WAL segments it no longer needs instead of
  // keeping them for reuse: a template of ~60 MB instead of ~95 MB, copied for every stack.
  const database = await startPostgres(dir, settings.host, port, log, undefined, { durable: false, flags: ['-c', 'wal_recycle=off'] });
  const step: Step = async (name, action) => {
    const started = Date.now();
    const result = await action().catch((error: unknown) => {
      throw new Error(`template: ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    log(`  template: ${name} (${Date.now() - started} ms)`);
    return result;
  };
  try {
    await prepareDatabase({ ...settings, stackDir: dir, dbPort: port }, database.url, step, log, { migrate: true });
  } finally {
    await database.stop();
  }
}
