/**
 * POST /object/list-v2/<bucket> (storage-js `listV2`), as storage-api's listObjectsV2 answers it:
 * `{hasNext, nextCursor?, nextCursorKey?, folders, objects}`. Without `with_delimiter` every object
 * under `prefix` is listed flat (full names), sorted by name, created_at or updated_at; with it, one
 * level under the prefix: each folder once (its full name ending in `/`), each object there, each
 * with `key`, its name at that level, by name. Pages are `limit` long (at most 1000); `nextCursor` is
 * storage-api's continuation token (base64 of `l:<last name>`, `o:<order>`, `c:<column>`,
 * `a:<last sort value>` lines), so a cursor from either server reads the same. Rows are read as the
 * caller, so the policies on storage.objects decide what is listed.
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-util';
import { actAs, type Caller, inTransaction, type ObjectMetadata } from './db';
import { ERRORS } from './errors';
import type { ObjectContext } from './objects';

interface Row {
  id: string;
  name: string;
  metadata: ObjectMetadata | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

type SortColumn = 'name' | 'created_at' | 'updated_at';

interface Cursor {
  startAfter: string;
  order?: string;
  column?: string;
  after?: string;
}

const CURSOR_PARTS: Record<string, keyof Cursor> = { l: 'startAfter', o: 'order', c: 'column', a: 'after' };

export function encodeCursor(cursor: Cursor): string {
  const lines = Object.entries(CURSOR_PARTS).flatMap(([letter, field]) => (cursor[field] ? [`${letter}:${cursor[field]}`] : []));
  return Buffer.from(lines.join('\n')).toString('base64');
}

export function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', order: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const part = /^(\S):(.*)$/.exec(line);
    const field = part ? CURSOR_PARTS[part[1] as string] : undefined;
    if (!part || !field) throw ERRORS.invalidRequest('Invalid continuation token');
    cursor[field] = part[2] as string;
  }
  return cursor;
}

/** Code-unit order, as `collate "C"` compares the ASCII names storage keys allow. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function options(body: Record<string, unknown>) {
  const limit = body.limit ?? 1000;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) throw ERRORS.invalidRequest('body/limit must be >= 1');
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column: SortColumn = sortBy.column === 'created_at' || sortBy.column === 'updated_at' ? sortBy.column : 'name';
  return {
    prefix: typeof body.prefix === 'string' ? body.prefix : '',
    limit: Math.min(limit, 1000),
    cursor: typeof body.cursor === 'string' && body.cursor !== '' ? decodeCursor(body.cursor) : undefined,
    delimited: body.with_delimiter === true,
    column,
    order: String(sortBy.order ?? 'asc').toLowerCase(),
  };
}

export async function listObjectsV2(ctx: ObjectContext, caller: Caller, bucketId: string, body: Record<string, unknown>, res: ServerResponse): Promise<void> {
  const { prefix, limit, cursor, delimited, ...asked } = options(body);
  // A cursor carries the sort it was made with; with a delimiter storage-api lists by name.
  const column: SortColumn = delimited ? 'name' : ((cursor?.column as SortColumn | undefined) ?? asked.column);
  const descending = (cursor?.order ?? asked.order) === 'desc';
  const rows = await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    return (
      await client.query<Row>(
        `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects where bucket_id = $1 and name like $2`,
        [bucketId, pattern],
      )
    ).rows;
  });

  const level = prefix === '' ? 0 : prefix.split('/').length - 1;
  type Entry = Record<string, unknown> & { name: string; sortValue: string; folder: boolean };
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const sortValue = column === 'name' ? row.name : row[column].toISOString();
    if (!delimited) {
      entries.set(row.name, { ...row, sortValue, folder: false });
      continue;
    }
    const key = row.name.split('/')[level] ?? '';
    const slash = row.name.indexOf('/', prefix.length);
    if (slash === -1) {
      entries.set(row.name, { key, ...row, sortValue, folder: false });
    } else {
      const name = row.name.slice(0, slash + 1);
      const folder = { key, name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null };
      entries.set(name, { ...folder, sortValue: name, folder: true });
    }
  }

  const direction = descending ? -1 : 1;
  const byOrder = (a: { sortValue: string; name: string }, b: { sortValue: string; name: string }) =>
    (compare(a.sortValue, b.sortValue) || compare(a.name, b.name)) * direction;
  let listed = [...entries.values()].sort(byOrder);
  if (cursor) {
    const mark = { sortValue: column === 'name' ? cursor.startAfter : (cursor.after ?? ''), name: cursor.startAfter };
    listed = listed.filter((entry) => byOrder(entry, mark) > 0);
  }
  const page = listed.slice(0, limit);
  const last = page.at(-1);
  const hasNext = listed.length > limit && last !== undefined;
  const strip = ({ sortValue: _sortValue, folder: _folder, ...entry }: Entry) => entry;
  sendJson(res, 200, {
    hasNext,
    ...(hasNext
      ? {
          nextCursor: encodeCursor({
            startAfter: last.name,
            order: descending ? 'desc' : undefined,
            column: column === 'name' ? undefined : column,
            after: column === 'name' ? undefined : last.sortValue,
          }),
          nextCursorKey: last.name,
        }
      : {}),
    folders: page.filter((entry) => entry.folder).map(strip),
    objects: page.filter((entry) => !entry.folder).map(strip),
  });
}
