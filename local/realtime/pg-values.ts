/**
 * Turns the text form of a column value, as pgoutput sends it, into the JSON that hosted
 * Realtime puts in `record` / `old_record`. Hosted Realtime builds those with
 * `to_jsonb(value::type)` (realtime.cast in apply_rls), so: the six numeric types become JSON
 * numbers (NaN/Infinity stay strings), bool becomes true/false, json/jsonb are embedded, dates and
 * timestamps take the ISO "T" form with `+HH:MM` offsets, arrays become JSON arrays of their
 * converted elements, and everything else is a JSON string of the text.
 *
 * The replication connection runs with DateStyle=ISO and TimeZone=UTC, so the date/time inputs
 * here are always in ISO style.
 */

export type JsonKind = 'number' | 'bool' | 'json' | 'date' | 'timestamp' | 'timestamptz' | 'array' | 'text';

export interface ValueType {
  kind: JsonKind;
  /** Arrays only: how to convert the elements. */
  element?: ValueType;
  /** Arrays only: the element delimiter (`,` except for `box`). */
  delimiter?: string;
}

/** Base type names (after resolving domains) whose to_jsonb is not a plain string. */
const SCALAR_KINDS: Record<string, JsonKind> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  bool: 'bool',
  json: 'json',
  jsonb: 'json',
  date: 'date',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
};

export function scalarKind(baseTypname: string): JsonKind {
  return SCALAR_KINDS[baseTypname] ?? 'text';
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Returns the JSON text for one value; `null` (SQL NULL) becomes `null`. */
export function toJsonText(text: string | null, type: ValueType): string {
  if (text === null) return 'null';
  switch (type.kind) {
    case 'number':
      return JSON_NUMBER.test(text) ? text : JSON.stringify(text);
    case 'bool':
      return text === 't' ? 'true' : text === 'f' ? 'false' : JSON.stringify(text);
    case 'json':
      // Postgres only stores valid JSON in json/jsonb columns, so the text can be embedded as is.
      return text;
    case 'date':
      return JSON.stringify(isoDate(text));
    case 'timestamp':
      return JSON.stringify(isoTimestamp(text, false));
    case 'timestamptz':
      return JSON.stringify(isoTimestamp(text, true));
    case 'array': {
      const parsed = parsePgArray(text, type.delimiter ?? ',');
      if (parsed === undefined) return JSON.stringify(text);
      const element = type.element ?? { kind: 'text' };
      const render = (node: PgArray | string | null): string => (Array.isArray(node) ? `[${node.map(render).join(',')}]` : toJsonText(node, element));
      return render(parsed);
    }
    default:
      return JSON.stringify(text);
  }
}

/** "0044-03-15 BC" is year -43 in ISO 8601 / XSD, which is what to_jsonb prints. */
function withoutEra(text: string): string {
  if (!text.endsWith(' BC')) return text;
  const body = text.slice(0, -3);
  const match = /^(\d+)(.*)$/.exec(body);
  if (!match) return text;
  const year = Number(match[1]) - 1;
  return `-${String(year).padStart(4, '0')}${match[2]}`;
}

function isoDate(text: string): string {
  return withoutEra(text);
}

function isoTimestamp(text: string, withZone: boolean): string {
  if (text === 'infinity' || text === '-infinity') return text;
  let value = withoutEra(text).replace(' ', 'T');
  if (withZone) {
    // ISO DateStyle prints "+00" / "+05:30" / "+05:53:28"; to_jsonb always prints minutes.
    value = value.replace(/([+-]\d{2})$/, '$1:00');
  }
  return value;
}

export type PgArray = Array<PgArray | string | null>;

/**
 * Parses Postgres array output (`{1,2}`, `{{a,b},{c,NULL}}`, `{"x y","q\"uote"}`, an optional
 * `[0:1]=` bounds prefix). Returns undefined for text that is not an array literal.
 */
export function parsePgArray(text: string, delimiter = ','): PgArray | undefined {
  let position = 0;
  const bounds = /^(\[[^\]]*\])+=/.exec(text);
  if (bounds) position = bounds[0].length;

  const skipSpace = () => {
    while (position < text.length && /\s/.test(text[position] ?? '')) position++;
  };

  const parseList = (): PgArray | undefined => {
    if (text[position] !== '{') return undefined;
    position++;
    const items: PgArray = [];
    skipSpace();
    if (text[position] === '}') {
      position++;
      return items;
    }
    for (;;) {
      skipSpace();
      const char = text[position];
      if (char === undefined) return undefined;
      if (char === '{') {
        const nested = parseList();
        if (nested === undefined) return undefined;
        items.push(nested);
      } else if (char === '"') {
        position++;
        let value = '';
        for (;;) {
          const next = text[position];
          if (next === undefined) return undefined;
          position++;
          if (next === '\\') {
            const escaped = text[position];
            if (escaped === undefined) return undefined;
            value += escaped;
            position++;
          } else if (next === '"') {
            break;
          } else {
            value += next;
          }
        }
        items.push(value);
      } else {
        let value = '';
        let sawEscape = false;
        while (position < text.length) {
          const next = text[position] ?? '';
          if (next === delimiter || next === '}') break;
          if (next === '\\') {
            sawEscape = true;
            value += text[position + 1] ?? '';
            position += 2;
            continue;
          }
          value += next;
          position++;
        }
        const trimmed = value.trim();
        items.push(!sawEscape && trimmed.toUpperCase() === 'NULL' ? null : trimmed);
      }
      skipSpace();
      const separator = text[position];
      if (separator === delimiter) {
        position++;
        continue;
      }
      if (separator === '}') {
        position++;
        return items;
      }
      return undefined;
    }
  };

  const result = parseList();
  skipSpace();
  return result !== undefined && position === text.length ? result : undefined;
}
