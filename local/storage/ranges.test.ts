import { describe, expect, it } from 'vitest';
import { parseRange } from './ranges';

describe('parseRange (local Storage downloads)', () => {
  it('reads a start and end, an open end, and a suffix, clamped to the object', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=95-500', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('says unsatisfiable for a start past the end or an empty suffix', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=200-300', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve: no header, other units, several ranges, a reversed range', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('items=0-9', 100)).toBeUndefined();
    expect(parseRange('bytes=0-9, 20-29', 100)).toBeUndefined();
    expect(parseRange('bytes=9-0', 100)).toBeUndefined();
    expect(parseRange('bytes=-', 100)).toBeUndefined();
  });
});
