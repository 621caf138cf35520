/**
 * What a file's first bytes say it is (docs/materials.md#file-contents). Storage keeps the type the
 * uploader declared and serves the file with it; nothing in Storage looks at the bytes. So before a
 * course, a material or a delivered reward names an uploaded file, its first bytes must carry the
 * signature of the declared type: an MP4 is an ISO media file (`ftyp` box), a WebM starts with the
 * EBML header, a PDF with `%PDF-`, a video's WebVTT captions with `WEBVTT`, and so on. HTML bytes
 * declared as `video/mp4` are refused.
 *
 * Checked in the browser before an upload (a fast answer) and by the api function when a file is
 * named (the guard: it reads the stored object's first bytes). Text and CSV have no signature;
 * they are refused only when their bytes carry another kind's signature. Types this does not know
 * are left alone: the buckets accept only the types listed here (their allowed_mime_types).
 */

/** How many of a file's first bytes are read to tell what it is (the longest signature is 12). */
export const SIGNATURE_BYTES = 64;

/** The kinds of file the check knows, by a name the web's messages translate. */
export type FileKindId = 'mp4' | 'webm' | 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'office' | 'office97' | 'vtt';

interface Kind {
  id: FileKindId;
  /** "an MP4 video": what the message calls it. */
  label: string;
  matches: (bytes: Uint8Array) => boolean;
}

/** The bytes at `offset` are exactly `expected` (numbers, or a string of single-byte characters). */
const at =
  (offset: number, expected: string | readonly number[]) =>
  (bytes: Uint8Array): boolean => {
    const wanted = typeof expected === 'string' ? Array.from(expected, (char) => char.charCodeAt(0)) : expected;
    return bytes.length >= offset + wanted.length && wanted.every((byte, i) => bytes[offset + i] === byte);
  };

const MP4: Kind = { id: 'mp4', label: 'an MP4 video', matches: at(4, 'ftyp') };
const WEBM: Kind = { id: 'webm', label: 'a WebM video', matches: at(0, [0x1a, 0x45, 0xdf, 0xa3]) };
const PDF: Kind = { id: 'pdf', label: 'a PDF document', matches: at(0, '%PDF-') };
const PNG: Kind = { id: 'png', label: 'a PNG image', matches: at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
const JPEG: Kind = { id: 'jpeg', label: 'a JPEG image', matches: at(0, [0xff, 0xd8, 0xff]) };
const GIF: Kind = { id: 'gif', label: 'a GIF image', matches: (bytes) => at(0, 'GIF87a')(bytes) || at(0, 'GIF89a')(bytes) };
const WEBP: Kind = { id: 'webp', label: 'a WebP image', matches: (bytes) => at(0, 'RIFF')(bytes) && at(8, 'WEBP')(bytes) };
/** Word, Excel and PowerPoint since 2007 are ZIP packages. */
const OFFICE_XML: Kind = { id: 'office', label: 'an Office document', matches: at(0, 'PK\x03\x04') };
/** Word, Excel and PowerPoint 97–2003 are OLE compound files. */
const OFFICE_97: Kind = { id: 'office97', label: 'an Office 97–2003 document', matches: at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) };

/**
 * A course video's captions: a WebVTT file's first line is `WEBVTT`, after an optional UTF-8 byte-order
 * mark, ended there or followed by a space, a tab or the line's end (the WebVTT file body).
 */
const VTT: Kind = {
  id: 'vtt',
  label: 'a WebVTT captions file',
  matches: (bytes) => {
    const start = at(0, [0xef, 0xbb, 0xbf])(bytes) ? 3 : 0;
    if (!at(start, 'WEBVTT')(bytes)) return false;
    const next = bytes[start + 6];
    return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
  },
};

