import { describe, expect, it } from 'vitest';

import { csvField, toCsv } from '../csv';

describe('CSV for the insights downloads', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('mission')).toBe('mission');
    expect(csvField(42)).toBe('42');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('')).toBe('');
  });

  it('quotes fields with a comma, a quote or a line break (RFC 4180), doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField('"')).toBe('""""');
  });

  it('keeps a spreadsheet from running text as a formula: = + - @ tab and CR at the start get a quote', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes a header and rows, every line ended by CRLF', () => {
    expect(
      toCsv(
        ['day', 'what', 'tokens'],
        [
          ['2026-11-23', 'warm_leads, pack', 5],
          ['2026-11-22', '=cmd', 0],
        ],
      ),
    ).toBe('day,what,tokens\r\n2026-11-23,"warm_leads, pack",5\r\n2026-11-22,\'=cmd,0\r\n');
    expect(toCsv(['a'], [])).toBe('a\r\n');
  });
});
