/**
 * A course's video file (docs/product.md#courses): an MP4 or WebM the admin uploads into the
 * course's folder of the course-materials bucket, which the course page then plays with watch time
 * from playback. The type and size are checked here before the upload, by the bucket on upload and
 * by the database when the course names it; a save that fails removes the uploaded file again, and
 * a replaced or removed file is deleted by the server.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { useSettings } from '@/hooks/use-settings';
import { MATERIAL_BUCKET, type Course } from '@contract';

import { useSetVideoFile } from '../api/course-writes';
import { useFileUpload } from '../api/use-file-upload';
import { ACCEPTED_VIDEOS, videoFileProblem } from '../material-file';
import { MaterialFileField, UploadProgress } from './material-file-field';

export function CourseVideoFile({ course }: { course: Pick<Course, 'id' | 'title' | 'videoPath'> }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const maxBytes = useSettings().data?.materials.maxBytes;
  const upload = useFileUpload(MATERIAL_BUCKET);
  const setVideo = useSetVideoFile();
  const problem = file && maxBytes !== undefined ? videoFileProblem(file, maxBytes) : null;
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
        <Button size="sm" colorPalette="brand" disabled={!file || problem !== null} loading={busy} loadingText="Uploading..." onClick={() => void onUpload()}>
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
