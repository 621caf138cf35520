// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lsnForAcknowledge, parseLsn } from './wal';

describe('lsnForAcknowledge', () => {
  it('takes off the byte pg-logical-replication adds, across the 32-bit boundary too', () => {
    expect(lsnForAcknowledge('0/16B3748')).toBe('0/16B3747');
    expect(lsnForAcknowledge('1/0')).toBe('0/FFFFFFFF');
    expect(lsnForAcknowledge('0/0')).toBeUndefined();
    // What the library then reports (its +1) is the position itself.
    expect(parseLsn(lsnForAcknowledge('A/1') ?? null) + 1n).toBe(parseLsn('A/1'));
  });
});
