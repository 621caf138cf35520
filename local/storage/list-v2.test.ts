import { describe, expect, it } from 'vitest';
import { StorageError } from './errors';
import { decodeCursor, encodeCursor } from './list-v2';

describe("list-v2's continuation token, in storage-api's form", () => {
  it('is base64 of one `letter:value` line per field that is set', () => {
    expect(encodeCursor({ startAfter: 'a/2.txt' })).toBe(Buffer.from('l:a/2.txt').toString('base64'));
    const full = encodeCursor({ startAfter: 'b.txt', order: 'desc', column: 'updated_at', after: '2026-01-01T00:00:00.000Z' });
    expect(Buffer.from(full, 'base64').toString()).toBe('l:b.txt\no:desc\nc:updated_at\na:2026-01-01T00:00:00.000Z');
    expect(decodeCursor(full)).toEqual({ startAfter: 'b.txt', order: 'desc', column: 'updated_at', after: '2026-01-01T00:00:00.000Z' });
  });

  it('reads a token without an order as ascending, and refuses one it cannot read', () => {
    expect(decodeCursor(encodeCursor({ startAfter: 'x' }))).toEqual({ startAfter: 'x', order: 'asc' });
    expect(() => decodeCursor(Buffer.from('not a cursor').toString('base64'))).toThrow(StorageError);
  });
});
