/**
 * postgres_changes subscriptions: the join's `config.postgres_changes` entries parsed as hosted
 * Realtime parses them (Subscriptions.parse_subscription_params), checked against the database
 * as its `realtime.subscription` insert and `subscription_check_filters` trigger check them
 * (table in the `supabase_realtime` publication, role exists, filter and select columns readable
 * by the role, filter values valid for the column type), and kept in an in-memory registry
 * indexed by table for the change pipeline.
 */
import pg from 'pg';
import { compileFilter, parseFilters, type CompiledFilter, type Filter, type ParseResult } from './filters';
import type { TypeCache } from './types';

export const PUBLICATION = 'supabase_realtime';

export type Action = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface SubscriptionParams {
  action: Action;
  schema: string;
  table: string;
  filters: Filter[];
  select: string[] | null;
}

/** The verified JWT claims a subscriber acts with (`role` is the Postgres role). */
export interface Claims {
  role: string;
  [claim: string]: unknown;
}

/** Where a matching change is sent: the joined channel. */
export interface ChangeTarget {
  /** Sends `[null, null, topic, "postgres_changes", <payloadJson>]` to the channel's client. */
  deliverChange(payloadJson: string): void;
}

export interface TableSubscription {
  relid: number;
  filters: CompiledFilter[];
  /** Selected columns (`select` option), primary key columns always added; null = all. */
  select: string[] | null;
}

export interface Subscription {
  /** The binding id echoed in the join reply and listed in `ids`. */
  id: number;
  target: ChangeTarget;
  action: Action;
  tables: Map<number, TableSubscription>;
  claims: Claims;
  /** request.jwt.claims for RLS checks. */
  claimsJson: string;
}

// ---------------------------------------------------------------------------------------------
// Parsing

