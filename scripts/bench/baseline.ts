/**
 * The baseline: the same database transaction the API runs for a request, sent straight to
 * Postgres by `concurrency` clients with no HTTP, JWT or JSON in between. pgbench (a C client,
 * extended query protocol like postgres.js) when it is installed; otherwise a closed loop of
 * node-postgres clients, one connection each.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface SqlOperation {
  /** One transaction as a pgbench script (`:client_id` is pgbench's 0-based client number). */
  pgbench: string;
  /** The same transaction for node-postgres, as client `clientId`. */
  run(client: pg.ClientBase, clientId: number): Promise<void>;
  /** The protocol the API uses for it: pgbench's -M (default extended, like postgres.js). */
  protocol?: 'simple' | 'extended';
  /** Work that runs out (each mission completes once) runs a fixed number of transactions. */
  transactionsPerClient?: { warmup: number; measured: number };
}

export interface BaselineOptions {
  dbUrl: string;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

export interface BaselineResult {
  tool: 'pgbench' | 'node-postgres';
  transactions: number;
  /** Transactions run, warm-up included (for CPU per transaction). */
  allTransactions: number;
  failures: string[];
  seconds: number;
  perSecond: number;
  latenciesMs: number[];
}

export function pgbenchPath(): string | undefined {
  if (process.env.BENCH_BASELINE === 'node') return undefined;
  const found = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  return found.status === 0 ? 'pgbench' : undefined;
}

export function runBaseline(op: SqlOperation, options: BaselineOptions): Promise<BaselineResult> {
  return pgbenchPath() ? runPgbench(op, options) : runNodeLoop(op, options);
}

async function runPgbench(op: SqlOperation, options: BaselineOptions): Promise<BaselineResult> {
  const url = new URL(options.dbUrl);
  const dir = mkdtempSync(join(tmpdir(), 'mta-pgbench-'));
  try {
    const script = join(dir, 'tx.sql');
    writeFileSync(script, op.pgbench);
    const common = [
      '-n',
      '-M',
      op.protocol ?? 'extended',
      '-c',
      String(options.concurrency),
      '-j',
      '2',
      '-f',
      script,
      '-h',
      url.hostname,
      '-p',
      url.port,
      '-U',
      decodeURIComponent(url.username),
      url.pathname.slice(1) || 'postgres',
    ];
    const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password), PGSSLMODE: 'disable' };
    const fixed = op.transactionsPerClient;
    const pgbench = (args: string[]) =>
      run('pgbench', args, { env, maxBuffer: 16 * 1024 * 1024 }).then(
        ({ stdout, stderr }) => ({ stdout, stderr, code: 0 }),
        (error: { stdout?: string; stderr?: string; code?: number }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '', code: error.code ?? 1 }),
      );
    const warm = await pgbench([...(fixed ? ['-t', String(fixed.warmup)] : ['-T', String(Math.max(1, Math.round(options.warmupMs / 1000)))]), ...common]);
    const main = await pgbench([
      ...(fixed ? ['-t', String(fixed.measured)] : ['-T', String(Math.max(1, Math.round(options.durationMs / 1000)))]),
      '-l',
      `--log-prefix=${join(dir, 'log')}`,
      ...common,
    ]);
    const failures = [warm, main].flatMap((r) =>
      r.code === 0
        ? []
        : r.stderr
            .split('\n')
            .filter((line) => /error|abort/i.test(line))
            .slice(0, 3)
            .concat(r.stderr ? [] : [`pgbench exited ${r.code}`]),
    );
    // Per-transaction log lines: client_id transaction_no time_us script_no epoch epoch_us.
    const latencies: number[] = [];
    let first = Infinity;
    let last = -Infinity;
    for (const file of readdirSync(dir).filter((name) => name.startsWith('log.'))) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const fields = line.split(' ');
        if (fields.length < 6 || !/^\d+$/.test(fields[2] ?? '')) continue;
        const micros = Number(fields[2]);
        const endUs = Number(fields[4]) * 1e6 + Number(fields[5]);
        latencies.push(micros / 1000);
        first = Math.min(first, endUs - micros);
        last = Math.max(last, endUs);
      }
    }
    const processed = (text: string) => Number(/number of transactions actually processed: (\d+)/.exec(text)?.[1] ?? 0);
    const tps = /tps = ([0-9.]+) \(without initial connection time\)/.exec(main.stdout);
    const seconds = latencies.length ? (last - first) / 1e6 : 0;
    return {
      tool: 'pgbench',
      transactions: latencies.length,
      allTransactions: processed(warm.stdout) + processed(main.stdout),
      failures,
      seconds,
      perSecond: tps ? Number(tps[1]) : latencies.length / seconds,
      latenciesMs: latencies,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runNodeLoop(op: SqlOperation, options: BaselineOptions): Promise<BaselineResult> {
  const clients = await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      const client = new pg.Client({ connectionString: options.dbUrl });
      await client.connect();
      return client;
    }),
  );
  const latencies: number[] = [];
  const failures: string[] = [];
  let allTransactions = 0;
  const fixed = op.transactionsPerClient;
  const start = performance.now();
  const measureFrom = fixed ? Infinity : start + options.warmupMs;
  const stopAt = fixed ? Infinity : measureFrom + options.durationMs;
  let firstMeasured = Infinity;
  let lastEnd = -Infinity;
  try {
    await Promise.all(
      clients.map(async (client, clientId) => {
        for (let n = 0; ; n++) {
          if (fixed && n >= fixed.warmup + fixed.measured) return;
          const sentAt = performance.now();
          if (sentAt >= stopAt) return;
          const counted = fixed ? n >= fixed.warmup : sentAt >= measureFrom;
          try {
            await op.run(client, clientId);
          } catch (error) {
            await client.query('rollback').catch(() => undefined);
            if (failures.length < 3) failures.push((error as Error).message);
            if (counted) continue;
          }
          const endedAt = performance.now();
          allTransactions++;
          if (counted) {
            latencies.push(endedAt - sentAt);
            firstMeasured = Math.min(firstMeasured, sentAt);
            lastEnd = Math.max(lastEnd, endedAt);
          }
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  const seconds = (lastEnd - firstMeasured) / 1000;
  return {
    tool: 'node-postgres',
    transactions: latencies.length,
    allTransactions,
    failures,
    seconds,
    perSecond: latencies.length / seconds,
    latenciesMs: latencies,
  };
}
