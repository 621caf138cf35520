/**
 * The duration a WebM file states in its header (the Segment's Info element: Duration in units of
 * TimecodeScale), read the way a player reads it before playing: from the first bytes only. Null
 * when the header states none (a file recorded by a browser's MediaRecorder usually has none, so a
 * player cannot show its length or place its seek bar until it has read the whole file).
 * Matroska/EBML: element ids and sizes are variable-length integers (RFC 8794).
 */

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** A variable-length integer at `at`: its value (marker kept for ids), its length in bytes, and whether it is "unknown" (all ones). */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Error(`no EBML number at byte ${at}`);
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = (first & (0xff >> length)) === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[at + index];
    if (byte === undefined) throw new Error('the EBML number runs past the bytes read');
    value = value * 256 + byte;
    if (byte !== 0xff) unknown = false;
  }
  return { value, length, unknown };
}

interface Element {
  id: number;
  /** Where its content starts. */
  start: number;
  /** Where it ends (the end of the bytes for an unknown size). */
  end: number;
}

function* children(bytes: Uint8Array, from: number, to: number): Generator<Element> {
  let at = from;
  while (at < to) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const start = at + id.length + size.length;
    const end = size.unknown ? to : start + size.value;
    yield { id: id.value, start, end };
    at = end;
  }
}

/** Seconds, from the header of a WebM file's first bytes (64 KiB is plenty for one from ffmpeg); null without a Duration. */
export function webmHeaderSeconds(bytes: Uint8Array): number | null {
  const top = children(bytes, 0, bytes.length);
  const header = top.next().value;
  if (!header || header.id !== EBML) throw new Error('not a WebM file: no EBML header');
  const segment = top.next().value;
  if (!segment || segment.id !== SEGMENT) throw new Error('no Segment after the EBML header');
  for (const element of children(bytes, segment.start, Math.min(segment.end, bytes.length))) {
    if (element.id !== INFO) continue;
    let scale = 1_000_000;
    let duration: number | null = null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (const field of children(bytes, element.start, element.end)) {
      if (field.id === TIMECODE_SCALE) scale = readUint(bytes, field.start, field.end);
      if (field.id === DURATION) duration = field.end - field.start === 4 ? view.getFloat32(field.start) : view.getFloat64(field.start);
    }
    return duration === null ? null : (duration * scale) / 1e9;
  }
  return null;
}

function readUint(bytes: Uint8Array, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at += 1) value = value * 256 + bytes[at]!;
  return value;
}
