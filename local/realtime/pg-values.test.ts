/**
 * Column text → the JSON hosted Realtime sends (to_jsonb of the typed value). The integration
 * test checks the same against a real Postgres through supabase-js.
 */
import { describe, expect, it } from 'vitest';
import { parsePgArray, toJsonText, type ValueType } from './pg-values';

const number: ValueType = { kind: 'number' };
const text: ValueType = { kind: 'text' };

describe('toJsonText', () => {
  it('keeps numbers exact and quotes what JSON cannot hold', () => {
    expect(toJsonText('42', number)).toBe('42');
    expect(toJsonText('9223372036854775807', number)).toBe('9223372036854775807');
    expect(toJsonText('3.540', number)).toBe('3.540');
    expect(toJsonText('-1.5e+20', number)).toBe('-1.5e+20');
    expect(toJsonText('NaN', number)).toBe('"NaN"');
    expect(toJsonText('-Infinity', number)).toBe('"-Infinity"');
  });

  it('converts booleans, embeds json, quotes text, keeps NULL', () => {
    expect(toJsonText('t', { kind: 'bool' })).toBe('true');
    expect(toJsonText('f', { kind: 'bool' })).toBe('false');
    expect(toJsonText('{"a": [1, 2]}', { kind: 'json' })).toBe('{"a": [1, 2]}');
    expect(toJsonText('say "hi"\n', text)).toBe('"say \\"hi\\"\\n"');
    expect(toJsonText(null, number)).toBe('null');
  });

  it('writes dates and timestamps as to_jsonb does', () => {
    expect(toJsonText('2024-02-29', { kind: 'date' })).toBe('"2024-02-29"');
    expect(toJsonText('0044-03-15 BC', { kind: 'date' })).toBe('"-0043-03-15"');
    expect(toJsonText('2024-02-29 13:14:15.5', { kind: 'timestamp' })).toBe('"2024-02-29T13:14:15.5"');
    expect(toJsonText('2024-02-29 13:14:15.123456+00', { kind: 'timestamptz' })).toBe('"2024-02-29T13:14:15.123456+00:00"');
    expect(toJsonText('2024-02-29 13:14:15+05:30', { kind: 'timestamptz' })).toBe('"2024-02-29T13:14:15+05:30"');
    expect(toJsonText('infinity', { kind: 'timestamptz' })).toBe('"infinity"');
  });

  it('turns arrays into JSON arrays of converted elements', () => {
    expect(toJsonText('{1,2,NULL}', { kind: 'array', element: number })).toBe('[1,2,null]');
    expect(toJsonText('{{1,2},{3,4}}', { kind: 'array', element: number })).toBe('[[1,2],[3,4]]');
    expect(toJsonText('{a,"b c","q\\"x","NULL"}', { kind: 'array', element: text })).toBe('["a","b c","q\\"x","NULL"]');
    expect(toJsonText('{t,f}', { kind: 'array', element: { kind: 'bool' } })).toBe('[true,false]');
    expect(toJsonText('{}', { kind: 'array', element: text })).toBe('[]');
  });
});

describe('parsePgArray', () => {
  it('parses bounds prefixes, custom delimiters and escapes', () => {
    expect(parsePgArray('[0:1]={7,8}')).toEqual(['7', '8']);
    expect(parsePgArray('{(1,1),(0,0);(2,2),(1,1)}', ';')).toEqual(['(1,1),(0,0)', '(2,2),(1,1)']);
    expect(parsePgArray('{ a , b }')).toEqual(['a', 'b']);
    expect(parsePgArray('{a\\,b}')).toEqual(['a,b']);
  });

  it('returns undefined for text that is not an array', () => {
    expect(parsePgArray('1 2')).toBeUndefined();
    expect(parsePgArray('{1,2')).toBeUndefined();
    expect(parsePgArray('{1,2}x')).toBeUndefined();
  });
});
