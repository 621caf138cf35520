/**
 * HTTP byte ranges on downloads, as hosted Storage serves objects from its S3 backend (RFC 9110
 * §14): a single `Range: bytes=…` answers 206 Partial Content with Content-Range, a range that
 * starts past the end answers 416 with `Content-Range: bytes * /size`, and every download says
 * `Accept-Ranges: bytes`, so a browser's video element can seek without fetching the whole file.
 * A header this does not understand, or a list of several ranges (S3 serves only one), is ignored
 * and the whole object is sent, as the RFC allows.
 */

/** Inclusive byte positions within the object. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The range to serve, 'unsatisfiable', or undefined for the whole object. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
