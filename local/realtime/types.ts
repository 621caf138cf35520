/**
 * What the realtime server needs to know about Postgres types: the type name hosted Realtime
 * reports in `columns` (pg_type.typname, e.g. int8, _text, or a domain's own name), how a value
 * becomes JSON (by the base type, domains resolved, arrays by their element), and how filter
 * values compare. Type OIDs never change meaning, so answers are cached for the server's life.
 */
import type pg from 'pg';
import { comparableFor, type Comparable } from './filters';
import { scalarKind, type ValueType } from './pg-values';

export interface TypeDescriptor {
  oid: number;
  typname: string;
  value: ValueType;
  comparable: Comparable;
}

interface TypeRow {
  oid: number;
  typname: string;
  typtype: string;
  typbasetype: number;
  typelem: number;
  typdelim: string;
  is_array: boolean;
}

export class TypeCache {
  private readonly known = new Map<number, TypeDescriptor>();

  constructor(private readonly pool: pg.Pool) {}

  get(oid: number): TypeDescriptor | undefined {
    return this.known.get(oid);
  }

  /** Loads every type in `oids` not seen yet (one query, following domains and array elements). */
  async load(oids: Iterable<number>): Promise<void> {
    const missing = [...new Set(oids)].filter((oid) => !this.known.has(oid));
    if (missing.length === 0) return;
    const { rows } = await this.pool.query<TypeRow>(
      `with recursive wanted(oid) as (
         select unnest($1::oid[])
         union
         select related from wanted
           join pg_type t on t.oid = wanted.oid
           cross join lateral (values (nullif(t.typbasetype, 0)), (nullif(t.typelem, 0))) v(related)
          where related is not null
       )
       select t.oid::int as oid, t.typname::text as typname, t.typtype::text as typtype,
              t.typbasetype::int as typbasetype, t.typelem::int as typelem, t.typdelim::text as typdelim,
              (t.typsubscript = 'array_subscript_handler'::regproc and t.typelem <> 0) as is_array
         from pg_type t where t.oid in (select oid from wanted)`,
      [missing],
    );
    const byOid = new Map(rows.map((row) => [row.oid, row]));
    const describe = (oid: number, depth = 0): TypeDescriptor => {
      const cached = this.known.get(oid);
      if (cached) return cached;
      const row = byOid.get(oid);
      if (!row || depth > 20) {
        const unknown: TypeDescriptor = { oid, typname: row?.typname ?? 'unknown', value: { kind: 'text' }, comparable: 'other' };
        this.known.set(oid, unknown);
        return unknown;
      }
      let descriptor: TypeDescriptor;
      if (row.typtype === 'd' && row.typbasetype !== 0) {
        // A domain behaves like its base type, but hosted Realtime reports the domain's name.
        const base = describe(row.typbasetype, depth + 1);
        descriptor = { oid, typname: row.typname, value: base.value, comparable: base.comparable };
      } else if (row.is_array) {
        const element = describe(row.typelem, depth + 1);
        descriptor = {
          oid,
          typname: row.typname,
          value: { kind: 'array', element: element.value, delimiter: byOid.get(row.typelem)?.typdelim ?? ',' },
          comparable: 'other',
        };
      } else {
        descriptor = { oid, typname: row.typname, value: { kind: scalarKind(row.typname) }, comparable: comparableFor(row.typname, row.typtype) };
      }
      this.known.set(oid, descriptor);
      return descriptor;
    };
    for (const oid of missing) describe(oid);
  }
}
