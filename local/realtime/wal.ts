/**
 * Reads committed row changes from Postgres by logical replication (pgoutput, publications
 * `supabase_realtime` and `supabase_realtime_messages_publication`, slot
 * `supabase_realtime_replication_slot`, the names hosted Realtime uses)
 * and hands them over one committed transaction at a time.
 *
 * The slot is made fresh on start (a stale one left by a crashed run is dropped first: Realtime
 * only ever delivers changes that happen while clients listen) and dropped on stop. If the
 * replication connection breaks (Postgres restarted), it reconnects with backoff and resumes
 * from the slot.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { LogicalReplicationService, PgoutputPlugin, type Pgoutput } from 'pg-logical-replication';

export const SLOT_NAME = 'supabase_realtime_replication_slot';

export interface WalColumn {
  name: string;
  typeOid: number;
}

export interface WalRelation {
  relid: number;
  schema: string;
  table: string;
  columns: WalColumn[];
  /** Replica identity columns (the primary key unless REPLICA IDENTITY says otherwise). */
  keyColumns: string[];
}

/** Column values in Postgres text form; undefined = an unchanged TOAST value not sent. */
export type Tuple = Record<string, string | null | undefined>;

export interface WalChange {
  relation: WalRelation;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record?: Tuple;
  /** The old key (REPLICA IDENTITY DEFAULT) or the whole old row (FULL), when Postgres sent one. */
  old?: Tuple;
}

export interface WalTransaction {
  /** The (32-bit) transaction id, to wait until the commit is visible to other sessions. */
  xid: number;
  /** Commit time as hosted Realtime formats it: UTC, milliseconds, `Z`. */
  commitTimestamp: string;
  changes: WalChange[];
}

export interface WalOptions {
  dbUrl: string;
  pool: pg.Pool;
  publications: string[];
  log: (line: string) => void;
  /** Whether anyone listens to a table; changes of other tables are not kept. */
  wants: (relation: WalRelation) => boolean;
  onTransaction: (transaction: WalTransaction) => void;
}

export interface WalStream {
  stop(): Promise<void>;
}

/** A transaction with more watched changes than this is cut (and the cut logged). */
const MAX_CHANGES_PER_TRANSACTION = 50_000;

/**
 * pgoutput with every value left as the text Postgres sent: the library would otherwise run
 * node-pg's global type parsers (Dates, parsed JSON), losing the exact text the JSON conversion
 * and the filters need.
 */
class TextPgoutputPlugin extends PgoutputPlugin {
  override parse(buffer: Buffer): Pgoutput.Message {
    const message = super.parse(buffer);
    if (message.tag === 'relation') {
      for (const column of message.columns) column.parser = (raw: unknown) => raw;
    }
    return message;
  }
}

export async function startWal(options: WalOptions): Promise<WalStream> {
  const { pool, log } = options;
  await dropSlot(pool);
  await pool.query(`select pg_create_logical_replication_slot($1, 'pgoutput')`, [SLOT_NAME]);

  let stopped = false;
  let service: LogicalReplicationService | undefined;
  // After a reconnect Postgres resends from the slot's last saved position (after a crash, even
  // from before what was acknowledged); commits already delivered are recognized by their LSN.
  let lastCommit = 0n;
  let firstStart: ((error?: Error) => void) | undefined;
  const started = new Promise<void>((resolve, reject) => {
    firstStart = (error) => (error ? reject(error) : resolve());
  });

  const connect = async (): Promise<void> => {
    const relations = new Map<number, WalRelation>();
    let transaction: (WalTransaction & { dropped: number }) | undefined;
    const current = new LogicalReplicationService(
      {
        connectionString: options.dbUrl,
        // Fixed output formats, so value text is the same whatever the server defaults are.
        options: '-c DateStyle=ISO,MDY -c TimeZone=UTC -c IntervalStyle=postgres -c extra_float_digits=1',
      },
      // Acknowledged after each commit (below), every 10 s, and whenever the server asks.
      { acknowledge: { auto: false, timeoutSeconds: 10 } },
    );
    service = current;
    current.on('start', () => {
      firstStart?.();
      firstStart = undefined;
    });
    current.on('heartbeat', (lsn: string, _timestamp: number, shouldRespond: boolean) => {
      if (shouldRespond) acknowledgeExactly(current, lsn);
    });
    current.on('error', (error: Error) => {
      if (!stopped) log(`realtime: replication connection error: ${error.message}`);
    });
    current.on('data', (_lsn: string, message: Pgoutput.Message) => {
      try {
        switch (message.tag) {
          case 'relation':
            relations.set(message.relationOid, {
              relid: message.relationOid,
              schema: message.schema,
              table: message.name,
              columns: message.columns.map((column) => ({ name: column.name, typeOid: column.typeOid })),
              keyColumns: message.keyColumns,
            });
            break;
          case 'begin':
            transaction = { xid: message.xid, commitTimestamp: '', changes: [], dropped: 0 };
            break;
          case 'insert':
          case 'update':
          case 'delete': {
            const relation = relations.get(message.relation.relationOid);
            if (!transaction || !relation || !options.wants(relation)) break;
            if (transaction.changes.length >= MAX_CHANGES_PER_TRANSACTION) {
              transaction.dropped++;
              break;
            }
            transaction.changes.push(toChange(relation, message));
            break;
          }
          case 'commit': {
            const commitLsn = parseLsn(message.commitEndLsn);
            if (commitLsn <= lastCommit) {
              transaction = undefined;
              break;
            }
            lastCommit = commitLsn;
            if (transaction && transaction.changes.length > 0) {
              if (transaction.dropped > 0) {
                log(`realtime: a transaction changed more than ${MAX_CHANGES_PER_TRANSACTION} watched rows; ${transaction.dropped} changes were not delivered`);
              }
              transaction.commitTimestamp = new Date(Number(BigInt(message.commitTime.toString()) / 1000n)).toISOString();
              options.onTransaction({ xid: transaction.xid, commitTimestamp: transaction.commitTimestamp, changes: transaction.changes });
            }
            transaction = undefined;
            if (message.commitEndLsn) acknowledgeExactly(current, message.commitEndLsn);
            break;
          }
          default:
            break;
        }
      } catch (error) {
        log(`realtime: could not read a replication message: ${(error as Error).message}`);
      }
    });
    await current.subscribe(new TextPgoutputPlugin({ protoVersion: 1, publicationNames: options.publications }), SLOT_NAME);
  };

  const run = async () => {
    let attempt = 0;
    while (!stopped) {
      try {
        if (attempt > 0) await ensureSlot(pool);
        await connect();
        attempt = 0;
      } catch (error) {
        if (stopped) break;
        if (firstStart) {
          // The first connection failing is a start-up error, reported by startWal.
          stopped = true;
          firstStart(error as Error);
          firstStart = undefined;
          break;
        }
        log(`realtime: replication stopped: ${(error as Error).message}; reconnecting`);
      }
      if (stopped) break;
      attempt++;
      await sleep(Math.min(5000, 250 * 2 ** Math.min(attempt, 5)));
    }
  };
  void run();
  await started;

  return {
    async stop() {
      stopped = true;
      await service?.stop().catch(() => undefined);
      await dropSlot(pool).catch((error: Error) => log(`realtime: could not drop the replication slot: ${error.message}`));
    },
  };
}

