/**
 * What a saved or removed course file (a video or its captions, the course's or a translation's)
 * means, said under its part's buttons (course-file-upload.tsx), not in a toast: on a phone a toast
 * lands on the next part's button (docs/product.md#notifications).
 */
import type { ToastText } from '@/hooks/use-api-mutation';
import { shownT } from '@/i18n';

import type { CourseFileChange } from '../api/course-writes';

/** A course's own file, saved or removed. */
export function courseFileSaid(title: string, file: CourseFileChange): ToastText {
  if ('videoPath' in file) {
    return file.videoPath
      ? { title: shownT('cm.toast.videoFileSaved'), description: shownT('cm.toast.videoFileSavedText', { title }) }
      : { title: shownT('cm.toast.videoFileRemoved'), description: shownT('cm.toast.videoFileRemovedText', { title }) };
  }
  return file.captionsPath
    ? { title: shownT('cm.toast.captionsSaved'), description: shownT('cm.toast.captionsSavedText', { title }) }
    : { title: shownT('cm.toast.captionsRemoved'), description: shownT('cm.toast.captionsRemovedText', { title }) };
}

/** A course translation's own file, saved or removed. */
export function translationFileSaid(name: string, language: string, file: CourseFileChange): ToastText {
  if ('videoPath' in file) {
    return file.videoPath
      ? { title: shownT('cm.toast.videoFileSaved'), description: shownT('cm.toast.trVideoSavedText', { name, language }) }
      : { title: shownT('cm.toast.videoFileRemoved'), description: shownT('cm.toast.trVideoRemovedText', { name, language }) };
  }
  return file.captionsPath
    ? { title: shownT('cm.toast.captionsSaved'), description: shownT('cm.toast.trCaptionsSavedText', { name, language }) }
    : { title: shownT('cm.toast.captionsRemoved'), description: shownT('cm.toast.trCaptionsRemovedText', { name, language }) };
}
