import { describe, expect, it } from 'vitest';
import { cellText, formatTable } from './format-table';

describe('formatTable', () => {
  it('aligns numbers right and text left under a header and a rule, and counts the rows', () => {
    const text = formatTable(
      [{ name: 'source' }, { name: 'signups' }],
      [
        { source: 'direct', signups: '12' },
        { source: 'referral', signups: '3' },
      ],
    );
    expect(text).toBe(['source   | signups', '---------+--------', 'direct   |      12', 'referral |       3', '(2 rows)'].join('\n'));
  });

  it('shows null as empty, dates as ISO, objects as JSON, line breaks as spaces, and cuts long cells', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23T10:00:00.000Z');
    expect(cellText({ hours: 2 })).toBe('{"hours":2}');
    expect(cellText('two\nlines')).toBe('two lines');
    expect(formatTable([{ name: 'c' }], [{ c: 'abcdefghij' }], 5)).toContain('abcd…');
  });

  it('says when there are no rows', () => {
    expect(formatTable([{ name: 'user_id' }, { name: 'tokens' }], [])).toBe(['user_id | tokens', '--------+-------', '(0 rows)'].join('\n'));
  });
});
