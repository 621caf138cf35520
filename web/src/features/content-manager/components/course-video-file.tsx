/**
 * A course's video file and its captions (docs/product.md#courses, docs/materials.md#course-video-files):
 * an MP4 or WebM the admin uploads into the course's folder of the course-materials bucket, which the
 * course page then plays with watch time from playback, and a WebVTT captions file for it. The type,
 * size and length of a video (it must be long enough to reach 90 % of the course's duration) and the
 * type, size and first line of a captions file are checked here before the upload, by the bucket on
 * upload and by the database when the course names them; a save that fails removes the uploaded file
 * again, and a replaced or removed file is deleted by the server. A new or removed video drops its
 * captions (they were timed for it).
 */
import { Separator, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';

import type { Course } from '@contract';

import { useSetCourseFile } from '../api/course-writes';
import { ACCEPTED_CAPTIONS, ACCEPTED_VIDEOS, captionsContentProblem, captionsFileProblem, videoFileProblem, videoLengthProblem } from '../material-file';
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
  label: 'Captions file',
  accept: ACCEPTED_CAPTIONS,
  kinds: 'WebVTT captions (.vtt)',
  problem: captionsFileProblem,
  contentProblem: captionsContentProblem,
  // Some systems give a .vtt file no type; Storage keeps the type it is sent.
  prepare: (file) => new File([file], file.name, { type: 'text/vtt' }),
  uploadLabel: 'Upload Captions',
  removeLabel: 'Remove Captions',
};

const fileName = (path: string | null) => path?.split('/').pop() ?? null;

export function CourseVideoFile({ course }: { course: Pick<Course, 'id' | 'title' | 'videoPath' | 'captionsPath' | 'duration'> }) {
  const setFile = useSetCourseFile();
  // Stable per duration: a chosen video is checked again when the duration it must fit changes.
  const video = useMemo<CourseFileKind>(
    () => ({
      label: 'Video file',
      accept: ACCEPTED_VIDEOS,
      kinds: 'MP4 or WebM video',
      problem: videoFileProblem,
      contentProblem: async (file) => videoLengthProblem(await readVideoLength(file), course.duration),
      uploadLabel: 'Upload Video File',
      removeLabel: 'Remove Video File',
    }),
    [course.duration],
  );
  const videoName = fileName(course.videoPath);
  const captionsName = fileName(course.captionsPath);
  return (
    <Stack gap="3" p="3" borderWidth="1px" borderColor="brand.100" borderRadius="lg" data-testid="course-video-files">
      <CourseFileUpload
        kind={video}
        courseId={course.id}
        current={videoName ? `Plays in the course page: ${videoName}` : 'No video file: the video link, if any, opens in a new tab.'}
        path={course.videoPath}
        busy={setFile.isPending}
        save={(videoPath) => setFile.mutateAsync({ course, file: { videoPath } })}
        testId="course-video-file"
      />
      {course.videoPath ? (
        <>
          <Separator />
          <CourseFileUpload
            kind={CAPTIONS}
            courseId={course.id}
            current={
              captionsName
                ? `Captions learners can turn on: ${captionsName}`
                : 'No captions: learners cannot turn captions on. A new video file removes its captions.'
            }
            path={course.captionsPath}
            busy={setFile.isPending}
            save={(captionsPath) => setFile.mutateAsync({ course, file: { captionsPath } })}
            testId="course-captions-file"
          />
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Captions can be added once the course has a video file.
        </Text>
      )}
    </Stack>
  );
}
