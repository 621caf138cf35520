/**
 * The checks a material file or a course's video file passes before its upload starts
 * (docs/materials.md): a type the bucket accepts, a size within the limit from GET /api/settings,
 * and first bytes that are that type (docs/materials.md#file-contents). Storage refuses the same
 * types and sizes and the api function the same contents, so these only save the admin a wasted
 * upload and say clearly why, in the admin's language.
 */
import {
  COURSE_CAPTIONS_TYPES,
  COURSE_VIDEO_TYPES,
  fileContentIssue,
  MATERIAL_FILE_TYPES,
  SIGNATURE_BYTES,
  type FileContentIssue,
  type FileKindId,
} from '@contract';
import { formatClock, MARK_COMPLETED_THRESHOLD } from '@/features/courses';
import { formatNumber, shownT, type MessageId } from '@/i18n';

export const ACCEPTED_FILES = Object.keys(MATERIAL_FILE_TYPES).join(',');
export const ACCEPTED_VIDEOS = COURSE_VIDEO_TYPES.join(',');
/** A browser may not know the WebVTT type of a .vtt file: the picker offers the extension too. */
export const ACCEPTED_CAPTIONS = ['.vtt', ...COURSE_CAPTIONS_TYPES].join(',');

export const videoTypeMessage = () => shownT('cm.file.videoType');

export const captionsTypeMessage = () => shownT('cm.file.captionsType');
export const captionsContentMessage = () => shownT('cm.file.captionsContent');

export const fileTypeMessage = () => shownT('cm.file.type');

/** "2.5 MB", "800 KB", "12 bytes" (the number as the admin's language writes it: "2,5 MB"). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return shownT('cm.file.mb', { count: formatNumber(Number((bytes / (1024 * 1024)).toFixed(1))) });
  if (bytes >= 1024) return shownT('cm.file.kb', { count: formatNumber(Math.round(bytes / 1024)) });
  return shownT('cm.file.bytes', { count: bytes });
}

/** Why the file cannot be uploaded, or null when it can. */
export function fileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | null {
  if (!MATERIAL_FILE_TYPES[file.type]) return fileTypeMessage();
  return sizeProblem(file, maxBytes);
}

/** Why the file cannot be a course's video (an MP4 or WebM within the upload limit), or null. */
export function videoFileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | null {
  if (!COURSE_VIDEO_TYPES.includes(file.type)) return videoTypeMessage();
  return sizeProblem(file, maxBytes);
}

const KIND_NAMES: Readonly<Record<FileKindId | 'html', MessageId>> = {
  mp4: 'cm.file.kind.mp4',
  webm: 'cm.file.kind.webm',
  pdf: 'cm.file.kind.pdf',
  png: 'cm.file.kind.png',
  jpeg: 'cm.file.kind.jpeg',
  gif: 'cm.file.kind.gif',
  webp: 'cm.file.kind.webp',
  office: 'cm.file.kind.office',
  office97: 'cm.file.kind.office97',
  vtt: 'cm.file.kind.vtt',
  html: 'cm.file.kind.html',
};

/** The content check's finding (contract/file-contents.ts, the server's check) in the admin's language. */
export function contentIssueMessage(issue: FileContentIssue): string {
  if (issue.problem === 'empty') return shownT('cm.file.empty');
  if (issue.problem === 'notText') return shownT('cm.file.notText', { seen: shownT(KIND_NAMES[issue.seen]) });
  const declared = shownT(KIND_NAMES[issue.declared]);
  return issue.seen ? shownT('cm.file.mismatchSeen', { declared, seen: shownT(KIND_NAMES[issue.seen]) }) : shownT('cm.file.mismatch', { declared });
}

/** Why the file's first bytes are not the type it declares (an HTML page named clip.mp4), or null. */
export async function contentProblem(file: Blob): Promise<string | null> {
  const bytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const issue = fileContentIssue(file.type, bytes);
  return issue && contentIssueMessage(issue);
}

