/**
 * A course's materials (docs/materials.md): pick the course, add a material (a title is required,
 * and something to open: an uploaded file with a progress bar, or a link; an Add with neither is
 * refused at File URL), then edit, replace, reorder or remove each one;
 * removing asks `Remove "{title}" from this course?` first.
 */
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { PlusIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { useCourseMaterials, materialTypeName } from '@/features/courses';
import { useSettings } from '@/hooks/use-settings';
import { useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import type { Said } from '@/components/ui/said-line';
import { MATERIAL_BUCKET, MATERIAL_TYPES, type Course, type Material } from '@contract';

import { useAddMaterial, useRemoveMaterial } from '../api/material-writes';
import { useFileUpload } from '../api/use-file-upload';
import { fileProblem, titleFromFileName } from '../material-file';
import { canAddMaterial, emptyMaterialForm, hasFileOrLink, materialPayload, removeMaterialQuestion, type MaterialFormValues } from '../material-form';
import { useClaimReview } from '../claim-review';
import { useFormValues } from '../use-form-values';
import { ClaimWarning } from './claim-warning';
import { ConfirmDialog } from './confirm-dialog';
import { FormActions } from './form-actions';
import { SelectField, TextareaField, URL_PLACEHOLDER } from './form-fields';
import { MaterialFileField, UploadProgress } from './material-file-field';
import { MaterialRow } from './material-row';

function MaterialRows({ courseId }: { courseId: number }) {
  const t = useT();
  const { data: materials, isPending, error, refetch } = useCourseMaterials(courseId);
  const remove = useRemoveMaterial();
  const [toRemove, setToRemove] = useState<Material | null>(null);
  return (
    <Box>
      {isPending ? <LoadingState label={t('cm.materials.loading')} lines={2} /> : null}
      {error ? <ErrorState message={t('cm.materials.failed', { reason: errorText(t, error) })} onRetry={() => void refetch()} /> : null}
      {materials && materials.length === 0 ? <EmptyState message={t('cm.materials.none')} /> : null}
      {materials && materials.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('cm.materials.list')}>
          {materials.map((material, index) => (
            <MaterialRow key={material.id} material={material} first={index === 0} last={index === materials.length - 1} onRemove={setToRemove} />
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        question={toRemove ? removeMaterialQuestion(toRemove.title) : null}
        confirmLabel={t('cm.materials.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove, { onSettled: () => setToRemove(null) })}
        onCancel={() => setToRemove(null)}
      />
    </Box>
  );
}

function AddMaterialForm({ courseId }: { courseId: number }) {
  const t = useT();
  const typeOptions = MATERIAL_TYPES.map((value) => ({ value, label: t(materialTypeName[value]) }));
  const { values, setValues, set } = useFormValues<MaterialFormValues>(emptyMaterialForm);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { data: settings } = useSettings();
  const maxBytes = settings?.materials.maxBytes;
  const upload = useFileUpload(MATERIAL_BUCKET);
  // What the last save said ("Material Added"), in the save bar: a toast covered the form on a phone.
  const [said, setSaid] = useState<Said | null>(null);
  // An Add refused for having nothing to open: File URL is marked until a file or a link is given.
  const [tried, setTried] = useState(false);
  const add = useAddMaterial((text) => {
    setValues(emptyMaterialForm);
    setFile(null);
    setFileKey((key) => key + 1);
    setTried(false);
    setSaid({ text });
  });
  const review = useClaimReview(add.error);
  const problem = file && maxBytes !== undefined ? fileProblem(file, maxBytes) : null;
  const both = file !== null && values.fileUrl.trim() !== '';
  const busy = upload.progress !== null || add.isPending;
  // A title the form suggested from the previous file may be replaced by the next file's.
  const [suggested, setSuggested] = useState('');
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    const acceptable = chosen && maxBytes !== undefined && fileProblem(chosen, maxBytes) === null;
    if (acceptable && (!values.title.trim() || values.title === suggested)) {
      const title = titleFromFileName(chosen.name);
      setSuggested(title);
      set('title')(title);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = materialPayload(courseId, values);
    if (!payload || problem || both) return;
    if (!hasFileOrLink(values, file)) {
      setTried(true);
      setSaid({ text: { title: t('cm.check.fileOrLinkTitle'), description: t('cm.check.fileOrLink') }, refused: true });
      return;
    }
    setSaid(null);
    const body = { ...payload, claimReason: review.claimReason };
    if (!file) {
      add.mutate(body);
      return;
    }
    // A save refused for claims removes the uploaded file again; the next save uploads it anew.
    void upload.run(courseId, file, (path) => add.mutateAsync({ ...body, fileUrl: null, storagePath: path, fileName: file.name }));
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('cm.materials.add')}>
      <Stack gap="3">
        <TextField
          label={t('cm.materials.title')}
          value={values.title}
          onValueChange={set('title')}
          maxLength={200}
          helperText={t('cm.materials.required')}
          dir="auto"
        />
        <MaterialFileField
          key={fileKey}
          label={t('cm.materials.file')}
          file={file}
          problem={problem}
          maxBytes={maxBytes}
          disabled={busy || maxBytes === undefined}
          onFile={chooseFile}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField
            label={t('cm.materials.fileUrl')}
            type="url"
            value={values.fileUrl}
            onValueChange={set('fileUrl')}
            placeholder={URL_PLACEHOLDER}
            helperText={t('cm.materials.fileOrLink')}
            error={tried && !hasFileOrLink(values, file) ? t('cm.check.fileOrLink') : undefined}
            disabled={busy}
          />
          {/* A file's type follows the file (PDF, image, document); a link's is chosen. */}
          <SelectField label={t('cm.materials.type')} value={values.type} options={typeOptions} onValueChange={set('type')} disabled={file !== null} />
        </SimpleGrid>
        {both ? (
          <Text role="alert" fontSize="sm" color="red.600">
            {t('cm.materials.both')}
          </Text>
        ) : null}
        <TextareaField label={t('cm.materials.description')} value={values.description} onValueChange={set('description')} rows={2} maxLength={2000} optional />
        <ClaimWarning review={review} />
        <UploadProgress progress={upload.progress} error={upload.error} />
        <FormActions
          editing={false}
          pending={busy}
          onCancel={() => undefined}
          said={said}
          disabled={!canAddMaterial(values) || problem !== null || both}
          extra={
            upload.progress !== null ? (
              <Button variant="ghost" onClick={upload.cancel}>
                {t('cm.materials.cancelUpload')}
              </Button>
            ) : null
          }
        >
          <PlusIcon /> {t('cm.materials.addButton')}
        </FormActions>
      </Stack>
    </form>
  );
}

/**
 * `editingCourseId`: the course open in the course form. The section shows its materials, and follows
 * when another course is chosen for editing (a new course's next steps send the admin here); the
 * select still picks any course.
 */
export function MaterialsManager({ courses, editingCourseId = null }: { courses: Course[]; editingCourseId?: number | null }) {
  const t = useT();
  const [chosen, setChosen] = useState<string>(() => (editingCourseId === null ? '' : String(editingCourseId)));
  // Another course chosen for editing (React's "adjust state on a prop change").
  const [followed, setFollowed] = useState(editingCourseId);
  if (followed !== editingCourseId) {
    setFollowed(editingCourseId);
    if (editingCourseId !== null) setChosen(String(editingCourseId));
  }
  // The chosen course, or the first one (also when the chosen one was deleted).
  const course = courses.find((item) => String(item.id) === chosen) ?? courses[0];
  return (
    <Box minW="0">
      {!course ? (
        <EmptyState message={t('cm.materials.firstCourse')} />
      ) : (
        <Stack gap="5">
          <SelectField
            label={t('cm.materials.course')}
            value={String(course.id)}
            options={courses.map((item) => ({ value: String(item.id), label: item.title }))}
            onValueChange={setChosen}
            testId="materials-course"
          />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <AddMaterialForm key={course.id} courseId={course.id} />
            <Stack gap="2">
              <HStack>
                <Text fontWeight="bold" color="brand.800">
                  {t('cm.materials.of', { title: course.title })}
                </Text>
              </HStack>
              <MaterialRows courseId={course.id} />
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Box>
  );
}
