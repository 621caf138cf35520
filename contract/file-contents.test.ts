import { describe, expect, it } from 'vitest';

import { DISGUISED_FILES, HTML_PAGE, VALID_FILES } from '../tests/support/sample-files.ts';
import { COURSE_VIDEO_TYPES } from './courses.ts';
import { baseMimeType, CHECKED_FILE_TYPES, fileContentProblem, SIGNATURE_BYTES } from './file-contents.ts';
import { MATERIAL_FILE_TYPES } from './materials.ts';

const head = (bytes: Uint8Array) => bytes.subarray(0, SIGNATURE_BYTES);

describe('fileContentProblem', () => {
  it.each(Object.entries(VALID_FILES))('accepts a real %s by its first bytes', (_, file) => {
    expect(fileContentProblem(file.type, head(file.bytes))).toBeNull();
  });

  it.each([
    ['htmlAsMp4', 'This file says it is an MP4 video, but its contents are not: they look like a web page (HTML). Choose the original file.'],
    ['htmlAsWebm', 'This file says it is a WebM video, but its contents are not: they look like a web page (HTML). Choose the original file.'],
    ['textAsPdf', 'This file says it is a PDF document, but its contents are not. Choose the original file.'],
    ['pngAsJpeg', 'This file says it is a JPEG image, but its contents are not: they look like a PNG image. Choose the original file.'],
    ['webmAsMp4', 'This file says it is an MP4 video, but its contents are not: they look like a WebM video. Choose the original file.'],
    ['pdfAsText', 'This file says it is text, but its contents look like a PDF document. Choose the original file.'],
  ])('refuses %s, saying what the bytes look like', (name, message) => {
    const file = DISGUISED_FILES[name]!;
    expect(fileContentProblem(file.type, head(file.bytes))).toBe(message);
  });

  it('reads the type without its parameters and in any case; an empty file is refused', () => {
    expect(baseMimeType(' Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(fileContentProblem('application/PDF; x=1', new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(fileContentProblem('text/plain', new Uint8Array())).toBe('This file is empty.');
    expect(fileContentProblem('video/mp4', new Uint8Array())).toBe('This file is empty.');
  });

  it('needs the whole signature: a prefix of one is not enough', () => {
    const png = VALID_FILES.png!.bytes;
    expect(fileContentProblem('image/png', png.subarray(0, 7))).toMatch(/not/);
    expect(fileContentProblem('image/webp', new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toMatch(/not/);
    expect(fileContentProblem('video/mp4', new TextEncoder().encode('\0\0\0\x18moov'))).toMatch(/not/);
  });

  it('text may hold markup (Storage serves it as text); types it does not know are left to the bucket', () => {
    expect(fileContentProblem('text/plain', HTML_PAGE)).toBeNull();
    expect(fileContentProblem('application/zip', HTML_PAGE)).toBeNull();
  });

  it('knows every type the buckets take: the material types and the video types', () => {
    expect([...CHECKED_FILE_TYPES].sort()).toEqual([...Object.keys(MATERIAL_FILE_TYPES), ...COURSE_VIDEO_TYPES].sort());
  });
});
