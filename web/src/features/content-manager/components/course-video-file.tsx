/**
 * A course's video file (docs/product.md#courses): an MP4 or WebM the admin uploads into the
 * course's folder of the course-materials bucket, which the course page then plays with watch time
 * from playback. The type, size and length (it must be long enough to reach 90 % of the course's
 * duration) are checked here before the upload, by the bucket on upload and
 * by the database when the course names it; a save that fails removes the uploaded file again, and
 * a replaced or removed file is deleted by the server.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { useSettings } from '@/hooks/use-settings';
import { MATERIAL_BUCKET, type Course } from '@contract';

import { useSetVideoFile } from '../api/course-writes';
import { useFileUpload } from '../api/use-file-upload';
import { ACCEPTED_VIDEOS, videoFileProblem, videoLengthProblem } from '../material-file';
import { MaterialFileField, UploadProgress } from './material-file-field';

/**
 * The file's length in seconds as the browser reads it, or null when it cannot tell (within 5 s).
 * A WebM recorded by a browser often has no duration in its header (the seed's has none): the
 * browser then says Infinity until asked to seek past the end, which makes it find the real one.
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

export function CourseVideoFile({ course }: { course: Pick<Course, 'id' | 'title' | 'videoPath' | 'duration'> }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const maxBytes = useSettings().data?.materials.maxBytes;
  const upload = useFileUpload(MATERIAL_BUCKET);
  const setVideo = useSetVideoFile();
  // undefined while the chosen file's length is being read.
  const [length, setLength] = useState<number | null | undefined>(null);
  useEffect(() => {
    if (!file || videoFileProblem(file, Number.MAX_SAFE_INTEGER)) return;
    let current = true;
    setLength(undefined);
    void readVideoLength(file).then((seconds) => current && setLength(seconds));
    return () => {
      current = false;
    };
  }, [file]);
  const problem =
    file && maxBytes !== undefined ? (videoFileProblem(file, maxBytes) ?? (length === undefined ? null : videoLengthProblem(length, course.duration))) : null;
  const busy = upload.progress !== null || setVideo.isPending;
  const current = course.videoPath?.split('/').pop() ?? null;

  const onUpload = async () => {
    if (!file || problem) return;
    const saved = await upload.run(course.id, file, (path) => setVideo.mutateAsync({ course, videoPath: path }));
    if (saved) {
      setFile(null);
      setFileKey((key) => key + 1);
    }
  };

  return (
    <Stack gap="2" p="3" borderWidth="1px" borderColor="brand.100" borderRadius="lg" data-testid="course-video-file">
      <Text fontSize="sm" color="fg.muted" data-testid="course-video-file-current">
        {current ? `Plays in the course page: ${current}` : 'No video file: the video link, if any, opens in a new tab.'}
      </Text>
      <MaterialFileField
        key={fileKey}
        label="Video file"
        file={file}
        problem={problem}
        maxBytes={maxBytes}
        disabled={busy || maxBytes === undefined}
        onFile={setFile}
        accept={ACCEPTED_VIDEOS}
        kinds="MP4 or WebM video"
      />
      <UploadProgress progress={upload.progress} error={upload.error} />
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!file || problem !== null || length === undefined}
          loading={busy}
          loadingText="Uploading..."
          onClick={() => void onUpload()}
        >
          Upload Video File
        </Button>
        {course.videoPath ? (
          <Button size="sm" variant="ghost" colorPalette="red" disabled={busy} onClick={() => setVideo.mutate({ course, videoPath: null })}>
            Remove Video File
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
