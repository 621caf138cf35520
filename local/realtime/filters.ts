/**
 * postgres_changes `filter` strings: parsing exactly as hosted Realtime does
 * (Extensions.PostgresCdcRls.Subscriptions.parse_filters: `col=op.value`, comma = AND, `not.`
 * prefix, PostgREST-style quoting, `in.(a,b)` becoming the array literal `{a,b}`), and evaluation
 * with Postgres semantics (realtime.check_equality_op casts both sides to the column's type).
 *
 * Evaluation runs in JS where JS can reproduce Postgres exactly (integers, floats, numeric, bool,
 * uuid, and equality on text and enums); anything else (like/ilike/regex, ordering on text or
 * timestamps, other types) returns 'sql' and is evaluated by Postgres with `filterSql`.
 */
import pg from 'pg';
import { parsePgArray } from './pg-values';

export const FILTER_OPS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  column: string;
  op: FilterOp;
  /** For `in`, the Postgres array literal `{a,b}`. */
  value: string;
  negate: boolean;
}

/** How values of a column's type can be compared in JS (`other`: only by Postgres). */
export type Comparable = 'int' | 'float4' | 'float8' | 'numeric' | 'bool' | 'uuid' | 'text' | 'enum' | 'other';

export function comparableFor(baseTypname: string, typtype: string): Comparable {
  if (typtype === 'e') return 'enum';
  switch (baseTypname) {
    case 'int2':
    case 'int4':
    case 'int8':
      return 'int';
    case 'float4':
    case 'float8':
    case 'numeric':
    case 'bool':
    case 'uuid':
      return baseTypname;
    case 'text':
    case 'varchar':
      return 'text';
    default:
      // bpchar is deliberately here: hosted Realtime casts to `character` (char(1)), which
      // truncates both sides; only Postgres reproduces that.
      return 'other';
  }
}

// ---------------------------------------------------------------------------------------------
// Parsing

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Parses a filter string; errors carry hosted Realtime's text (without the "Error parsing" prefix). */
export function parseFilters(filter: string): ParseResult<Filter[]> {
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, value: [] };
  const filters: Filter[] = [];
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment);
    if (!parsed.ok) return parsed;
    filters.push(parsed.value);
  }
  return { ok: true, value: filters };
}

/** Splits on commas outside parentheses and outside quotes opened after `.`, `(` or `,`. */
export function splitTopLevel(filter: string): string[] {
  const segments: string[] = [];
  let depth = 0;
  let quoted = false;
  let previous = '';
  let current = '';
  for (let index = 0; index < filter.length; index++) {
    const char = filter[index] ?? '';
    if (quoted) {
      if (char === '\\' && index + 1 < filter.length) {
        const next = filter[index + 1] ?? '';
        current += char + next;
        previous = next;
        index++;
      } else if (char === '"') {
        quoted = false;
        current += char;
        previous = char;
      } else {
        current += char;
        previous = char;
      }
      continue;
    }
    if (char === '"' && (previous === '.' || previous === '(' || previous === ',')) {
      quoted = true;
      current += char;
      previous = char;
    } else if (char === '(') {
      depth++;
      current += char;
      previous = char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
      previous = char;
    } else if (char === ',' && depth === 0) {
      segments.push(current);
      current = '';
      previous = '';
    } else {
      current += char;
      previous = char;
    }
  }
  segments.push(current);
  return segments;
}

function parseSegment(segment: string): ParseResult<Filter> {
  const trimmed = segment.trim();
  if (trimmed === '') return { ok: false, error: 'filter must not contain empty segments (check for extra commas)' };
  const equals = trimmed.indexOf('=');
  if (equals < 0) return { ok: false, error: inspectStrings([trimmed]) };
  const column = trimmed.slice(0, equals);
  let rest = trimmed.slice(equals + 1);
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) return { ok: false, error: inspectStrings([rest]) };
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!(FILTER_OPS as readonly string[]).includes(op)) return { ok: false, error: inspectStrings([op, value]) };
  if (op === 'in') {
    if (value.length >= 2 && value.startsWith('(') && value.endsWith(')')) {
      return { ok: true, value: { column, op, value: `{${value.slice(1, -1)}}`, negate } };
    }
    return { ok: false, error: '`in` filter value must be wrapped by parentheses' };
  }
  return { ok: true, value: { column, op: op as FilterOp, value: unquote(value), negate } };
}

