/**
 * `npm run bench:floor`: how near GET /api/missions can come to its baseline on this machine at
 * all. The API path has a fixed cost per request beside Postgres's (the load generator, the Node
 * gateway, Deno); for a cheap query with an 8 KB answer that cost decides the ratio. This run
 * measures, in one process against one throwaway stack, with 50 concurrent clients each:
 *   1. the API through the gateway and its pgbench baseline (as `npm run bench:api` does);
 *   2. the same read with nothing else around it: a bare relay (floor/relay.ts: undici, as the
 *      gateway relays) in front of a bare Deno.serve running the api's own statement through the
 *      api's own db.ts (floor/missions-server.ts: no Hono, JWT check, CORS);
 *   3. that bare Deno server without the relay;
 *   4. relay and Deno answering the rows read once at start (no database per request);
 * and prints each beside the baseline, with CPU per request per process.
 *
 *   npm run bench:floor     (BENCH_PROFILES=… learners, default 1,000; BENCH_SECONDS=… per run, default 10)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { apiTable, cpuTable, runApiBench } from './api-ops';
import { cpuSince, cpuSnapshot, waitForQuiet, type CpuGroups } from './cpu';
import { runHttpLoad, type LoadResult } from './http-load';
import { bootWithPopulation, CONCURRENCY, prepareApiBench, say, timed } from './setup';
import type { StackPids } from './stack';
import { fixed, table } from './stats';
import { denoBinary } from '../../local/functions';
import { freePort } from '../../local/ports';
import { rootDir } from '../../local/settings';
import { denoEnv } from '../deno-env';

const profiles = Number(process.env.BENCH_PROFILES ?? 1000);
const durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

async function started(child: ChildProcess, what: string): Promise<ChildProcess> {
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${what} exited (${String(code)}) before listening`);
  });
  const listening = new Promise<void>((resolve) => child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve()));
  await Promise.race([listening, exited]);
  return child;
}

function denoServer(port: number, info: { dbUrl: string; apiUrl: string }, claims: object, mode: 'query' | 'constant'): Promise<ChildProcess> {
  const args = ['run', '--quiet', '--allow-net', '--allow-env', '--allow-read', '--config', join(rootDir, 'supabase/functions/api/deno.json'), join(rootDir, 'scripts/bench/floor/missions-server.ts')];
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...denoEnv(),
    PORT: String(port),
    SUPABASE_DB_URL: info.dbUrl,
    // Read when the route's module loads (its auth guard); the bare server never checks a token.
    SUPABASE_URL: info.apiUrl,
    FLOOR_CLAIMS: JSON.stringify(claims),
    FLOOR_MODE: mode,
  };
  return started(spawn(denoBinary(rootDir), args, { env, stdio: ['ignore', 'pipe', 'inherit'] }), `deno (${mode})`);
}

function relay(port: number, upstreamPort: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts/bench/floor/relay.ts')], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), UPSTREAM_PORT: String(upstreamPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return started(child, 'relay');
}

interface FloorRow {
  path: string;
  load: LoadResult;
  cpu: CpuGroups;
}

const bench = await bootWithPopulation(profiles, { web: 'none' });
const children: ChildProcess[] = [];
try {
  const setup = await prepareApiBench(bench, { warmupMs: 2000, durationMs, missionUsersApi: 0, baselineMissionJobs: { warmup: 0, measured: 0 } });
  const [api] = await timed('GET /api/missions: API vs baseline', () => runApiBench(setup, say, (name) => name === 'GET /api/missions'));
  if (!api) throw new Error('the API bench has no GET /api/missions row');
  const client = setup.clients[0];
  if (!client) throw new Error('no benchmark learner');
  const headers = { apikey: bench.stack.info.anonKey, authorization: `Bearer ${client.accessToken ?? ''}` };

  const rows: FloorRow[] = [];
  const measure = async (path: string, port: number, pids: StackPids) => {
    await waitForQuiet(bench.stack.pids);
    const call = { method: 'GET' as const, path: '/api/missions', headers };
    await runHttpLoad({ baseUrl: `http://127.0.0.1:${port}`, concurrency: CONCURRENCY, warmupMs: 0, durationMs: 2000, next: () => call });
    const before = cpuSnapshot(pids);
    const load = await runHttpLoad({ baseUrl: `http://127.0.0.1:${port}`, concurrency: CONCURRENCY, warmupMs: setup.warmupMs, durationMs, next: () => call });
    rows.push({ path, load, cpu: cpuSince(before, pids) });
    say(`  ${path}: ${fixed(load.perSecond, 0)} req/s, ${load.errors} errors${load.errorSamples[0] ? ` (${load.errorSamples[0]})` : ''}`);
  };
  await timed('the bare chain', async () => {
    for (const mode of ['query', 'constant'] as const) {
      const [denoPort, relayPort] = [await freePort(), await freePort()];
      const deno = await denoServer(denoPort, bench.stack.info, client.claims, mode);
      const front = await relay(relayPort, denoPort);
      children.push(deno, front);
      const pids: StackPids = { node: front.pid ?? 0, postgres: bench.stack.pids.postgres, functions: { floor: deno.pid } };
      const what = mode === 'query' ? 'the read' : 'rows read once';
      await measure(`bare relay → bare Deno, ${what}`, relayPort, pids);
      if (mode === 'query') await measure(`bare Deno, ${what} (no relay)`, denoPort, pids);
      // Stopped and reaped before the next measurement: a reaped child's CPU counts as the client's.
      await Promise.all([deno, front].map(async (child) => {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }));
    }
  });

  say('');
  say(`GET /api/missions — ${profiles.toLocaleString('en-US')} learners, ${CONCURRENCY} clients`);
  say(apiTable([api]));
  say('');
  say('CPU per request by component:');
  say(cpuTable([api]));
  say('');
  const per = (ms: number, n: number) => fixed((ms * 1000) / n, 0);
  say('The same read with nothing else around it, against the same baseline (µs per request; "relay" is the bare Node relay):');
  say(
    table(
      ['path', 'req/s', 'client µs', 'relay µs', 'deno µs', 'postgres µs', '/ baseline', 'errors'],
      rows.map(({ path, load, cpu }) => [
        path,
        fixed(load.perSecond, 0),
        per(cpu.client, load.allRequests),
        per(cpu.gateway, load.allRequests),
        per(cpu.deno, load.allRequests),
        per(cpu.postgres, load.allRequests),
        fixed(load.perSecond / api.baseline.perSecond, 2),
        String(load.errors),
      ]),
    ),
  );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await bench.close();
}
