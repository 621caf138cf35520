/**
 * Per-subscriber visibility of a change, as hosted Realtime decides it in realtime.apply_rls:
 * columns the subscriber's role cannot SELECT are dropped (has_column_privilege), and on tables
 * with row level security a non-DELETE change is only sent to subscribers for whom
 * `select exists(select 1 from <table> where <pk> = <values>)` is true when run with
 * `set role <role>` and `request.jwt.claims = <their claims>` (the row as of now).
 *
 * To stay fast with hundreds of subscribers, the answers are computed in one round trip per
 * batch of changes, and the policies are looked at first: when a role's policies on the table do
 * not depend on the claims (the role bypasses RLS, a permissive policy is literally `true` and no
 * restrictive one applies, or no permissive policy applies at all), one check per role answers for
 * every subscriber with that role. Otherwise every distinct set of claims gets its own check.
 */
import pg from 'pg';

/**
 * How visibility of a non-DELETE change is decided for one role on one table:
 * none: no RLS, always visible; existence: one check for the role; claims: one check per
 * distinct claims; deny: never visible.
 */
export type RlsMode = 'none' | 'existence' | 'claims' | 'deny';

export interface TableAccess {
  relid: number;
  role: string;
  /** Columns the role may SELECT. */
  selectable: ReadonlySet<string>;
  primaryKey: string[];
  rlsEnabled: boolean;
  mode: RlsMode;
}

export const accessKey = (relid: number, role: string) => `${relid}\u0000${role}`;

interface AccessRow {
  relid: number;
  role: string;
  role_exists: boolean;
  rls: boolean;
  selectable: string[];
  pk: string[];
  bypass: boolean;
  has_permissive: boolean;
  permissive_true: boolean;
  restrictive_other: boolean;
}

/** Privileges, primary key and policy shape for each (table, role) pair, in one query. */
export async function loadAccess(client: pg.PoolClient | pg.Pool, pairs: Array<{ relid: number; role: string }>): Promise<Map<string, TableAccess>> {
  const result = new Map<string, TableAccess>();
  if (pairs.length === 0) return result;
  const applies = `(p.polrelid = c.oid and p.polcmd in ('r', '*')
      and exists (select 1 from unnest(p.polroles) pr
                   where case when pr = 0 then true else pg_has_role(ro.oid, pr, 'USAGE') end))`;
  const { rows } = await client.query<AccessRow>(
    `select r.relid::int as relid, r.role, ro.oid is not null as role_exists, c.relrowsecurity as rls,
            case when ro.oid is null then '{}'::text[] else
              (select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
                 from pg_attribute a
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                  and has_column_privilege(ro.oid, c.oid, a.attnum, 'SELECT')) end as selectable,
            (select coalesce(array_agg(a.attname::text order by array_position(k.conkey, a.attnum)), '{}')
               from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
              where k.conrelid = c.oid and k.contype = 'p') as pk,
            coalesce(ro.rolsuper or ro.rolbypassrls
                     or (not c.relforcerowsecurity and pg_has_role(ro.oid, c.relowner, 'USAGE')), false) as bypass,
            ro.oid is not null and exists (select 1 from pg_policy p where p.polpermissive and ${applies}) as has_permissive,
            ro.oid is not null and exists (select 1 from pg_policy p where p.polpermissive and ${applies}
                                              and pg_get_expr(p.polqual, p.polrelid) = 'true') as permissive_true,
            ro.oid is not null and exists (select 1 from pg_policy p where not p.polpermissive and ${applies}
                                              and coalesce(pg_get_expr(p.polqual, p.polrelid), '') <> 'true') as restrictive_other
       from unnest($1::oid[], $2::text[]) as r(relid, role)
       join pg_class c on c.oid = r.relid
       left join pg_roles ro on ro.rolname = r.role`,
    [pairs.map((pair) => pair.relid), pairs.map((pair) => pair.role)],
  );
  for (const row of rows) {
    const mode: RlsMode = !row.role_exists
      ? 'deny'
      : !row.rls
        ? 'none'
        : row.bypass
          ? 'existence'
          : !row.has_permissive
            ? 'deny'
            : row.permissive_true && !row.restrictive_other
              ? 'existence'
              : 'claims';
    result.set(accessKey(row.relid, row.role), {
      relid: row.relid,
      role: row.role,
      selectable: new Set(row.selectable),
      primaryKey: row.pk,
      rlsEnabled: row.rls,
      mode,
    });
  }
  return result;
}

/** One "can this subscriber read this row" question. */
export interface RowCheck {
  /** Schema-qualified, quoted table name. */
  table: string;
  /** Primary key columns with their values in Postgres text form. */
  key: Array<[column: string, value: string | null]>;
  role: string;
  /** request.jwt.claims; undefined when the answer does not depend on the claims. */
  claimsJson?: string;
  /** The transaction that made the change: the check must see its commit. */
  xid: number;
}

/** How many EXISTS go into one SELECT (keeps statements a sane size). */
const CHECKS_PER_SELECT = 200;
/** How long to wait for a decoded commit to become visible before checking anyway. */
const VISIBILITY_WAIT_MS = 1000;
/** Distinct claims per connection before the checks are spread over more connections. */
const GROUPS_PER_CONNECTION = 100;
const MAX_PARALLEL_CONNECTIONS = 4;

/**
 * Answers every check with as few statements as possible, in one transaction that is rolled
 * back. A failure (a policy that raises, say) only costs the checks of that role and claims:
 * they are retried one group at a time and answered false if they fail again.
 */