/** `"a \"b\""` → `a "b"`; anything not a single well-formed quoted string is kept as is. */
function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let result = '';
  for (let index = 1; index < value.length; index++) {
    const char = value[index] ?? '';
    if (char === '"') return index === value.length - 1 ? result : value;
    if (char === '\\' && index + 1 < value.length) {
      index++;
      result += value[index] ?? '';
    } else {
      result += char;
    }
  }
  return value;
}

/** Elixir's `inspect` of a list of strings, as hosted Realtime puts in its error messages. */
export function inspectStrings(values: string[]): string {
  return `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
}

// ---------------------------------------------------------------------------------------------
// Evaluation

type Key = bigint | number | boolean | string | NumericValue;

interface NumericValue {
  digits: bigint;
  scale: number;
}

export interface CompiledFilter {
  filter: Filter;
  comparable: Comparable;
  /** The column type as `regtype` text, for the Postgres fallback (hosted Realtime casts to it). */
  regtype: string;
  /** The filter value parsed for JS comparison (a list for `in`); undefined → Postgres decides. */
  key?: Key | Array<Key | null>;
}

export function compileFilter(filter: Filter, comparable: Comparable, regtype: string): CompiledFilter {
  const compiled: CompiledFilter = { filter, comparable, regtype };
  if (filter.op === 'in') {
    const list = parsePgArray(filter.value);
    if (list && list.every((item) => !Array.isArray(item))) {
      const keys = (list as Array<string | null>).map((item) => (item === null ? null : parseKey(item, comparable)));
      if (keys.every((key) => key !== undefined)) compiled.key = keys as Array<Key | null>;
    }
  } else {
    const key = parseKey(filter.value, comparable);
    if (key !== undefined) compiled.key = key;
  }
  return compiled;
}

const ORDERED: ReadonlySet<Comparable> = new Set(['int', 'float4', 'float8', 'numeric', 'bool', 'uuid']);
const EQUATABLE: ReadonlySet<Comparable> = new Set([...ORDERED, 'text', 'enum']);

/**
 * One filter against one column value (`undefined`: the change carries no value for the
 * column, which hosted Realtime treats as not matching). Returns Postgres's three-valued
 * answer, or 'sql' when only Postgres can answer it exactly.
 */
export function evaluateFilter(compiled: CompiledFilter, columnText: string | null | undefined): boolean | null | 'sql' {
  const { filter, comparable } = compiled;
  if (columnText === undefined) return false;
  const negate = (result: boolean | null | 'sql') => (filter.negate && typeof result === 'boolean' ? !result : result);

  if (filter.op === 'is') {
    const truth = columnText === null ? null : comparable === 'bool' ? parseBool(columnText) : true;
    if (truth === undefined) return 'sql';
    const result =
      filter.value === 'null'
        ? columnText === null
        : filter.value === 'true'
          ? truth === true
          : filter.value === 'false'
            ? truth === false
            : filter.value === 'unknown'
              ? truth === null
              : 'sql';
    return negate(result);
  }
  if (filter.op === 'isdistinct') {
    if (columnText === null) return negate(true);
    const equal = compareTo(compiled, columnText);
    return equal === 'sql' ? 'sql' : negate(equal !== 0);
  }
  if (columnText === null) return null;
  if (filter.op === 'in') {
    if (!EQUATABLE.has(comparable) || !Array.isArray(compiled.key)) return 'sql';
    const column = parseKey(columnText, comparable);
    if (column === undefined) return 'sql';
    let sawNull = false;
    for (const item of compiled.key) {
      if (item === null) sawNull = true;
      else if (compareKeys(column, item) === 0) return negate(true);
    }
    return sawNull ? null : negate(false);
  }
  const ordering =
    filter.op === 'eq' || filter.op === 'neq'
      ? EQUATABLE
      : filter.op === 'lt' || filter.op === 'lte' || filter.op === 'gt' || filter.op === 'gte'
        ? ORDERED
        : undefined;
  if (!ordering || !ordering.has(comparable)) return 'sql';
  const comparison = compareTo(compiled, columnText);
  if (comparison === 'sql') return 'sql';
  const result =
    filter.op === 'eq'
      ? comparison === 0
      : filter.op === 'neq'
        ? comparison !== 0
        : filter.op === 'lt'
          ? comparison < 0
          : filter.op === 'lte'
            ? comparison <= 0
            : filter.op === 'gt'
              ? comparison > 0
              : comparison >= 0;
  return negate(result);
}

function compareTo(compiled: CompiledFilter, columnText: string): number | 'sql' {
  if (compiled.key === undefined || Array.isArray(compiled.key) || !EQUATABLE.has(compiled.comparable)) return 'sql';
  const column = parseKey(columnText, compiled.comparable);
  if (column === undefined) return 'sql';
  const comparison = compareKeys(column, compiled.key);
  return comparison === undefined ? 'sql' : comparison;
}

const SQL_OPERATORS: Record<Exclude<FilterOp, 'is' | 'isdistinct'>, string> = {
  eq: '=',
  neq: '!=',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  in: '= any',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
};

/** The same boolean expression realtime.check_equality_op builds, for Postgres to evaluate. */
export function filterSql(compiled: CompiledFilter, columnText: string | null): string {
  const { filter, regtype } = compiled;
  const column = `${columnText === null ? 'NULL' : pg.escapeLiteral(columnText)}::${regtype}`;
  if (filter.op === 'is') {
    const keyword = ['null', 'true', 'false', 'unknown'].includes(filter.value) ? filter.value.toUpperCase() : 'NULL';
    return `(${column} IS ${filter.negate ? 'NOT ' : ''}${keyword})`;
  }
  if (filter.op === 'isdistinct') {
    return `(${column} IS ${filter.negate ? 'NOT ' : ''}DISTINCT FROM ${pg.escapeLiteral(filter.value)}::${regtype})`;
  }
  const valueType = filter.op === 'in' ? `${regtype}[]` : regtype;
  const expression = `(${column} ${SQL_OPERATORS[filter.op]} (${pg.escapeLiteral(filter.value)}::${valueType}))`;
  return filter.negate ? `(NOT ${expression})` : expression;
}

// ---------------------------------------------------------------------------------------------
// Postgres input syntax for the JS-comparable types

function parseKey(text: string, comparable: Comparable): Key | undefined {
  switch (comparable) {
    case 'int':
      return /^\s*[+-]?\d+\s*$/.test(text) ? BigInt(text.trim()) : undefined;
    case 'float4':
    case 'float8': {
      if (!/^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/.test(text)) return undefined;
      const value = Number(text.trim());
      return comparable === 'float4' ? Math.fround(value) : value;
    }
    case 'numeric':
      return parseNumeric(text);
    case 'bool':
      return parseBool(text);
    case 'uuid': {
      const hex = text
        .trim()
        .replace(/^\{(.*)\}$/, '$1')
        .replaceAll('-', '')
        .toLowerCase();
      return /^[0-9a-f]{32}$/.test(hex) ? hex : undefined;
    }
    case 'text':
    case 'enum':
      return text;
    default:
      return undefined;
  }
}

function parseNumeric(text: string): NumericValue | undefined {
  const match = /^\s*([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/.exec(text);
  if (!match) return undefined;
  const whole = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return undefined;
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  const digits = BigInt(`${whole}${fraction}` || '0') * (match[1] === '-' ? -1n : 1n);
  return { digits, scale: fraction.length - exponent };
}

/** Postgres boolin: t/true/y/yes/on/1 and f/false/n/no/off/0, case-insensitive, unique prefixes. */
export function parseBool(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (value === '') return undefined;
  if ('true'.startsWith(value) || (value.length >= 1 && 'yes'.startsWith(value))) return true;
  if ('false'.startsWith(value) || 'no'.startsWith(value)) return false;
  if (value === 'on') return true;
  if (value.length >= 2 && 'off'.startsWith(value)) return false;
  if (value === '1') return true;
  if (value === '0') return false;
  return undefined;
}

function compareKeys(a: Key, b: Key): number | undefined {
  if (typeof a === 'object' && typeof b === 'object') {
    const scale = Math.max(a.scale, b.scale);
    if (scale - Math.min(a.scale, b.scale) > 1000) return undefined;
    const left = a.digits * 10n ** BigInt(scale - a.scale);
    const right = b.digits * 10n ** BigInt(scale - b.scale);
    return left < right ? -1 : left > right ? 1 : 0;
  }
  if (typeof a !== typeof b) return undefined;
  if (typeof a === 'boolean') return Number(a) - Number(b as boolean);
  const left = a as bigint | number | string;
  const right = b as bigint | number | string;
  return left < right ? -1 : left > right ? 1 : 0;
}