/** Why the file cannot be a course video's captions (a .vtt within the upload limit), or null. */
export function captionsFileProblem(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes: number): string | null {
  if (!COURSE_CAPTIONS_TYPES.includes(file.type) && !/\.vtt$/i.test(file.name)) return captionsTypeMessage();
  return sizeProblem(file, maxBytes);
}

/**
 * Why a captions file's first bytes are not WebVTT (its first line is WEBVTT, after an optional
 * byte-order mark), or null: the same check as the server's (docs/materials.md#file-contents), said
 * in a captions file's words. A .vtt the browser gave no type is checked as text/vtt, the type it is
 * uploaded with.
 */
export async function captionsContentProblem(file: Blob): Promise<string | null> {
  const bytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return fileContentIssue(COURSE_CAPTIONS_TYPES[0]!, bytes) ? captionsContentMessage() : null;
}

/**
 * Why a video of `seconds` cannot be this course's video, or null: progress counts watch time
 * against the course's duration (docs/product.md#courses), so a video shorter than 90 % of it could
 * never reach Mark as Completed. Null length (the browser could not tell): no objection here.
 */
export function videoLengthProblem(seconds: number | null, durationMinutes: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  // The seconds of video that reach Mark as Completed for each minute of duration (54 at 90 %).
  const perMinute = (60 * MARK_COMPLETED_THRESHOLD) / 100;
  const fits = Math.floor(seconds / perMinute);
  if (durationMinutes === null) {
    return fits >= 1 ? shownT('cm.file.durationFirstFits', { fits }) : shownT('cm.file.durationFirstShort', { seconds: perMinute });
  }
  if (seconds >= durationMinutes * perMinute) return null;
  const advice =
    fits >= 1 ? shownT('cm.file.orLonger', { advice: shownT('cm.file.setDuration', { fits }) }) : shownT('cm.file.longerVideo', { seconds: perMinute });
  return shownT('cm.file.tooShort', { length: formatClock(seconds), minutes: durationMinutes, threshold: MARK_COMPLETED_THRESHOLD, advice });
}

function sizeProblem(file: Pick<File, 'size'>, maxBytes: number): string | null {
  if (file.size === 0) return shownT('cm.file.empty');
  if (file.size > maxBytes) return shownT('cm.file.tooLarge', { size: formatBytes(file.size), max: formatBytes(maxBytes) });
  return null;
}

/**
 * The object name for a new upload: `<folder>/<time>-<safe name>`, the folder being the course id
 * (materials) or the redemption id (delivered rewards). Safe: letters, digits, dot,
 * dash and underscore only (Storage keys and the database's check), so any file name works.
 */
export function storagePathFor(folder: number, fileName: string, now = Date.now()): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).normalize('NFKD');
  const extension =
    dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
          .slice(0, 10)
      : '';
  const safe =
    base
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[^A-Za-z0-9]+|[-.]+$/g, '')
      .slice(0, 120) || 'file';
  return `${folder}/${now.toString(36)}-${safe}${extension ? `.${extension}` : ''}`;
}

/** The earliest upload time a name's prefix can stand for (2024-01-01): "lesson-…" or "birthday-…" read in base 36 are far earlier. */
const FIRST_UPLOAD_MS = Date.UTC(2024, 0, 1);

/**
 * A stored file's name as the admin knows it: the last part of its path without the upload's time
 * prefix (storagePathFor's base-36 milliseconds). A first word is taken for that prefix only when it
 * reads as a time between 2024 and tomorrow, so a file seeded under its own name keeps it whole.
 */
export function storedFileName(path: string, now = Date.now()): string {
  const name = path.split('/').pop() ?? path;
  const match = /^([0-9a-z]{8})-(.+)$/.exec(name);
  if (!match) return name;
  const at = Number.parseInt(match[1]!, 36);
  return at >= FIRST_UPLOAD_MS && at <= now + 86_400_000 ? match[2]! : name;
}

/** A title from a file name when the admin typed none: "Warm_market-list.pdf" → "Warm market list". */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const title = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[_-]+/g, ' ').trim();
  return title.slice(0, 200);
}
