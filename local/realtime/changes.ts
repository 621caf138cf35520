/**
 * The postgres_changes pipeline: committed transactions in, one frame per listening channel out,
 * in commit order. For each change and each subscription on its table it applies what hosted
 * Realtime's apply_rls applies: the event filter, the `filter` conditions, the role's column
 * privileges, and the row level security check (rls.ts). Work is batched: transactions that
 * arrive while a batch is being processed are handled together in the next one, with one query
 * for table metadata, at most one for filters only Postgres can evaluate, and one round trip for
 * all RLS checks (spread over a few connections when many distinct tokens need their own check).
 */
import pg from 'pg';
import { evaluateFilter, filterSql } from './filters';
import { toJsonText } from './pg-values';
import { accessKey, loadAccess, runRowChecks, type RowCheck, type TableAccess } from './rls';
import type { Subscription, SubscriptionRegistry, TableSubscription } from './subscriptions';
import type { TypeCache } from './types';
import type { Tuple, WalChange, WalTransaction } from './wal';

/** hosted Realtime's max_record_bytes: bigger changes only carry values of at most 64 bytes. */
const MAX_RECORD_BYTES = 1024 * 1024;
const MAX_CHANGES_PER_BATCH = 2000;
/** Changes waiting beyond this are dropped (and logged) rather than held without bound. */
const MAX_QUEUED_CHANGES = 200_000;

interface QueuedChange {
  change: WalChange;
  xid: number;
  commitTimestamp: string;
}

/** A subscription that matched a change, waiting for its filter and RLS answers. */
interface Candidate {
  subscription: Subscription;
  table: TableSubscription;
  access: TableAccess;
  filterOk: boolean | 'pending';
  /** Index into the batch's RowCheck list, when the RLS answer comes from Postgres. */
  check?: number;
  visible?: boolean;
  error?: string;
}