export function parseSubscriptionParams(params: unknown): ParseResult<SubscriptionParams> {
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    return { ok: false, error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${inspect(params)}` };
  }
  const map = params as Record<string, unknown>;
  const action = actionFilter(map.event);
  let select: string[] | null = null;
  if (Array.isArray(map.select)) {
    const columns = map.select.filter((column): column is string => typeof column === 'string');
    select = columns.length > 0 ? columns : null;
  } else if (typeof map.select === 'string') {
    return { ok: false, error: 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]' };
  }
  const has = (key: string) => Object.prototype.hasOwnProperty.call(map, key);
  const { schema, table, filter } = map;
  let parsed: { schema: string; table: string; filters: Filter[] };
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    const filters = parseFilters(filter);
    if (!filters.ok) return { ok: false, error: `Error parsing \`filter\` params: ${filters.error}` };
    parsed = { schema, table, filters: filters.value };
  } else if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) {
    parsed = { schema, table, filters: [] };
  } else if (typeof schema === 'string' && !has('table') && !has('filter')) {
    parsed = { schema, table: '*', filters: [] };
  } else if (typeof table === 'string' && !has('schema') && !has('filter')) {
    parsed = { schema: 'public', table, filters: [] };
  } else if (has('user_token') || has('auth_token')) {
    return { ok: false, error: 'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to: <redacted>' };
  } else {
    return { ok: false, error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${inspect(params)}` };
  }
  if (select !== null && (parsed.schema === '*' || parsed.table === '*')) {
    return { ok: false, error: 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.' };
  }
  return { ok: true, value: { action, ...parsed, select } };
}

function actionFilter(event: unknown): Action {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/** Roughly Elixir's `inspect`, which hosted Realtime uses in these messages. */
export function inspect(value: unknown): string {
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(inspect).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `%{${entries.map(([key, item]) => `${JSON.stringify(key)} => ${inspect(item)}`).join(', ')}}`;
  }
  return String(value);
}

/** The `[event: *, schema: public, ...]` part of hosted Realtime's subscription errors. */
export function paramsToLog(params: SubscriptionParams): string {
  const filters = `[${params.filters.map((f) => `{${JSON.stringify(f.column)}, ${JSON.stringify(f.op)}, ${JSON.stringify(f.value)}, ${f.negate}}`).join(', ')}]`;
  return `[event: ${params.action}, schema: ${params.schema}, table: ${params.table}, filters: ${filters}, select: ${inspect(params.select)}]`;
}

// ---------------------------------------------------------------------------------------------
// Checking against the database

/** An error raised the way realtime.subscription_check_filters raises it. */
class SubscriptionCheckError extends Error {
  constructor(
    message: string,
    readonly code = 'P0001',
  ) {
    super(message);
  }
}

const CONDITION_NAMES: Record<string, string> = {
  P0001: 'raise_exception',
  '42704': 'undefined_object',
  '22P02': 'invalid_text_representation',
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '2201B': 'invalid_regular_expression',
  '22023': 'invalid_parameter_value',
  '42883': 'undefined_function',
  '42P01': 'undefined_table',
  '42703': 'undefined_column',
  '42501': 'insufficient_privilege',
  '22001': 'string_data_right_truncation',
};

/** Postgrex's rendering of a Postgres error: "ERROR 22P02 (invalid_text_representation) ...". */
function postgrexMessage(error: unknown): string {
  const pgError = error as { code?: string; message?: string; severity?: string };
  const code = pgError.code ?? 'XX000';
  const condition = CONDITION_NAMES[code];
  return `${pgError.severity ?? 'ERROR'} ${code}${condition ? ` (${condition})` : ''} ${pgError.message ?? String(error)}`;
}

interface ColumnRow {
  name: string;
  typoid: number;
  regtype: string;
}

export type ResolveResult = { ok: true; tables: Map<number, TableSubscription> } | { ok: false; message: string };

/**
 * Resolves one parsed binding for a role: the published tables it covers, with filters compiled
 * for their column types. Errors are hosted Realtime's system messages.
 */
export async function resolveBinding(pool: pg.Pool, types: TypeCache, params: SubscriptionParams, role: string): Promise<ResolveResult> {
  const { rows: tables } = await pool.query<{ relid: number }>(
    `select c.oid::int as relid
       from pg_publication_tables pt
       join pg_class c on c.oid = format('%I.%I', pt.schemaname, pt.tablename)::regclass
      where pt.pubname = $1
        and pt.schemaname like (case $2 when '*' then '%' else $2 end) escape ''
        and pt.tablename like (case $3 when '*' then '%' else $3 end) escape ''`,
    [PUBLICATION, params.schema, params.table],
  );
  if (tables.length === 0) {
    return {
      ok: false,
      message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${paramsToLog(params)}`,
    };
  }
  try {
    const { rows: roleRows } = await pool.query<{ exists: boolean }>('select to_regrole($1) is not null as exists', [role]);
    if (!roleRows[0]?.exists) throw new SubscriptionCheckError(`role "${role}" does not exist`, '42704');
    const result = new Map<number, TableSubscription>();
    for (const { relid } of tables) {
      result.set(relid, await checkTable(pool, types, relid, params, role));
    }
    return { ok: true, tables: result };
  } catch (error) {
    const rendered =
      error instanceof SubscriptionCheckError ? `ERROR ${error.code} (${CONDITION_NAMES[error.code] ?? 'error'}) ${error.message}` : postgrexMessage(error);
    return {
      ok: false,
      message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${paramsToLog(params)}. Exception: ${rendered}`,
    };
  }
}

async function checkTable(pool: pg.Pool, types: TypeCache, relid: number, params: SubscriptionParams, role: string): Promise<TableSubscription> {
  const { rows: columns } = await pool.query<ColumnRow>(
    `select a.attname::text as name, a.atttypid::int as typoid, a.atttypid::regtype::text as regtype
       from pg_attribute a
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
        and has_column_privilege($2, a.attrelid, a.attnum, 'SELECT')
      order by a.attnum`,
    [relid, role],
  );
  const byName = new Map(columns.map((column) => [column.name, column]));
  await types.load(columns.map((column) => column.typoid));
  const compiled: CompiledFilter[] = [];
  for (const filter of params.filters) {
    const column = byName.get(filter.column);
    if (!column) throw new SubscriptionCheckError(`invalid column for filter ${filter.column}`);
    await checkFilterValue(pool, filter, column);
    compiled.push(compileFilter(filter, types.get(column.typoid)?.comparable ?? 'other', column.regtype));
  }
  for (const selected of params.select ?? []) {
    if (!byName.has(selected)) throw new SubscriptionCheckError(`invalid column for select ${selected}`);
  }
  return { relid, filters: compiled, select: params.select };
}

/** The per-operator checks of realtime.subscription_check_filters. */
async function checkFilterValue(pool: pg.Pool, filter: Filter, column: ColumnRow): Promise<void> {
  const literal = pg.escapeLiteral(filter.value);
  switch (filter.op) {
    case 'in': {
      const { rows } = await pool.query<{ n: number }>(`select coalesce(array_length(${literal}::${column.regtype}[], 1), 0) as n`);
      if ((rows[0]?.n ?? 0) > 100) throw new SubscriptionCheckError('too many values for `in` filter. Maximum 100');
      return;
    }
    case 'is':
      if (!['null', 'true', 'false', 'unknown'].includes(filter.value)) {
        throw new SubscriptionCheckError('invalid value for is filter: must be null, true, false, or unknown');
      }
      if (filter.value !== 'null' && column.regtype !== 'boolean') {
        throw new SubscriptionCheckError(`is ${filter.value} filter requires a boolean column, got ${column.regtype}`);
      }
      return;
    case 'like':
    case 'ilike': {
      const { rows } = await pool.query<{ ok: boolean }>(
        `select exists(select 1 from pg_catalog.pg_operator where oprname = '~~' and oprleft = $1::oid) as ok`,
        [column.typoid],
      );
      if (!rows[0]?.ok) throw new SubscriptionCheckError(`operator ${filter.op} requires a text-compatible column type, got ${column.regtype}`);
      return;
    }
    case 'match':
    case 'imatch': {
      const { rows } = await pool.query<{ ok: boolean }>(
        `select exists(select 1 from pg_catalog.pg_operator
                        where oprname = $2 and oprleft = $1::oid and oprright = $1::oid and oprresult = 'boolean'::regtype) as ok`,
        [column.typoid, filter.op === 'imatch' ? '~*' : '~'],
      );
      if (!rows[0]?.ok) throw new SubscriptionCheckError(`operator ${filter.op} requires a text-compatible column type, got ${column.regtype}`);
      try {
        await pool.query(`select '' ~ ${literal}`);
      } catch (error) {
        throw new SubscriptionCheckError(`invalid regular expression for ${filter.op} filter: ${(error as Error).message}`);
      }
      return;
    }
    default:
      await pool.query(`select ${literal}::${column.regtype}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Registry

export class SubscriptionRegistry {
  private readonly byRelid = new Map<number, Set<Subscription>>();

  add(subscription: Subscription): void {
    for (const relid of subscription.tables.keys()) {
      let set = this.byRelid.get(relid);
      if (!set) this.byRelid.set(relid, (set = new Set()));
      set.add(subscription);
    }
  }

  remove(subscription: Subscription): void {
    for (const relid of subscription.tables.keys()) {
      const set = this.byRelid.get(relid);
      set?.delete(subscription);
      if (set?.size === 0) this.byRelid.delete(relid);
    }
  }

  has(relid: number): boolean {
    return this.byRelid.has(relid);
  }

  forRelation(relid: number): ReadonlySet<Subscription> {
    return this.byRelid.get(relid) ?? new Set();
  }
}
