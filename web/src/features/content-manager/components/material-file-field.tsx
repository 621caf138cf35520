/**
 * Choosing a material file: the picker (only the accepted types offered), the limit from the
 * settings, why a chosen file cannot go up, and the upload's progress bar.
 */
import { Box, Field, Text } from '@chakra-ui/react';
import { useId } from 'react';

import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/i18n';

import { ACCEPTED_FILES, formatBytes } from '../material-file';

interface UploadProgressProps {
  progress: number | null;
  error: string | null;
}

/** The bar while a file goes up, and the upload's own error (type, size, connection). */
export function UploadProgress({ progress, error }: UploadProgressProps) {
  const t = useT();
  return (
    <>
      {progress !== null ? (
        <Box>
          <ProgressBar value={Math.round(progress * 100)} max={100} label={t('cm.upload.progress')} fill="brand.solid" />
          <Text fontSize="sm" color="fg.muted" mt="1" aria-live="polite">
            {t('cm.upload.percent', { percent: Math.round(progress * 100) })}
          </Text>
        </Box>
      ) : null}
      {error ? (
        <Text role="alert" fontSize="sm" color="red.600">
          {error}
        </Text>
      ) : null}
    </>
  );
}

interface MaterialFileFieldProps {
  label: string;
  file: File | null;
  /** Why the chosen file cannot be uploaded. */
  problem: string | null;
  maxBytes: number | undefined;
  disabled?: boolean;
  onFile: (file: File | null) => void;
  /** The types the picker offers (default: the material types). */
  accept?: string;
  /** What may be chosen, before the limit (default: "PDF, image or document"). */
  kinds?: string;
}

export function MaterialFileField(props: MaterialFileFieldProps) {
  const t = useT();
  const { label, file, problem, maxBytes, disabled, onFile, accept = ACCEPTED_FILES, kinds = t('cm.upload.kinds') } = props;
  const helpId = useId();
  const inputId = useId();
  // The picker is a plain file input: the field's label points at the id the field is given.
  return (
    <Field.Root invalid={problem !== null} disabled={disabled} id={inputId}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator fallback={<span>{t('cm.form.optional')}</span>} color="fg.muted" fontWeight="normal" />
      </Field.Label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={helpId}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
        style={{ maxWidth: '100%', fontSize: '0.875rem' }}
      />
      <Field.HelperText id={helpId}>
        {file && !problem ? `${file.name} · ${formatBytes(file.size)}` : maxBytes ? t('cm.upload.upTo', { kinds, size: formatBytes(maxBytes) }) : kinds}
      </Field.HelperText>
      {/* red.700: the default error red is below 4.5:1 on white (axe color-contrast). */}
      {problem ? <Field.ErrorText color="red.700">{problem}</Field.ErrorText> : null}
    </Field.Root>
  );
}
