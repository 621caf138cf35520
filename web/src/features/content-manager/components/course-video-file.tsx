/**
 * A course's video file and its captions (docs/product.md#courses, docs/materials.md#course-video-files):
 * an MP4 or WebM the admin uploads into the course's folder of the course-materials bucket, which the
 * course page then plays with watch time from playback, and a WebVTT captions file for it. The type,
 * size and length of a video (it must be long enough to reach 90 % of the course's duration) and the
 * type, size and first line of a captions file are checked here before the upload, by the bucket on
 * upload and by the database when the course names them; a save that fails removes the uploaded file
 * again, and a replaced or removed file is deleted by the server. A new or removed video drops its
 * captions (they were timed for it). The same editor holds a course translation's own video and
 * captions (course-translation-video.tsx).
 */
import { Separator, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';

import { directionOf, isolateInRtl, shownLocale, useT } from '@/i18n';
import type { Course } from '@contract';

import type { ToastText } from '@/hooks/use-api-mutation';

import { type CourseFileChange, useSetCourseFile } from '../api/course-writes';
import { courseFileSaid } from './course-file-said';
import {
  ACCEPTED_CAPTIONS,
  ACCEPTED_VIDEOS,
  captionsContentProblem,
  captionsFileProblem,
  storedFileName,
  videoFileProblem,
  videoLengthProblem,
} from '../material-file';
import { CourseFileUpload, type CourseFileKind } from './course-file-upload';

/**
 * The file's length in seconds as the browser reads it, or null when it cannot tell (within 5 s).
 * A WebM recorded by a browser often has no duration in its header: the browser then says Infinity
 * until asked to seek past the end, which makes it find the real one.
 */
function readVideoLength(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const done = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(seconds);
    };
    const timer = window.setTimeout(() => done(null), 5000);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      if (Number.isFinite(video.duration)) done(video.duration);
      else video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.ondurationchange = () => {
      if (Number.isFinite(video.duration) && video.readyState >= 1) done(video.duration);
    };
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** A captions file: a .vtt whose first line is WEBVTT. */
const CAPTIONS: CourseFileKind = {
  label: 'cm.video.captionsLabel',
  accept: ACCEPTED_CAPTIONS,
  kinds: 'cm.video.captionsKinds',
  problem: captionsFileProblem,
  contentProblem: captionsContentProblem,
  // Some systems give a .vtt file no type; Storage keeps the type it is sent.
  prepare: (file) => new File([file], file.name, { type: 'text/vtt' }),
  uploadLabel: 'cm.video.uploadCaptions',
  removeLabel: 'cm.video.removeCaptions',
};

/**
 * A stored file's name, set apart from the sentence it is put in. In a right-to-left sentence its
 * hyphens do not break the line: a line that ended inside the name put the hyphen before the word
 * ("-lesson" / "10-birthday-…"); a long name still wraps at the edge (overflowWrap in CourseFileUpload).
 */
const fileName = (path: string | null) => {
  if (!path) return null;
  const name = storedFileName(path);
  return isolateInRtl(directionOf(shownLocale()) === 'rtl' ? name.replace(/-/g, '\u2011') : name);
};

/** What the editor says about the files it holds, in sentences (the course's own, or a translation's). */
export interface VideoFilesTexts {
  plays: (name: string) => string;
  none: string;
  captions: (name: string) => string;
  noCaptions: string;
  captionsLater: string;
}

interface VideoFilesProps {
  course: Pick<Course, 'id' | 'duration'>;
  videoPath: string | null;
  captionsPath: string | null;
  busy: boolean;
  save: (file: CourseFileChange) => Promise<unknown>;
  /** What a saved or removed file means, said under its part once saved (no toast: docs/product.md#notifications). */
  said: (file: CourseFileChange) => ToastText;
  texts: VideoFilesTexts;
  /** Prefix of the parts' test ids: `${testId}-video-files`, `${testId}-video-file`, `${testId}-captions-file`. */
  testId: string;
  /** A translation's language, named in the pickers' labels ("Spanish video file"): the course's own are on the same page. */
  language?: string;
}

/** A video file and its captions: the course's own, or a translation's (course-translation-video.tsx). */
export function VideoFilesEditor({ course, videoPath, captionsPath, busy, save, said, texts, testId, language }: VideoFilesProps) {
  // Stable per duration: a chosen video is checked again when the duration it must fit changes.
  const video = useMemo<CourseFileKind>(
    () => ({
      ...(language ? { label: 'cm.tr.video.fileLabel', labelValues: { language } } : { label: 'cm.video.label' }),
      accept: ACCEPTED_VIDEOS,
      kinds: 'cm.video.kinds',
      problem: videoFileProblem,
      contentProblem: async (file) => videoLengthProblem(await readVideoLength(file), course.duration),
      uploadLabel: 'cm.video.upload',
      removeLabel: 'cm.video.remove',
    }),
    [course.duration, language],
  );
  const captions = useMemo<CourseFileKind>(
    () => (language ? { ...CAPTIONS, label: 'cm.tr.video.captionsFileLabel', labelValues: { language } } : CAPTIONS),
    [language],
  );
  const videoName = fileName(videoPath);
  const captionsName = fileName(captionsPath);
  return (
    <Stack gap="3" p="3" borderWidth="1px" borderColor="brand.100" borderRadius="lg" data-testid={`${testId}-video-files`}>
      <CourseFileUpload
        kind={video}
        courseId={course.id}
        current={videoName ? texts.plays(videoName) : texts.none}
        path={videoPath}
        busy={busy}
        save={(path) => save({ videoPath: path })}
        said={(path) => said({ videoPath: path })}
        testId={`${testId}-video-file`}
      />
      {videoPath ? (
        <>
          <Separator />
          <CourseFileUpload
            kind={captions}
            courseId={course.id}
            current={captionsName ? texts.captions(captionsName) : texts.noCaptions}
            path={captionsPath}
            busy={busy}
            save={(path) => save({ captionsPath: path })}
            said={(path) => said({ captionsPath: path })}
            testId={`${testId}-captions-file`}
          />
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {texts.captionsLater}
        </Text>
      )}
    </Stack>
  );
}

export function CourseVideoFile({ course }: { course: Pick<Course, 'id' | 'title' | 'videoPath' | 'captionsPath' | 'duration'> }) {
  const t = useT();
  const setFile = useSetCourseFile();
  return (
    <VideoFilesEditor
      course={course}
      videoPath={course.videoPath}
      captionsPath={course.captionsPath}
      busy={setFile.isPending}
      save={(file) => setFile.mutateAsync({ course, file })}
      said={(file) => courseFileSaid(course.title, file)}
      texts={{
        plays: (name) => t('cm.video.plays', { name }),
        none: t('cm.video.none'),
        captions: (name) => t('cm.video.captions', { name }),
        noCaptions: t('cm.video.noCaptions'),
        captionsLater: t('cm.video.captionsLater'),
      }}
      testId="course"
    />
  );
}
