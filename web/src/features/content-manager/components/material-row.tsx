/**
 * One material in the content manager: its title, type and file or link; move it up or down; edit
 * its title and description (and link, required without a file: learners need something to open; a
 * description flagged for income claims is saved only with a reason, docs/product.md#claim-checks);
 * an older material with neither says learners do not see it; replace its file (upload with
 * progress, the old file is removed by the server); remove it after a confirmation (docs/materials.md).
 */
import { Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';

import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon, UploadIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { MaterialIcon, materialTypeName } from '@/features/courses';
import { useSettings } from '@/hooks/use-settings';
import { isolateInRtl, useT } from '@/i18n';
import { MATERIAL_BUCKET, materialOpens, type Material } from '@contract';

import { useFileUpload } from '../api/use-file-upload';
import { useMoveMaterial, useUpdateMaterial } from '../api/material-writes';
import { useClaimReview } from '../claim-review';
import { ACCEPTED_FILES, fileProblem, formatBytes } from '../material-file';
import { ClaimWarning } from './claim-warning';
import { UploadProgress } from './material-file-field';
import { TextareaField, URL_PLACEHOLDER } from './form-fields';
import { TranslationMarks } from './translation-marks';

function EditMaterialForm({ material, onDone }: { material: Material; onDone: () => void }) {
  const t = useT();
  const [title, setTitle] = useState(material.title);
  const [description, setDescription] = useState(material.description);
  const [fileUrl, setFileUrl] = useState(material.fileUrl ?? '');
  const update = useUpdateMaterial(onDone);
  const review = useClaimReview(update.error);
  // A save refused for having nothing to open (no file, no link): Link is marked until one is given.
  const [tried, setTried] = useState(false);
  const noLink = !material.file && !fileUrl.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    if (noLink) {
      setTried(true);
      return;
    }
    update.mutate({
      material,
      changes: {
        title: title.trim(),
        description: description.trim(),
        ...(material.file ? {} : { fileUrl: fileUrl.trim() || null }),
        claimReason: review.claimReason,
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('cm.material.editNamed', { title: material.title })}>
      <Stack gap="3" pt="3">
        <TextField
          dir="auto"
          label={t('cm.course.title')}
          value={title}
          onValueChange={setTitle}
          maxLength={200}
          helperText={title.trim() ? undefined : t('cm.material.titleRequired')}
        />
        <TextareaField label={t('cm.course.description')} value={description} onValueChange={setDescription} rows={2} maxLength={2000} optional />
        {material.file ? null : (
          <TextField
            label={t('cm.material.link')}
            type="url"
            value={fileUrl}
            onValueChange={setFileUrl}
            placeholder={URL_PLACEHOLDER}
            error={tried && noLink ? t('cm.check.fileOrLink') : undefined}
          />
        )}
        <ClaimWarning review={review} />
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" disabled={!title.trim()} loading={update.isPending}>
            {t('cm.material.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            {t('cm.form.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

interface MaterialRowProps {
  material: Material;
  first: boolean;
  last: boolean;
  onRemove: (material: Material) => void;
}

export function MaterialRow({ material, first, last, onRemove }: MaterialRowProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useFileUpload(MATERIAL_BUCKET);
  const update = useUpdateMaterial();
  const move = useMoveMaterial();
  const { data: settings } = useSettings();
  const maxBytes = settings?.materials.maxBytes;

  const replace = (file: File | undefined) => {
    if (!file || maxBytes === undefined) return;
    const why = fileProblem(file, maxBytes);
    setProblem(why);
    if (why) return;
    void upload.run(material.courseId, file, (path) => update.mutateAsync({ material, changes: { storagePath: path, fileName: file.name } }));
  };

  return (
    <Box as="li" p="3" borderRadius="lg" borderWidth="1px" borderColor="brand.100" aria-label={material.title}>
      <Flex gap="3" align="center" wrap="wrap">
        <Box color="brand.700">
          <MaterialIcon type={material.type} boxSize="5" />
        </Box>
        <Box flex="1" minW="40">
          <Text fontWeight="semibold" overflowWrap="anywhere" dir="auto">
            {material.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {t(materialTypeName[material.type])}
            {material.file ? ` · ${isolateInRtl(material.file.name)} · ${formatBytes(material.file.size)}` : material.fileUrl ? ` · ${material.fileUrl}` : ''}
          </Text>
          {materialOpens(material) ? null : (
            <Text fontSize="sm" color="red.700" data-testid="material-nothing-to-open">
              {t('cm.material.nothingToOpen')}
            </Text>
          )}
          <TranslationMarks kind="materials" id={material.id} name={material.title} />
        </Box>
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('cm.material.up', { title: material.title })}
            disabled={first || move.isPending}
            onClick={() => move.mutate({ material, direction: 'up' })}
          >
            <ArrowUpIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('cm.material.down', { title: material.title })}
            disabled={last || move.isPending}
            onClick={() => move.mutate({ material, direction: 'down' })}
          >
            <ArrowDownIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('cm.material.editNamed', { title: material.title })}
            onClick={() => setEditing((open) => !open)}
          >
            <PencilIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t(material.file ? 'cm.material.replace' : 'cm.material.uploadFor', { title: material.title })}
            disabled={upload.progress !== null || maxBytes === undefined}
            onClick={() => picker.current?.click()}
          >
            <UploadIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={t('cm.material.remove', { title: material.title })}
            onClick={() => onRemove(material)}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
      </Flex>
      <input
        ref={picker}
        type="file"
        accept={ACCEPTED_FILES}
        hidden
        aria-label={t('cm.material.newFile', { title: material.title })}
        onChange={(event) => {
          replace(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <Stack gap="2" mt={problem || upload.error || upload.progress !== null ? '2' : '0'}>
        {problem ? (
          <Text role="alert" fontSize="sm" color="red.600">
            {problem}
          </Text>
        ) : null}
        <UploadProgress progress={upload.progress} error={upload.error} />
      </Stack>
      {editing ? <EditMaterialForm material={material} onDone={() => setEditing(false)} /> : null}
    </Box>
  );
}
