/**
 * One file of a course's video (docs/materials.md#course-video-files): the video itself or its
 * captions. What the course plays now, a picker whose choice is checked before anything goes up
 * (type and size at once, then the file's content: a video's length, a captions file's first line),
 * the upload into the course's folder with its progress, then the save that names it; a failed
 * save removes the upload again (use-file-upload.ts). Remove clears it (the server deletes the file).
 * What a save did is said under the part's buttons, not in a toast: on a phone the next part's
 * button sits where a toast would land (docs/product.md#notifications).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import type { ToastText } from '@/hooks/use-api-mutation';
import { useSettings } from '@/hooks/use-settings';
import { useT, type MessageId } from '@/i18n';
import { SaidLine } from '@/components/ui/said-line';
import { MATERIAL_BUCKET } from '@contract';

import { useFileUpload } from '../api/use-file-upload';
import { MaterialFileField, UploadProgress } from './material-file-field';

export interface CourseFileKind {
  /** The field's label ("Video file"), with its values ("Spanish video file": the language). */
  label: MessageId;
  labelValues?: Record<string, string>;
  accept: string;
  /** What may be chosen, shown under the picker. */
  kinds: MessageId;
  /** The type and size check, at once. */
  problem: (file: File, maxBytes: number) => string | null;
  /** The content check, once the quick one passed (null: fine, or the browser cannot tell). */
  contentProblem: (file: File) => Promise<string | null>;
  /** The file as it is uploaded (its content type settled). */
  prepare?: (file: File) => File;
  uploadLabel: MessageId;
  removeLabel: MessageId;
}

interface CourseFileUploadProps {
  kind: CourseFileKind;
  courseId: number;
  /** What the course has now, said in a sentence. */
  current: string;
  /** The path in the bucket, when the course has this file. */
  path: string | null;
  busy: boolean;
  save: (path: string | null) => Promise<unknown>;
  /** What saving `path` (null: removing the file) means, said once it is saved. */
  said: (path: string | null) => ToastText;
  testId: string;
}

export function CourseFileUpload({ kind, courseId, current, path, busy, save, said, testId }: CourseFileUploadProps) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  // The path last saved here (null: removed), undefined until a save; said under the buttons.
  const [savedPath, setSavedPath] = useState<string | null | undefined>(undefined);
  const saveAndSay = async (next: string | null) => {
    await save(next);
    setSavedPath(next);
  };
  const [fileKey, setFileKey] = useState(0);
  const maxBytes = useSettings().data?.materials.maxBytes;
  const upload = useFileUpload(MATERIAL_BUCKET);
  // undefined while the chosen file's content is being checked.
  const [contentProblem, setContentProblem] = useState<string | null | undefined>(null);
  useEffect(() => {
    if (!file || kind.problem(file, Number.MAX_SAFE_INTEGER)) return;
    let latest = true;
    setContentProblem(undefined);
    void kind.contentProblem(file).then((problem) => latest && setContentProblem(problem));
    return () => {
      latest = false;
    };
  }, [file, kind]);
  const problem = file && maxBytes !== undefined ? (kind.problem(file, maxBytes) ?? contentProblem ?? null) : null;
  const working = busy || upload.progress !== null;

  const onUpload = async () => {
    if (!file || problem || contentProblem === undefined) return;
    const saved = await upload.run(courseId, kind.prepare ? kind.prepare(file) : file, saveAndSay);
    if (saved) {
      setFile(null);
      setFileKey((key) => key + 1);
    }
  };

  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" data-testid={`${testId}-current`}>
        {current}
      </Text>
      <MaterialFileField
        key={fileKey}
        label={t(kind.label, kind.labelValues)}
        file={file}
        problem={problem}
        maxBytes={maxBytes}
        disabled={working || maxBytes === undefined}
        onFile={(chosen) => {
          setFile(chosen);
          setSavedPath(undefined);
        }}
        accept={kind.accept}
        kinds={t(kind.kinds)}
      />
      <UploadProgress progress={upload.progress} error={upload.error} />
      {/* The line under the buttons takes no room until it says something. */}
      <Box>
        <HStack gap="3" wrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            disabled={!file || problem !== null || contentProblem === undefined}
            loading={working}
            loadingText={t('cm.upload.uploading')}
            onClick={() => void onUpload()}
          >
            {t(kind.uploadLabel)}
          </Button>
          {path ? (
            <Button size="sm" variant="ghost" colorPalette="red" disabled={working} onClick={() => void saveAndSay(null).catch(() => undefined)}>
              {t(kind.removeLabel)}
            </Button>
          ) : null}
        </HStack>
        <SaidLine said={savedPath === undefined ? null : { text: said(savedPath) }} testId={`${testId}-saved`} />
      </Box>
    </Stack>
  );
}
