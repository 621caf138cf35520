/**
 * Real files of each type the buckets take, and disguised ones, for the file-contents tests
 * (docs/materials.md#file-contents). The small images and the one-second MP4 in tests/fixtures/files
 * were made with ffmpeg (`ffmpeg -f lavfi -i color=c=0xf59e0b:s=8x8 -frames:v 1 dot.png`, and
 * `-i color=…:d=1 -c:v libx264 -pix_fmt yuv420p -movflags +faststart clip.mp4`); the WebM and the PDF
 * are the demo seed's. The Office files are their formats' first bytes: nothing here opens them.
 */
import { readFileSync } from 'node:fs';

export interface SampleFile {
  /** A file name with the type's usual extension. */
  name: string;
  type: string;
  bytes: Uint8Array;
}

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/files/${name}`, import.meta.url)));
const seedFile = (name: string) => new Uint8Array(readFileSync(new URL(`../../supabase/seed-files/${name}`, import.meta.url)));
const text = (value: string) => new TextEncoder().encode(value);
const withTail = (head: number[], tail = 'sample bytes beyond the signature') => new Uint8Array([...head, ...text(tail)]);

/** One accepted file per type that has a signature, plus text and CSV. */
export const VALID_FILES: Record<string, SampleFile> = {
  mp4: { name: 'clip.mp4', type: 'video/mp4', bytes: fixture('clip.mp4') },
  webm: { name: 'course-intro.webm', type: 'video/webm', bytes: seedFile('course-intro.webm') },
  pdf: { name: 'calendar.pdf', type: 'application/pdf', bytes: seedFile('content-calendar.pdf') },
  png: { name: 'dot.png', type: 'image/png', bytes: fixture('dot.png') },
  jpeg: { name: 'dot.jpg', type: 'image/jpeg', bytes: fixture('dot.jpg') },
  webp: { name: 'dot.webp', type: 'image/webp', bytes: fixture('dot.webp') },
  gif: { name: 'dot.gif', type: 'image/gif', bytes: fixture('dot.gif') },
  docx: {
    name: 'plan.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: withTail([0x50, 0x4b, 0x03, 0x04]),
  },
  xls: { name: 'leads.xls', type: 'application/vnd.ms-excel', bytes: withTail([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
  txt: { name: 'notes.txt', type: 'text/plain', bytes: text('Call three people today.\n') },
  csv: { name: 'leads.csv', type: 'text/csv', bytes: text('name,phone\nAda,555-0100\n') },
};

/** A web page that would run a script if a browser rendered it. */
export const HTML_PAGE = text('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n');

/** Files whose declared type their bytes are not. */
export const DISGUISED_FILES: Record<string, SampleFile> = {
  htmlAsMp4: { name: 'clip.mp4', type: 'video/mp4', bytes: HTML_PAGE },
  htmlAsWebm: { name: 'clip.webm', type: 'video/webm', bytes: HTML_PAGE },
  textAsPdf: { name: 'guide.pdf', type: 'application/pdf', bytes: text('Just some words, no PDF here.\n') },
  pngAsJpeg: { name: 'photo.jpg', type: 'image/jpeg', bytes: fixture('dot.png') },
  webmAsMp4: { name: 'clip.mp4', type: 'video/mp4', bytes: seedFile('course-intro.webm') },
  pdfAsText: { name: 'notes.txt', type: 'text/plain', bytes: seedFile('content-calendar.pdf') },
};
