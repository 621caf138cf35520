/**
 * The checks a material file or a course's video file passes before its upload starts
 * (docs/materials.md): a type the bucket accepts, a size within the limit from GET /api/settings,
 * and first bytes that are that type (docs/materials.md#file-contents). Storage refuses the same
 * types and sizes and the api function the same contents, so these only save the admin a wasted
 * upload and say clearly why.
 */
import { COURSE_VIDEO_TYPES, fileContentProblem, MATERIAL_FILE_TYPES, SIGNATURE_BYTES } from '@contract';
import { MARK_COMPLETED_THRESHOLD } from '@/features/courses';

export const ACCEPTED_FILES = Object.keys(MATERIAL_FILE_TYPES).join(',');
export const ACCEPTED_VIDEOS = COURSE_VIDEO_TYPES.join(',');

export const VIDEO_TYPE_MESSAGE = 'This video cannot be played in the course page. Use an MP4 or WebM video.';

export const FILE_TYPE_MESSAGE =
  'This type of file cannot be uploaded. Use a PDF, an image (PNG, JPEG, GIF, WebP) or a document (Word, PowerPoint, Excel, text, CSV).';

/** "2.5 MB", "800 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Why the file cannot be uploaded, or null when it can. */
export function fileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | null {
  if (!MATERIAL_FILE_TYPES[file.type]) return FILE_TYPE_MESSAGE;
  return sizeProblem(file, maxBytes);
}

/** Why the file cannot be a course's video (an MP4 or WebM within the upload limit), or null. */
export function videoFileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | null {
  if (!COURSE_VIDEO_TYPES.includes(file.type)) return VIDEO_TYPE_MESSAGE;
  return sizeProblem(file, maxBytes);
}

/** Why the file's first bytes are not the type it declares (an HTML page named clip.mp4), or null. */
export async function contentProblem(file: Blob): Promise<string | null> {
  const bytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return fileContentProblem(file.type, bytes);
}

/** "1:04". */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

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
  const advice = fits >= 1 ? `Set the course's duration to ${fits} min or less` : `Choose a video of at least ${perMinute} seconds`;
  if (durationMinutes === null)
    return `Progress is counted against the course's duration: ${advice.charAt(0).toLowerCase()}${advice.slice(1)} and save it first.`;
  if (seconds >= durationMinutes * perMinute) return null;
  return `This video is ${clock(seconds)} long and the course's duration is ${durationMinutes} min, so learners could never watch ${MARK_COMPLETED_THRESHOLD} % of it. ${advice}${fits >= 1 ? ', or choose a longer video' : ''}.`;
}

function sizeProblem(file: Pick<File, 'size'>, maxBytes: number): string | null {
  if (file.size === 0) return 'This file is empty.';
  if (file.size > maxBytes) return `This file is ${formatBytes(file.size)}; the largest allowed is ${formatBytes(maxBytes)}.`;
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

/** A title from a file name when the admin typed none: "Warm_market-list.pdf" → "Warm market list". */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const title = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[_-]+/g, ' ').trim();
  return title.slice(0, 200);
}
