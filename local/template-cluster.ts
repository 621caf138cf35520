/**
 * A template cluster (docs/performance.md, "A template cluster per test run"): the test runs start
 * many throwaway stacks of the same project, and each used to repeat initdb, the bootstrap, every
 * migration through the CLI and the seed (~6 s of CPU). With `StackSettings.templateDir` the first
 * start builds that database once (the stack's own steps, on a cluster of its own), stops it and
 * keeps its files; every later fresh STACK_DIR starts from a file copy of them.
 *
 * A template is keyed by a digest of what built it (local/bootstrap.sql, the project's migrations,
 * seed.sql, local hooks and seed files) and by the UTC day: a changed migration never reuses a
 * stale template, and the seed's dates relative to its "now" (join days, streaks, league weeks:
 * supabase/seed.sql) are never a day behind. Two processes that start stacks at once build it once:
 * the builder holds a lock directory (the other waits), builds under a name of its own and renames
 * it into place, so a template is either whole or absent; a builder that died leaves a lock naming
 * a gone process, which the next start takes over.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a template holds besides the cluster: the seed's files in Storage and the "seeded" marker. */
export const TEMPLATE_ENTRIES = ['db', 'storage', 'seeded'] as const;

/** How long a start waits for another process's build before it says so. */
const BUILD_WAIT_MS = 300_000;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => filesUnder(join(dir, name)));
}

/** The template's name for this project today: a digest of everything that builds the database, and the UTC day. */
export function templateKey(rootDir: string, projectDir: string, now = new Date()): string {
  const hash = createHash('sha256');
  const supabase = join(projectDir, 'supabase');
  const inputs = [
    join(rootDir, 'local', 'bootstrap.sql'),
    ...['migrations', 'seed.sql', 'local-hooks.ts', 'local-hooks', 'seed-files'].flatMap((name) => filesUnder(join(supabase, name))),
  ];
  for (const file of inputs) {
    hash.update(`${relative(projectDir, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return `${hash.digest('hex').slice(0, 24)}-${now.toISOString().slice(0, 10)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the build lock, or removes one whose holder is gone (the caller tries again). */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let holder = 0;
    try {
      holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {
      // Just made, its pid not written yet: a live holder.
    }
    if (holder > 0 && !alive(holder)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  return true;
}

/**
 * The directory of the template named `key` under `root`, built by `build(dir)` (which fills `dir`
 * with TEMPLATE_ENTRIES and leaves no server running) when no process has built it yet.
 */
export async function readyTemplate(root: string, key: string, build: (dir: string) => Promise<void>, log: (line: string) => void): Promise<string> {
  mkdirSync(root, { recursive: true });
  const ready = join(root, key);
  const lock = `${ready}.lock`;
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    if (existsSync(ready)) return ready;
    if (takeLock(lock)) {
      const building = `${ready}.building-${process.pid}`;
      try {
        if (existsSync(ready)) return ready;
        rmSync(building, { recursive: true, force: true });
        log(`template ${key}: building it (initdb, bootstrap, migrations, seed)`);
        await build(building);
        try {
          renameSync(building, ready);
        } catch (error) {
          // Another process (which took a lock it thought stale) renamed its own first: use that one.
          if (!existsSync(ready)) throw error;
        }
        return ready;
      } finally {
        rmSync(building, { recursive: true, force: true });
        rmSync(lock, { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`the template ${ready} was not built within ${BUILD_WAIT_MS / 1000} s by the process holding ${lock}`);
    await sleep(200);
  }
}

/**
 * Copies a template's entries into a new STACK_DIR, owners and modes kept (the cluster's files
 * belong to the `postgres` user when the stack runs as root), copy-on-write where the file system can.
 */
export async function copyTemplate(template: string, stackDir: string): Promise<void> {
  const entries = TEMPLATE_ENTRIES.map((name) => join(template, name)).filter((path) => existsSync(path));
  const flags = process.platform === 'linux' ? ['-a', '--reflink=auto'] : ['-a'];
  await run('cp', [...flags, ...entries, stackDir]);
}
