/**
 * What a project adds to the local stack. The stack serves any Supabase project folder on its own:
 * the services, the migrations (`supabase db push`), `supabase/seed.sql` on the first start, the
 * functions of `supabase/functions` with the environment hosted gives every function. A project
 * that needs more locally (seed files in Storage, reference data, its functions' secrets, jobs to
 * schedule once the gateway answers) writes `supabase/local-hooks.ts`, whose default export makes a
 * `LocalProjectHooks` once per start (so one start's secrets can be shared between its steps). The
 * stack loads it after the migrations; without the file it runs none (docs/architecture.md).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StackSettings } from './settings';

/** What every hook gets: the stack's settings and database, the project's environment, the log. */
export interface ProjectDatabaseContext {
  settings: StackSettings;
  /** The database as its superuser, `postgres`. */
  dbUrl: string;
  /** The environment the project reads its local settings from: the process's, then StackSettings.projectEnv. */
  env: Readonly<Record<string, string | undefined>>;
  log(line: string): void;
}

/** Once the services are up: their addresses and keys too. */
export interface ProjectStackContext extends ProjectDatabaseContext {
  apiUrl: string;
  appUrl: string;
  keys: { anonKey: string; serviceRoleKey: string; publishableKey: string; secretKey: string };
  /** The SMTP catcher every e-mail of the stack goes to. */
  smtp: { host: string; port: number };
  /** The stand-in push service's origin, when the stack runs one (StackSettings.localPushService). */
  pushServiceOrigin?: string;
}

export interface ProjectStep<Context> {
  /** The line the start prints for it. */
  name: string;
  /** Does it; what it returns goes to the stack log. */
  run(ctx: Context): Promise<string | void>;
}

export interface LocalProjectHooks {
  /** The name `npm start` prints when the stack is up (default: config.toml's project_id). */
  name?: string;
  /** After the migrations, on every start: data a migration does not carry. */
  afterMigrations?: ProjectStep<ProjectDatabaseContext>[];
  /** After seed.sql, on the first start only (the same run as the seed). */
  afterSeed?: ProjectStep<ProjectDatabaseContext>[];
  /** The project's function secrets (hosted: `supabase secrets set`), given to every function. */
  functionSecrets?(ctx: ProjectStackContext): Record<string, string>;
  /** Once the gateway answers: what needs every service (a job calling a function, say). */
  afterStart?: ProjectStep<ProjectStackContext>[];
}

export const HOOKS_FILE = join('supabase', 'local-hooks.ts');

/** The project's hooks, or none when it has no supabase/local-hooks.ts. */
export async function loadProjectHooks(projectDir: string): Promise<LocalProjectHooks> {
  const file = join(projectDir, HOOKS_FILE);
  if (!existsSync(file)) return {};
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  if (typeof module.default !== 'function') throw new Error(`${file} must default-export a function that returns the project's local hooks`);
  return (module.default as () => LocalProjectHooks)();
}