export async function runRowChecks(pool: pg.Pool, checks: RowCheck[], log: (line: string) => void): Promise<boolean[]> {
  const answers: boolean[] = checks.map(() => false);
  if (checks.length === 0) return answers;
  const groups = new Map<string, CheckGroup>();
  checks.forEach((check, index) => {
    const key = `${check.role}\u0000${check.claimsJson ?? ''}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { role: check.role, claimsJson: check.claimsJson, indexes: [] }));
    group.indexes.push(index);
  });
  // Many distinct claims: spread them over a few connections, which Postgres runs in parallel.
  const ordered = [...groups.values()].sort((a, b) => (a.role < b.role ? -1 : a.role > b.role ? 1 : 0));
  const parts = Math.min(MAX_PARALLEL_CONNECTIONS, Math.ceil(ordered.length / GROUPS_PER_CONNECTION));
  const size = Math.ceil(ordered.length / parts);
  const chunks = Array.from({ length: parts }, (_, part) => ordered.slice(part * size, (part + 1) * size));
  await Promise.all(chunks.map((chunk) => runOnConnection(pool, checks, chunk, answers, log)));
  return answers;
}

interface CheckGroup {
  role: string;
  claimsJson?: string;
  indexes: number[];
}

async function runOnConnection(pool: pg.Pool, checks: RowCheck[], groups: CheckGroup[], answers: boolean[], log: (line: string) => void): Promise<void> {
  const xids = [...new Set(groups.flatMap((group) => group.indexes.map((index) => (checks[index] as RowCheck).xid)))];
  const client = await pool.connect();
  let broken = false;
  try {
    try {
      // Postgres streams a commit as soon as its WAL is flushed, a moment before other sessions
      // can see it; a check in that moment would wrongly find no row. Such a batch is repeated.
      const deadline = Date.now() + VISIBILITY_WAIT_MS;
      while (!(await runGroups(client, checks, groups, answers, Date.now() < deadline ? xids : []))) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    } catch (error) {
      await client.query('rollback').catch(() => (broken = true));
      log(`realtime: RLS check batch failed (${(error as Error).message}); retrying per subscriber group`);
      for (const group of groups) {
        try {
          await runGroups(client, checks, [group], answers, []);
        } catch (groupError) {
          await client.query('rollback').catch(() => (broken = true));
          for (const index of group.indexes) answers[index] = false;
          log(`realtime: RLS check failed for role ${group.role}: ${(groupError as Error).message}`);
        }
      }
    }
  } finally {
    client.release(broken);
  }
}

/**
 * Runs the checks of `groups`; false when one of `xids` was not yet visible when they ran (the
 * answers are then not to be trusted). Transaction ids are compared modulo 2^32, as Postgres
 * does: an xid at or after the snapshot's xmax, or in its list of running ones, is not visible.
 */
async function runGroups(client: pg.PoolClient, checks: RowCheck[], groups: CheckGroup[], answers: boolean[], xids: number[]): Promise<boolean> {
  // Groups come sorted by role, so `set local role` is issued once per role.
  const ordered = groups;
  const statements = [
    'begin',
    `set local statement_timeout = '10s'`,
    // The session may carry request.jwt.* settings from other work on this pooled connection.
    `select set_config('request.jwt.claims', '', true), set_config('request.jwt.claim.sub', '', true),
            set_config('request.jwt.claim.role', '', true), set_config('request.jwt.claim.email', '', true)`,
  ];
  const visibility = statements.length;
  statements.push(
    `select count(*)::int as running
       from (select pg_snapshot_xmax(s)::text::bigint & 4294967295 as xmax,
                    array(select x::text::bigint & 4294967295 from pg_snapshot_xip(s) x) as xip
               from pg_current_snapshot() s) snap,
            unnest('{${xids.join(',')}}'::bigint[]) as t(xid)
      where ((t.xid - snap.xmax) & 4294967295) < 2147483648 or t.xid = any(snap.xip)`,
  );
  const reads: Array<{ statement: number; indexes: number[] }> = [];
  let role: string | undefined;
  for (const group of ordered) {
    if (group.role !== role) {
      statements.push(`set local role ${pg.escapeIdentifier(group.role)}`);
      role = group.role;
    }
    if (group.claimsJson !== undefined) {
      statements.push(`select set_config('request.jwt.claims', ${pg.escapeLiteral(group.claimsJson)}, true)`);
    }
    for (let start = 0; start < group.indexes.length; start += CHECKS_PER_SELECT) {
      const indexes = group.indexes.slice(start, start + CHECKS_PER_SELECT);
      reads.push({ statement: statements.length, indexes });
      statements.push(`select ${indexes.map((index, position) => `${existsSql(checks[index] as RowCheck)} as c${position}`).join(', ')}`);
    }
  }
  statements.push('rollback');
  const results = (await client.query(statements.join(';\n'))) as unknown as pg.QueryResult[];
  if ((results[visibility]?.rows[0] as { running?: number } | undefined)?.running !== 0) return false;
  for (const read of reads) {
    const row = results[read.statement]?.rows[0] as Record<string, boolean> | undefined;
    read.indexes.forEach((index, position) => {
      answers[index] = row?.[`c${position}`] === true;
    });
  }
  return true;
}

/** realtime.build_prepared_statement_sql: pk = untyped literal, so Postgres casts to the column type. */
function existsSql(check: RowCheck): string {
  const conditions = check.key.map(([column, value]) => `${pg.escapeIdentifier(column)} = ${value === null ? 'NULL' : pg.escapeLiteral(value)}`);
  return `exists(select 1 from ${check.table} where ${conditions.join(' and ')})`;
}