/** The declared types that have a signature, with the kind their bytes must be. */
const SIGNED_TYPES: Readonly<Record<string, Kind>> = {
  'video/mp4': MP4,
  'video/webm': WEBM,
  'application/pdf': PDF,
  'image/png': PNG,
  'image/jpeg': JPEG,
  'image/gif': GIF,
  'image/webp': WEBP,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': OFFICE_XML,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': OFFICE_XML,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': OFFICE_XML,
  'application/msword': OFFICE_97,
  'application/vnd.ms-powerpoint': OFFICE_97,
  'application/vnd.ms-excel': OFFICE_97,
  'text/vtt': VTT,
};

/** Types without a signature: any bytes, unless they carry another kind's signature. */
const TEXT_TYPES: ReadonlySet<string> = new Set(['text/plain', 'text/csv']);

/** Every type whose contents this module knows how to check (the buckets' allowed types). */
export const CHECKED_FILE_TYPES: readonly string[] = [...Object.keys(SIGNED_TYPES), ...TEXT_TYPES];

const KNOWN_KINDS: readonly Kind[] = [MP4, WEBM, PDF, PNG, JPEG, GIF, WEBP, OFFICE_XML, OFFICE_97];

/** Markup a browser would render as a page: `<!doctype html`, `<html`, `<script`, … after any BOM or blanks. */
const HTML_START = /^\uFEFF?\s*<(?:!doctype\s+html|html|head|body|script|iframe)\b/i;

/** Which known kind the bytes carry the signature of, if any. */
const signatureOf = (bytes: Uint8Array): Kind | undefined => KNOWN_KINDS.find((candidate) => candidate.matches(bytes));

/** What the bytes look like, for the message: one of the known kinds, or a web page. */
function seenAs(bytes: Uint8Array): FileKindId | 'html' | undefined {
  const kind = signatureOf(bytes);
  if (kind) return kind.id;
  return HTML_START.test(new TextDecoder().decode(bytes)) ? 'html' : undefined;
}

/** Why a file's first bytes are not what it declares, as parts the web words in the admin's language. */
export type FileContentIssue =
  { problem: 'empty' } | { problem: 'mismatch'; declared: FileKindId; seen?: FileKindId | 'html' } | { problem: 'notText'; seen: FileKindId };

const KIND_LABELS: Readonly<Record<FileKindId | 'html', string>> = {
  ...(Object.fromEntries([...KNOWN_KINDS, VTT].map((kind) => [kind.id, kind.label])) as Record<FileKindId, string>),
  html: 'a web page (HTML)',
};

/** The check itself: null when the bytes are what `mimeType` says (or a type without a signature). */
export function fileContentIssue(mimeType: string, bytes: Uint8Array): FileContentIssue | null {
  if (bytes.length === 0) return { problem: 'empty' };
  const type = baseMimeType(mimeType);
  const kind = SIGNED_TYPES[type];
  if (kind) {
    if (kind.matches(bytes)) return null;
    const seen = seenAs(bytes);
    return seen ? { problem: 'mismatch', declared: kind.id, seen } : { problem: 'mismatch', declared: kind.id };
  }
  // Text may hold markup (Storage serves it as text); another kind's signature means it is not text.
  const binary = TEXT_TYPES.has(type) ? signatureOf(bytes) : undefined;
  return binary ? { problem: 'notText', seen: binary.id } : null;
}

/** `text/plain; charset=utf-8` → `text/plain`. */
export function baseMimeType(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Why a file declared as `mimeType` whose first bytes are `bytes` (at least SIGNATURE_BYTES of
 * them, or the whole file when shorter) is not what it says, or null when it is, or when its type
 * has no signature to check. Written for the admin who chose the file.
 */
export function fileContentProblem(mimeType: string, bytes: Uint8Array): string | null {
  const issue = fileContentIssue(mimeType, bytes);
  if (!issue) return null;
  if (issue.problem === 'empty') return 'This file is empty.';
  if (issue.problem === 'notText') return `This file says it is text, but its contents look like ${KIND_LABELS[issue.seen]}. Choose the original file.`;
  const seen = issue.seen ? `: they look like ${KIND_LABELS[issue.seen]}` : '';
  return `This file says it is ${KIND_LABELS[issue.declared]}, but its contents are not${seen}. Choose the original file.`;
}
