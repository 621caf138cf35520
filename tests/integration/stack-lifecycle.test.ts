/**
 * The local stack as a developer meets it: `npm start` comes up and writes stack.json, a busy port
 * is named with the variable to set, SIGTERM leaves no process behind, and a failing migration
 * stops the start with the failing step instead of leaving a half-up stack.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from '../../local/ports';
import { rootDir } from '../../local/settings';
import { StackStartError } from '../../local/stack';
import { startThrowawayStack } from '../support/throwaway-stack';

const dirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Cli {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startCli(env: Record<string, string>, command: 'start' | 'dev' | 'reset' = 'start'): Cli {
  let output = '';
  // As `npm start` runs it (package.json), without npm in between.
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/cli.ts', command], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every live process whose ancestor is `pid` (from /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      /* the process ended meanwhile */
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const current = queue.shift() as number;
    for (const [child, parent] of parents) {
      if (parent === current) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/\) Z /.test(stat);
  } catch {
    return false;
  }
}

describe('npm start', () => {
  it('comes up, writes stack.json, names a busy port, and stops every process on SIGTERM', async () => {
    const ports = {
      DB_PORT: await freePort(),
      API_PORT: await freePort(),
      APP_PORT: await freePort(),
      SMTP_PORT: await freePort(),
      INBOX_PORT: await freePort(),
    };
    const env = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)]));
    const stackDir = tempDir('mta-cli-');
    const cli = startCli({ ...env, STACK_DIR: stackDir });
    await waitFor(() => cli.output().includes('Money Train Academy is up') || cli.child.exitCode !== null, 90_000, 'the stack to come up');
    expect(cli.output()).toContain('Money Train Academy is up');

    const info = JSON.parse(readFileSync(join(stackDir, 'stack.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(info)).toEqual(expect.arrayContaining(['appUrl', 'apiUrl', 'dbUrl', 'anonKey', 'serviceRoleKey']));
    expect(info.apiUrl).toBe(`http://127.0.0.1:${ports.API_PORT}`);
    expect((await fetch(`${info.appUrl}/dashboard`)).status).toBe(200);
    expect((await fetch(`${info.apiUrl}/functions/v1/api/health`)).status).toBe(200);

    // A second stack on the same database port is refused with the port and the variable to set.
    const second = startCli({
      ...env,
      API_PORT: String(await freePort()),
      APP_PORT: String(await freePort()),
      SMTP_PORT: String(await freePort()),
      INBOX_PORT: String(await freePort()),
      STACK_DIR: tempDir('mta-cli-busy-'),
    });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`port ${ports.DB_PORT}`);
    expect(second.output()).toContain('DB_PORT');

    const children = descendants(cli.child.pid as number);
    expect(children.length).toBeGreaterThan(1); // postgres and deno at least
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    await waitFor(() => children.every((pid) => !alive(pid)), 15_000, 'every child process to end');
    for (const key of Object.keys(ports) as Array<keyof typeof ports>) {
      expect(await isPortFree(ports[key])).toBe(true);
    }

    // npm run reset says what it deletes, then wipes STACK_DIR.
    const reset = startCli({ STACK_DIR: stackDir }, 'reset');
    expect(await reset.exited).toBe(0);
    expect(reset.output()).toContain(`Deleting ${stackDir}`);
    expect(existsSync(stackDir)).toBe(false);
  }, 150_000);

  it('npm run dev serves the app through the Vite dev server with the runtime config, and reset refuses a running stack', async () => {
    const ports = {
      DB_PORT: await freePort(),
      API_PORT: await freePort(),
      APP_PORT: await freePort(),
      SMTP_PORT: await freePort(),
      INBOX_PORT: await freePort(),
    };
    const env = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)]));
    const stackDir = tempDir('mta-cli-dev-');
    const cli = startCli({ ...env, STACK_DIR: stackDir }, 'dev');
    await waitFor(() => cli.output().includes('Money Train Academy is up') || cli.child.exitCode !== null, 90_000, 'the dev stack to come up');
    expect(cli.output()).toContain('Vite dev server');
    const page = await (await fetch(`http://127.0.0.1:${ports.APP_PORT}/dashboard`)).text();
    expect(page).toContain(`"supabaseUrl":"http://127.0.0.1:${ports.API_PORT}"`);
    expect((await fetch(`http://127.0.0.1:${ports.APP_PORT}/@vite/client`)).status).toBe(200);

    const reset = startCli({ STACK_DIR: stackDir }, 'reset');
    expect(await reset.exited).not.toBe(0);
    expect(reset.output()).toMatch(/stop it before resetting/);
    expect(existsSync(join(stackDir, 'db'))).toBe(true);

    const children = descendants(cli.child.pid as number);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    await waitFor(() => children.every((pid) => !alive(pid)), 15_000, 'every child process of the dev stack to end');
  }, 150_000);

  it('a failing migration stops the start at that step and leaves nothing running', async () => {
    const projectDir = tempDir('mta-broken-project-');
    cpSync(join(rootDir, 'supabase'), join(projectDir, 'supabase'), { recursive: true, filter: (src) => !src.includes('.temp') });
    writeFileSync(join(projectDir, 'supabase', 'migrations', '99990101000000_broken.sql'), 'create table public.broken (id int primary key;\n');
    const dbPort = await freePort();
    const failure = await startThrowawayStack({ projectDir, dbPort, web: 'none' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StackStartError);
    expect((failure as StackStartError).step).toMatch(/migrations/);
    expect((failure as Error).message).toMatch(/syntax error/i);
    expect(await isPortFree(dbPort)).toBe(true);
    expect(existsSync(join(projectDir, 'stack.json'))).toBe(false);
  }, 120_000);
});
