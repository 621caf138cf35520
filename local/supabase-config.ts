/**
 * Reads supabase/config.toml, the same file the Supabase CLI uses, so the local stack honours the
 * project's own settings (auth lifetimes, password length, each function's verify_jwt).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

export interface FunctionConfig {
  name: string;
  /** Absolute path of the entrypoint. */
  entrypoint: string;
  /** Absolute path of the deno.json / import map, if any. */
  importMap?: string;
  verifyJwt: boolean;
}

export interface ProjectConfig {
  auth: {
    jwtExpiry: number;
    minimumPasswordLength: number;
    refreshTokenReuseInterval: number;
    siteUrl: string;
  };
  functions: FunctionConfig[];
}

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {};
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

export function readProjectConfig(rootDir: string): ProjectConfig {
  const supabaseDir = join(rootDir, 'supabase');
  const raw = table(parse(readFileSync(join(supabaseDir, 'config.toml'), 'utf8')));
  const auth = table(raw.auth);
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
    auth: {
      jwtExpiry: numberOr(auth.jwt_expiry, 3600),
      minimumPasswordLength: numberOr(auth.minimum_password_length, 6),
      refreshTokenReuseInterval: numberOr(auth.refresh_token_reuse_interval, 10),
      siteUrl: typeof auth.site_url === 'string' ? auth.site_url : 'http://127.0.0.1:3000',
    },
    functions,
  };
}
