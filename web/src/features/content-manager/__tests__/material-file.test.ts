import { describe, expect, it } from 'vitest';

import { fileContentProblem, MATERIAL_PATH } from '@contract';
import { activateLocale } from '@/i18n';

import {
  captionsContentMessage,
  captionsTypeMessage,
  captionsContentProblem,
  captionsFileProblem,
  contentProblem,
  fileTypeMessage,
  fileProblem,
  formatBytes,
  storagePathFor,
  storedFileName,
  titleFromFileName,
  videoTypeMessage,
  videoFileProblem,
  videoLengthProblem,
} from '../material-file';

const MB = 1024 * 1024;

describe('material file checks', () => {
  it('accepts PDFs, images and documents within the limit', () => {
    expect(fileProblem({ type: 'application/pdf', size: 10 }, 25 * MB)).toBeNull();
    expect(fileProblem({ type: 'image/png', size: 25 * MB }, 25 * MB)).toBeNull();
    expect(fileProblem({ type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1 }, 25 * MB)).toBeNull();
  });

  it('refuses other types, empty files and files over the limit, saying why', () => {
    expect(fileProblem({ type: 'text/html', size: 10 }, 25 * MB)).toBe(fileTypeMessage());
    expect(fileProblem({ type: '', size: 10 }, 25 * MB)).toBe(fileTypeMessage());
    expect(fileProblem({ type: 'application/pdf', size: 0 }, 25 * MB)).toBe('This file is empty.');
    expect(fileProblem({ type: 'application/pdf', size: 30.25 * MB }, 25 * MB)).toBe('This file is 30.3 MB; the largest allowed is 25 MB.');
  });

  it("accepts a course's video file only as MP4 or WebM within the limit", () => {
    expect(videoFileProblem({ type: 'video/mp4', size: 10 }, 25 * MB)).toBeNull();
    expect(videoFileProblem({ type: 'video/webm', size: 25 * MB }, 25 * MB)).toBeNull();
    expect(videoFileProblem({ type: 'video/quicktime', size: 10 }, 25 * MB)).toBe(videoTypeMessage());
    expect(videoFileProblem({ type: 'application/pdf', size: 10 }, 25 * MB)).toBe(videoTypeMessage());
    expect(videoFileProblem({ type: 'video/webm', size: 0 }, 25 * MB)).toBe('This file is empty.');
    expect(videoFileProblem({ type: 'video/mp4', size: 26 * MB }, 25 * MB)).toBe('This file is 26 MB; the largest allowed is 25 MB.');
  });

  it("accepts a video's captions as a WebVTT file (by type, or by a .vtt name a browser gave no type) within the limit", () => {
    expect(captionsFileProblem({ name: 'lesson.vtt', type: 'text/vtt', size: 900 }, 25 * MB)).toBeNull();
    expect(captionsFileProblem({ name: 'lesson.VTT', type: '', size: 900 }, 25 * MB)).toBeNull();
    expect(captionsFileProblem({ name: 'lesson.srt', type: 'application/x-subrip', size: 900 }, 25 * MB)).toBe(captionsTypeMessage());
    expect(captionsFileProblem({ name: 'notes.txt', type: 'text/plain', size: 900 }, 25 * MB)).toBe(captionsTypeMessage());
    expect(captionsFileProblem({ name: 'lesson.vtt', type: 'text/vtt', size: 0 }, 25 * MB)).toBe('This file is empty.');
  });

  it('reads a WebVTT file by its first bytes: WEBVTT, alone or with a title, after an optional byte-order mark', async () => {
    const vtt = (text: string, type = 'text/vtt') => new File([text], 'lesson.vtt', { type });
    expect(await captionsContentProblem(vtt('WEBVTT\n\n1\n00:00.000 --> 00:01.000\nHi'))).toBeNull();
    expect(await captionsContentProblem(vtt('WEBVTT - Lesson one\r\n'))).toBeNull();
    expect(await captionsContentProblem(vtt('\uFEFFWEBVTT\n'))).toBeNull();
    expect(await captionsContentProblem(vtt('WEBVTT'))).toBeNull();
    // A .vtt the browser gave no type is still read as WebVTT.
    expect(await captionsContentProblem(vtt('WEBVTT\n', ''))).toBeNull();
    expect(await captionsContentProblem(vtt('1\n00:00:00,000 --> 00:00:01,000\nHi'))).toBe(captionsContentMessage());
    expect(await captionsContentProblem(vtt('WEBVTTX\n'))).toBe(captionsContentMessage());
    expect(await captionsContentProblem(vtt('<!doctype html><script>alert(1)</script>'))).toBe(captionsContentMessage());
    expect(await captionsContentProblem(vtt(''))).toBe(captionsContentMessage());
  });

  it("refuses a video too short to reach 90 % of the course's duration, saying what to change", () => {
    expect(videoLengthProblem(64, 1)).toBeNull();
    expect(videoLengthProblem(54, 1)).toBeNull();
    expect(videoLengthProblem(null, 5)).toBeNull();
    expect(videoLengthProblem(64, 2)).toBe(
      "This video is 1:04 long and the course's duration is 2 min, so learners could never watch 90 % of it. Set the course's duration to 1 min or less, or choose a longer video.",
    );
    expect(videoLengthProblem(30, 1)).toBe(
      "This video is 0:30 long and the course's duration is 1 min, so learners could never watch 90 % of it. Choose a video of at least 54 seconds.",
    );
    expect(videoLengthProblem(200, null)).toBe(
      "Progress is counted against the course's duration: set the course's duration to 3 min or less and save it first.",
    );
  });

  it('formats sizes', () => {
    expect(formatBytes(12)).toBe('12 bytes');
    expect(formatBytes(800 * 1024)).toBe('800 KB');
    expect(formatBytes(2.5 * MB)).toBe('2.5 MB');
  });

  it('makes a safe object name in the course folder from any file name', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(storagePathFor(7, 'Warm Market List.PDF', now)).toBe(`7/${now.toString(36)}-Warm-Market-List.pdf`);
    // Shown to the admin without the folder and the time prefix.
    expect(storedFileName(storagePathFor(7, 'Warm Market List.PDF', now))).toBe('Warm-Market-List.pdf');
    expect(storedFileName('7/lesson.webm')).toBe('lesson.webm');
    // A name whose first word is not an upload time keeps it (the demo's files are stored under their own names).
    expect(storedFileName('3/lesson-10-birthday-messages.webm', now)).toBe('lesson-10-birthday-messages.webm');
    expect(storedFileName('3/birthday-messages.webm', now)).toBe('birthday-messages.webm');
    expect(storedFileName('3/prospect-list.pdf', now)).toBe('prospect-list.pdf');
    for (const name of ['../../etc/passwd', 'ÜbersichtÄ ß.pdf', '.hidden', '漢字.png', 'a'.repeat(400) + '.docx', 'no extension', '---.pdf']) {
      const path = storagePathFor(12, name, now);
      expect(path, name).toMatch(MATERIAL_PATH);
      expect(path.startsWith('12/'), name).toBe(true);
    }
  });

  it("reads a chosen file's first bytes: a page named clip.mp4 is refused, a real PDF passes", async () => {
    const page = new File(['<!doctype html><script>alert(1)</script>'], 'clip.mp4', { type: 'video/mp4' });
    expect(await contentProblem(page)).toBe(
      'This file says it is an MP4 video, but its contents are not: they look like a web page (HTML). Choose the original file.',
    );
    expect(await contentProblem(new File(['%PDF-1.7\n', 'x'.repeat(100_000)], 'guide.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(await contentProblem(new File(['a,b\n1,2\n'], 'list.csv', { type: 'text/csv' }))).toBeNull();
  });

  it("says the content check's finding in the admin's language, as the server's English says it", async () => {
    const page = new File(['<!doctype html><script>alert(1)</script>'], 'clip.mp4', { type: 'video/mp4' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'list.csv', { type: 'text/csv' });
    const bytes = async (file: File) => new Uint8Array(await file.arrayBuffer());
    // English words it exactly as the api does (contract/file-contents.ts).
    expect(await contentProblem(png)).toBe(fileContentProblem('text/csv', await bytes(png)));
    await activateLocale('es');
    try {
      expect(await contentProblem(page)).toBe(
        'Este archivo dice ser un video MP4, pero su contenido no lo es: parece una página web (HTML). Elige el archivo original.',
      );
      expect(await contentProblem(png)).toBe('Este archivo dice ser texto, pero su contenido parece una imagen PNG. Elige el archivo original.');
      expect(await contentProblem(new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe('Este archivo está vacío.');
    } finally {
      await activateLocale('en');
    }
  });

  it('suggests a title from the file name', () => {
    expect(titleFromFileName('Warm_market-list.pdf')).toBe('Warm market list');
    expect(titleFromFileName('notes')).toBe('notes');
  });
});
