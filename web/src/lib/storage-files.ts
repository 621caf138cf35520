/**
 * Files in Supabase Storage (the private buckets `course-materials` and `reward-deliveries`,
 * docs/materials.md and docs/operators.md#storage-buckets): uploading one with progress, removing
 * one, and signed URLs to open or download one.
 *
 * Uploads use XMLHttpRequest against the same endpoint supabase-js's `upload()` calls
 * (`POST {supabaseUrl}/storage/v1/object/{bucket}/{path}` with the raw file as the body), because
 * supabase-js uploads with fetch, which reports no upload progress, and a 25 MB file on a slow line
 * needs a progress bar. Resumable (TUS) uploads would add a client library for files this small.
 * Everything else goes through supabase-js, so hosted and local Storage are called the same way.
 */
import { getConfig } from './config';
import { getSupabase } from './supabase';

export class UploadError extends Error {}

export interface Upload {
  promise: Promise<void>;
  abort(): void;
}

/** Uploads `file` as `path` of `bucket`; `onProgress` gets 0..1. Rejects with the Storage API's message. */
export function uploadStorageFile(bucket: string, path: string, file: File, onProgress: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const promise = (async () => {
    const { data } = await getSupabase().auth.getSession();
    const token = data.session?.access_token;
    if (!token) throw new UploadError('Your session has ended. Please log in again.');
    const { supabaseUrl, supabaseKey } = getConfig();
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    await new Promise<void>((resolve, reject) => {
      xhr.open('POST', `${supabaseUrl}/storage/v1/object/${bucket}/${encoded}`);
      xhr.setRequestHeader('apikey', supabaseKey);
      xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
      xhr.setRequestHeader('cache-control', 'max-age=3600');
      xhr.setRequestHeader('x-upsert', 'false');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(1);
          resolve();
        } else {
          reject(new UploadError(storageMessage(xhr.responseText) ?? `The upload failed (${xhr.status}).`));
        }
      };
      xhr.onerror = () => reject(new UploadError('The upload failed: the connection was lost. Please try again.'));
      xhr.onabort = () => reject(new UploadError('The upload was cancelled.'));
      xhr.send(file);
    });
  })();
  return { promise, abort: () => xhr.abort() };
}

function storageMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { statusCode?: string; message?: string };
    if (parsed.statusCode === '413') return 'The file is larger than Storage allows.';
    if (parsed.statusCode === '415') return 'Storage does not accept this type of file.';
    if (parsed.statusCode === '403') return 'Only administrators can upload files here.';
    return parsed.message;
  } catch {
    return undefined;
  }
}

/** Removes an uploaded file nothing uses (an upload whose material or delivery could not be saved). */
export async function removeStorageFile(bucket: string, path: string): Promise<void> {
  await getSupabase().storage.from(bucket).remove([path]);
}

/** How long a signed URL stays valid: long enough to read a PDF, short enough not to be a share link. */
export const SIGNED_URL_SECONDS = 3600;

/** A signed URL for the file; with `downloadAs` the browser saves it under that name. */
export async function signedFileUrl(bucket: string, path: string, downloadAs?: string): Promise<string> {
  const { data, error } = await getSupabase()
    .storage.from(bucket)
    .createSignedUrl(path, SIGNED_URL_SECONDS, downloadAs ? { download: downloadAs } : undefined);
  if (error || !data) throw new Error(error?.message === 'Object not found' ? 'This file is not available.' : (error?.message ?? 'Could not open the file.'));
  return data.signedUrl;
}