export class ChangePipeline {
  private queue: QueuedChange[] = [];
  private running = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly types: TypeCache,
    private readonly registry: SubscriptionRegistry,
    private readonly log: (line: string) => void,
  ) {}

  push(transaction: WalTransaction): void {
    if (this.queue.length + transaction.changes.length > MAX_QUEUED_CHANGES) {
      this.log(`realtime: falling behind; ${transaction.changes.length} changes of one transaction were not delivered`);
      return;
    }
    for (const change of transaction.changes) this.queue.push({ change, xid: transaction.xid, commitTimestamp: transaction.commitTimestamp });
    if (!this.running) void this.drain();
  }

  /** Resolves when everything queued so far has been delivered (used on shutdown). */
  idle(): Promise<void> {
    return this.running ? new Promise((resolve) => this.idleWaiters.push(resolve)) : Promise.resolve();
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_CHANGES_PER_BATCH);
      try {
        await this.process(batch);
      } catch (error) {
        this.log(`realtime: ${batch.length} changes could not be delivered: ${(error as Error).message}`);
      }
    }
    this.running = false;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async process(batch: QueuedChange[]): Promise<void> {
    // 1. Which subscriptions listen to each change.
    const work: Array<{ item: QueuedChange; subscriptions: Array<[Subscription, TableSubscription]> }> = [];
    const pairs = new Map<string, { relid: number; role: string }>();
    const typeOids = new Set<number>();
    for (const item of batch) {
      const { relation, type } = item.change;
      const subscriptions: Array<[Subscription, TableSubscription]> = [];
      for (const subscription of this.registry.forRelation(relation.relid)) {
        if (subscription.action !== '*' && subscription.action !== type) continue;
        const table = subscription.tables.get(relation.relid);
        if (!table) continue;
        subscriptions.push([subscription, table]);
        pairs.set(accessKey(relation.relid, subscription.claims.role), { relid: relation.relid, role: subscription.claims.role });
      }
      if (subscriptions.length === 0) continue;
      for (const column of relation.columns) typeOids.add(column.typeOid);
      work.push({ item, subscriptions });
    }
    if (work.length === 0) return;

    // 2. Table metadata for every (table, role), and the types of every column.
    const [access] = await Promise.all([loadAccess(this.pool, [...pairs.values()]), this.types.load(typeOids)]);

    // 3. Filters, privileges and which RLS checks are needed.
    const sqlFilters: Array<{ sql: string; candidate: Candidate }> = [];
    const checks: RowCheck[] = [];
    const checkIndex = new Map<string, number>();
    const perChange: Candidate[][] = [];
    for (const { item, subscriptions } of work) {
      const { change } = item;
      const candidates: Candidate[] = [];
      for (const [subscription, table] of subscriptions) {
        const tableAccess = access.get(accessKey(change.relation.relid, subscription.claims.role));
        if (!tableAccess) continue;
        const candidate: Candidate = { subscription, table, access: tableAccess, filterOk: true };
        candidates.push(candidate);
        if (change.type !== 'DELETE') {
          if (tableAccess.primaryKey.length === 0) {
            candidate.error = 'Error 400: Bad Request, no primary key';
            continue;
          }
          if (!tableAccess.primaryKey.every((column) => tableAccess.selectable.has(column))) {
            candidate.error = 'Error 401: Unauthorized';
            continue;
          }
        }
        candidate.filterOk = this.checkFilters(change, table, candidate, sqlFilters);
      }
      perChange.push(candidates);
    }
    await this.resolveSqlFilters(sqlFilters);

    work.forEach(({ item }, changeIndex) => {
      const { change } = item;
      for (const candidate of perChange[changeIndex] ?? []) {
        if (candidate.error || candidate.filterOk !== true) continue;
        const { mode, rlsEnabled, primaryKey } = candidate.access;
        if (!rlsEnabled || change.type === 'DELETE' || mode === 'none') {
          candidate.visible = true;
        } else if (mode === 'deny') {
          candidate.visible = false;
        } else {
          const claimsJson = mode === 'claims' ? candidate.subscription.claimsJson : undefined;
          const key = `${changeIndex}\u0000${candidate.subscription.claims.role}\u0000${claimsJson ?? ''}`;
          let index = checkIndex.get(key);
          if (index === undefined) {
            index = checks.length;
            checkIndex.set(key, index);
            checks.push({
              table: `${pg.escapeIdentifier(change.relation.schema)}.${pg.escapeIdentifier(change.relation.table)}`,
              key: primaryKey.map((column) => [column, change.record?.[column] ?? null]),
              role: candidate.subscription.claims.role,
              claimsJson,
              xid: item.xid,
            });
          }
          candidate.check = index;
        }
      }
    });

    // 4. Row level security, all at once.
    const answers = await runRowChecks(this.pool, checks, this.log);

    // 5. Frames, per change in commit order.
    work.forEach(({ item }, changeIndex) => this.deliver(item, perChange[changeIndex] ?? [], answers));
  }

  /** hosted Realtime: filters are checked on the new row, and for DELETE on the old one. */
  private checkFilters(
    change: WalChange,
    table: TableSubscription,
    candidate: Candidate,
    sqlFilters: Array<{ sql: string; candidate: Candidate }>,
  ): boolean | 'pending' {
    if (table.filters.length === 0) return true;
    const row: Tuple = (change.type === 'DELETE' ? change.old : change.record) ?? {};
    const forPostgres: string[] = [];
    for (const filter of table.filters) {
      const value = row[filter.filter.column];
      const result = evaluateFilter(filter, value);
      if (result === 'sql') forPostgres.push(filterSql(filter, value ?? null));
      else if (result !== true) return false;
    }
    if (forPostgres.length === 0) return true;
    // Only the conditions JS could not answer go to Postgres; the others were all true.
    sqlFilters.push({ sql: `coalesce(${forPostgres.join(' and ')}, false)`, candidate });
    return 'pending';
  }

  private async resolveSqlFilters(sqlFilters: Array<{ sql: string; candidate: Candidate }>): Promise<void> {
    if (sqlFilters.length === 0) return;
    try {
      const { rows } = await this.pool.query(`select ${sqlFilters.map((item, index) => `${item.sql} as f${index}`).join(', ')}`);
      const row = (rows[0] ?? {}) as Record<string, boolean>;
      sqlFilters.forEach((item, index) => (item.candidate.filterOk = row[`f${index}`] === true));
    } catch {
      // One bad comparison fails the whole select; answer them one by one instead.
      for (const item of sqlFilters) {
        try {
          const { rows } = await this.pool.query<{ ok: boolean }>(`select ${item.sql} as ok`);
          item.candidate.filterOk = rows[0]?.ok === true;
        } catch (error) {
          item.candidate.filterOk = false;
          this.log(`realtime: filter could not be evaluated: ${(error as Error).message}`);
        }
      }
    }
  }

  private deliver(item: QueuedChange, candidates: Candidate[], answers: boolean[]): void {
    const { change, commitTimestamp } = item;
    // One `data` per role and column selection (what the subscriber may see), shared by all
    // channels with that view; one frame per channel listing its matching binding ids.
    const dataCache = new Map<string, string>();
    const perTarget = new Map<Subscription['target'], Map<string, number[]>>();
    for (const candidate of candidates) {
      const visible = candidate.error !== undefined || (candidate.check !== undefined ? answers[candidate.check] === true : candidate.visible === true);
      if (!visible) continue;
      const view = `${candidate.access.role}\u0000${candidate.table.select?.join(',') ?? '*'}\u0000${candidate.error ?? ''}`;
      if (!dataCache.has(view)) {
        dataCache.set(
          view,
          candidate.error ? errorData(change, candidate.error) : this.data(change, commitTimestamp, candidate.access, candidate.table.select),
        );
      }
      let views = perTarget.get(candidate.subscription.target);
      if (!views) perTarget.set(candidate.subscription.target, (views = new Map()));
      let ids = views.get(view);
      if (!ids) views.set(view, (ids = []));
      if (!ids.includes(candidate.subscription.id)) ids.push(candidate.subscription.id);
    }
    for (const [target, views] of perTarget) {
      for (const [view, ids] of views) {
        const payload = `{"ids":${JSON.stringify(ids)},"data":${dataCache.get(view) ?? 'null'}}`;
        target.deliverChange(payload);
      }
    }
  }

  /** The `data` object: columns, record and old_record limited to what the role may read. */
  private data(change: WalChange, commitTimestamp: string, access: TableAccess, select: string[] | null): string {
    const { relation } = change;
    const primaryKey = new Set(access.primaryKey);
    const shown = (column: string) => access.selectable.has(column) && (select === null || select.includes(column) || primaryKey.has(column));
    const typeOf = new Map(relation.columns.map((column) => [column.name, column.typeOid]));
    const json = (column: string, text: string | null) => {
      const descriptor = this.types.get(typeOf.get(column) ?? 0);
      return toJsonText(text, descriptor?.value ?? { kind: 'text' });
    };
    const values = (tuple: Tuple | undefined, include: (column: string) => boolean) => {
      const entries: Array<[string, string]> = [];
      for (const { name } of relation.columns) {
        const text = tuple?.[name];
        if (text === undefined || !include(name)) continue;
        entries.push([name, json(name, text)]);
      }
      return entries;
    };

    const record = change.type === 'DELETE' ? undefined : values(change.record, shown);
    let old: Array<[string, string]> | undefined;
    if (change.type === 'UPDATE') {
      // Without an old tuple (key unchanged, REPLICA IDENTITY DEFAULT) the identity comes from the new row.
      const identity = change.old ?? pick(change.record, relation.keyColumns);
      old = values(identity, shown);
    } else if (change.type === 'DELETE') {
      old = values(change.old, (column) => shown(column) && (!access.rlsEnabled || primaryKey.has(column)));
    }
    let errors = 'null';
    const size = [...(record ?? []), ...(old ?? [])].reduce((total, [, value]) => total + value.length, 0);
    const fits = (entries: Array<[string, string]> | undefined) =>
      size > MAX_RECORD_BYTES ? entries?.filter(([, value]) => Buffer.byteLength(value) <= 64) : entries;
    if (size > MAX_RECORD_BYTES) errors = '["Error 413: Payload Too Large"]';

    const columns = relation.columns
      .filter(({ name }) => shown(name))
      .map(({ name, typeOid }) => `{"name":${JSON.stringify(name)},"type":${JSON.stringify(this.types.get(typeOid)?.typname ?? 'unknown')}}`);
    const object = (entries: Array<[string, string]> | undefined) =>
      `{${(entries ?? []).map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`;
    let data = `{"schema":${JSON.stringify(relation.schema)},"table":${JSON.stringify(relation.table)},"commit_timestamp":${JSON.stringify(commitTimestamp)},"type":"${change.type}","columns":[${columns.join(',')}]`;
    if (record) data += `,"record":${object(fits(record))}`;
    if (old) data += `,"old_record":${object(fits(old))}`;
    return `${data},"errors":${errors}}`;
  }
}

/** What hosted Realtime sends when a change cannot be checked (no primary key, or no access to it). */
function errorData(change: WalChange, error: string): string {
  const { schema, table } = change.relation;
  const oldRecord = change.type === 'UPDATE' ? ',"old_record":{}' : '';
  return `{"schema":${JSON.stringify(schema)},"table":${JSON.stringify(table)},"commit_timestamp":null,"type":"${change.type}","columns":[],"record":{}${oldRecord},"errors":${JSON.stringify([error])}}`;
}

function pick(tuple: Tuple | undefined, columns: string[]): Tuple | undefined {
  if (!tuple) return undefined;
  const result: Tuple = {};
  for (const column of columns) result[column] = tuple[column];
  return result;
}
