/**
 * Filter parsing (cases from hosted Realtime's own doctests) and evaluation with Postgres
 * semantics: JS answers only where it provably matches Postgres, otherwise it defers ('sql').
 */
import { describe, expect, it } from 'vitest';
import { compileFilter, evaluateFilter, filterSql, parseBool, parseFilters, splitTopLevel, type Comparable, type Filter } from './filters';

const one = (filter: string): Filter => {
  const result = parseFilters(filter);
  if (!result.ok || result.value.length !== 1) throw new Error(`expected one filter from ${filter}`);
  return result.value[0] as Filter;
};

const check = (filter: string, comparable: Comparable, column: string | null | undefined, regtype = 'text') =>
  evaluateFilter(compileFilter(one(filter), comparable, regtype), column);

describe('parseFilters', () => {
  it('parses the forms hosted Realtime documents', () => {
    expect(parseFilters('subject=eq.hey')).toEqual({ ok: true, value: [{ column: 'subject', op: 'eq', value: 'hey', negate: false }] });
    expect(parseFilters('subject=in.(hidee,ho)')).toEqual({ ok: true, value: [{ column: 'subject', op: 'in', value: '{hidee,ho}', negate: false }] });
    expect(parseFilters('subject=not.like.hey%')).toEqual({ ok: true, value: [{ column: 'subject', op: 'like', value: 'hey%', negate: true }] });
    expect(parseFilters('id=gt.0,id=lt.100')).toEqual({
      ok: true,
      value: [
        { column: 'id', op: 'gt', value: '0', negate: false },
        { column: 'id', op: 'lt', value: '100', negate: false },
      ],
    });
    expect(parseFilters('')).toEqual({ ok: true, value: [] });
    expect(parseFilters('   ')).toEqual({ ok: true, value: [] });
  });

  it('keeps commas inside quotes and parentheses, and unquotes values', () => {
    expect(splitTopLevel('a=in.(1,2),b=eq."x,y"')).toEqual(['a=in.(1,2)', 'b=eq."x,y"']);
    expect(one('name=eq."say \\"hi\\", please"').value).toBe('say "hi", please');
    expect(one('name=eq."not"closed"').value).toBe('"not"closed"');
    expect(one('name=in.("a,b",c)').value).toBe('{"a,b",c}');
  });

  it('reports errors with hosted Realtime wording', () => {
    expect(parseFilters('subject=foo.hey')).toEqual({ ok: false, error: '["foo", "hey"]' });
    expect(parseFilters('undefined')).toEqual({ ok: false, error: '["undefined"]' });
    expect(parseFilters('a=eq.1,,b=eq.2')).toEqual({ ok: false, error: 'filter must not contain empty segments (check for extra commas)' });
    expect(parseFilters('a=in.1,2')).toEqual({ ok: false, error: '`in` filter value must be wrapped by parentheses' });
  });
});

describe('evaluateFilter', () => {
  it('compares integers as integers, beyond 2^53 too', () => {
    expect(check('n=eq.5', 'int', '5')).toBe(true);
    expect(check('n=eq.05', 'int', '5')).toBe(true);
    expect(check('n=neq.5', 'int', '6')).toBe(true);
    expect(check('n=gt.9007199254740992', 'int', '9007199254740993')).toBe(true);
    expect(check('n=lte.-1', 'int', '0')).toBe(false);
    expect(check('n=in.(1,2,3)', 'int', '2')).toBe(true);
    expect(check('n=in.(1,2,3)', 'int', '4')).toBe(false);
  });

  it('compares numeric exactly and floats in their precision', () => {
    expect(check('x=eq.3.5', 'numeric', '3.50')).toBe(true);
    expect(check('x=gt.0.1', 'numeric', '0.10000000000000000001')).toBe(true);
    expect(check('x=eq.1e3', 'numeric', '1000')).toBe(true);
    expect(check('x=eq.0.1', 'float4', '0.1')).toBe(true);
    expect(check('x=lt.0.3', 'float8', '0.30000000000000004')).toBe(false);
    expect(check('x=eq.NaN', 'float8', 'NaN')).toBe('sql');
  });

  it('reads booleans and uuids as Postgres does', () => {
    expect(check('done=eq.true', 'bool', 't')).toBe(true);
    expect(check('done=eq.yes', 'bool', 't')).toBe(true);
    expect(check('done=eq.off', 'bool', 'f')).toBe(true);
    expect(check('done=gt.false', 'bool', 't')).toBe(true);
    expect(parseBool('o')).toBeUndefined();
    expect(check('id=eq.{A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11}', 'uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11')).toBe(true);
    expect(check('id=eq.a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a12', 'uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11')).toBe(false);
  });

  it('treats SQL NULL and missing columns as not matching', () => {
    expect(check('n=eq.5', 'int', null)).toBeNull();
    expect(check('n=not.eq.5', 'int', null)).toBeNull();
    expect(check('n=eq.5', 'int', undefined)).toBe(false);
    expect(check('n=in.(1,NULL)', 'int', '2')).toBeNull();
    expect(check('n=in.(1,NULL)', 'int', '1')).toBe(true);
  });

  it('handles negation, is and isdistinct', () => {
    expect(check('n=not.eq.5', 'int', '6')).toBe(true);
    expect(check('n=not.in.(5,6)', 'int', '6')).toBe(false);
    expect(check('n=is.null', 'int', null)).toBe(true);
    expect(check('n=not.is.null', 'int', '1')).toBe(true);
    expect(check('b=is.true', 'bool', 't')).toBe(true);
    expect(check('b=is.unknown', 'bool', null)).toBe(true);
    expect(check('n=isdistinct.5', 'int', null)).toBe(true);
    expect(check('n=isdistinct.5', 'int', '5')).toBe(false);
    expect(check('n=not.isdistinct.5', 'int', '5')).toBe(true);
  });

  it('compares text and enums only for equality, leaving order and patterns to Postgres', () => {
    expect(check('s=eq.abc', 'text', 'abc')).toBe(true);
    expect(check('s=eq.abc', 'text', 'ABC')).toBe(false);
    expect(check('s=in.(a, b)', 'text', 'b')).toBe(true);
    expect(check('s=eq.gold', 'enum', 'gold')).toBe(true);
    expect(check('s=lt.b', 'text', 'a')).toBe('sql');
    expect(check('s=like.a%', 'text', 'abc')).toBe('sql');
    expect(check('t=eq.2024-01-01', 'other', '2024-01-01 00:00:00+00')).toBe('sql');
  });
});

describe('filterSql', () => {
  it('builds the expression realtime.check_equality_op evaluates, with literals escaped', () => {
    expect(filterSql(compileFilter(one('s=like.a%'), 'text', 'text'), "it's")).toBe("('it''s'::text LIKE ('a%'::text))");
    expect(filterSql(compileFilter(one('n=not.in.(1,2)'), 'int', 'bigint'), '3')).toBe("(NOT ('3'::bigint = any ('{1,2}'::bigint[])))");
    expect(filterSql(compileFilter(one('b=is.true'), 'bool', 'boolean'), null)).toBe('(NULL::boolean IS TRUE)');
    expect(filterSql(compileFilter(one('n=not.isdistinct.1'), 'int', 'integer'), '1')).toBe("('1'::integer IS NOT DISTINCT FROM '1'::integer)");
  });
});