/**
 * The LSN to hand pg-logical-replication's acknowledge(), which adds one byte to what it is given
 * before it reports it. The positions we acknowledge (a commit's end, a keepalive's send position)
 * are already "last byte + 1", so one byte is taken off first: the feedback then says exactly what
 * was received. One byte ahead, a walsender never sees its client caught up with what it sent, and
 * a fast shutdown of Postgres waits for it for ever (docs/leaderboard-live.md#the-local-stack).
 */
export function lsnForAcknowledge(lsn: string): string | undefined {
  const value = parseLsn(lsn);
  if (value === 0n) return undefined;
  const before = value - 1n;
  return `${(before >> 32n).toString(16).toUpperCase()}/${(before & 0xffffffffn).toString(16).toUpperCase()}`;
}

function acknowledgeExactly(service: LogicalReplicationService, lsn: string): void {
  const reported = lsnForAcknowledge(lsn);
  if (reported) void service.acknowledge(reported).catch(() => undefined);
}

export function parseLsn(lsn: string | null): bigint {
  if (!lsn) return 0n;
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

function toChange(relation: WalRelation, message: Pgoutput.MessageInsert | Pgoutput.MessageUpdate | Pgoutput.MessageDelete): WalChange {
  const tuple = (values: Record<string, unknown> | null): Tuple | undefined => {
    if (!values) return undefined;
    const result: Tuple = {};
    for (const [name, value] of Object.entries(values)) {
      result[name] = value === null ? null : value === undefined ? undefined : String(value);
    }
    return result;
  };
  switch (message.tag) {
    case 'insert':
      return { relation, type: 'INSERT', record: tuple(message.new) };
    case 'update':
      return { relation, type: 'UPDATE', record: tuple(message.new), old: tuple(message.old ?? message.key) };
    default:
      return { relation, type: 'DELETE', old: tuple(message.old ?? message.key) };
  }
}

async function ensureSlot(pool: pg.Pool): Promise<void> {
  const { rowCount } = await pool.query('select 1 from pg_replication_slots where slot_name = $1', [SLOT_NAME]);
  if (rowCount === 0) await pool.query(`select pg_create_logical_replication_slot($1, 'pgoutput')`, [SLOT_NAME]);
}

/** Drops the slot, ending whatever backend still holds it (a crashed run's, or ours on stop). */
async function dropSlot(pool: pg.Pool): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const { rows } = await pool.query<{ active_pid: number | null }>('select active_pid from pg_replication_slots where slot_name = $1', [SLOT_NAME]);
    const slot = rows[0];
    if (!slot) return;
    if (slot.active_pid !== null) await pool.query('select pg_terminate_backend($1)', [slot.active_pid]);
    try {
      await pool.query('select pg_drop_replication_slot($1)', [SLOT_NAME]);
      return;
    } catch (error) {
      // Still held for a moment after the terminate; anything else is a real failure.
      if (attempt >= 50 || (error as { code?: string }).code !== '55006') throw error;
      await sleep(100);
    }
  }
}
