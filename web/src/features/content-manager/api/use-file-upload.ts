/**
 * One file upload at a time to a Storage bucket, with its progress and its error, for the material
 * add form, the replace button, the course's video file and the fulfilment queue. `run` first reads
 * the file's first bytes: a file that is not what its type says (docs/materials.md#file-contents)
 * is refused with that error and never goes up. Then it uploads into the folder given (a course or
 * redemption id) and hands the uploaded path to `save`; when saving fails (the server checks the
 * bytes again, among others) the uploaded file is removed again, so a failed save leaves nothing
 * behind in Storage.
 */
import { useEffect, useRef, useState } from 'react';

import { shownT } from '@/i18n';
import { isNetworkFailure } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { removeStorageFile, type Upload, uploadStorageFile } from '@/lib/storage-files';

import { contentProblem, storagePathFor } from '../material-file';

export interface FileUpload {
  /** 0..1 while uploading, else null. */
  progress: number | null;
  error: string | null;
  /** True when the file went up and `save` succeeded. */
  run(folder: number, file: File, save: (path: string) => Promise<unknown>): Promise<boolean>;
  cancel(): void;
}

export function useFileUpload(bucket: string): FileUpload {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Upload | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const run = async (folder: number, file: File, save: (path: string) => Promise<unknown>) => {
    const path = storagePathFor(folder, file.name);
    setError(null);
    const problem = await contentProblem(file).catch(() => shownT('cm.file.unreadable'));
    if (problem) {
      setError(problem);
      return false;
    }
    setProgress(0);
    const upload = uploadStorageFile(bucket, path, file, setProgress);
    current.current = upload;
    try {
      await upload.promise;
    } catch (failure) {
      // Storage's own words are English (and its type and size refusals were checked above): the
      // admin's language says it failed, or that the network is down.
      setError(isNetworkFailure(failure) ? errorText(shownT, failure) : shownT('cm.file.uploadFailed'));
      setProgress(null);
      return false;
    } finally {
      current.current = null;
    }
    try {
      await save(path);
      return true;
    } catch {
      // The failure toast says why; the file no material uses goes.
      await removeStorageFile(bucket, path).catch(() => undefined);
      return false;
    } finally {
      setProgress(null);
    }
  };

  return { progress, error, run, cancel: () => current.current?.abort() };
}
