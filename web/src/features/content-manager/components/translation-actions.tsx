/**
 * A translation form's end (docs/product.md#content-manager): what the api refused (its message),
 * the possible income claims, the save bar with Remove Translation while one is saved, and the
 * question before removing it. The bar is one compact row (docs/product.md#content-manager): its
 * button names what it saves ("Save Arabic quiz 2"), Remove Translation is an icon beside it.
 */
import { IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { TrashIcon } from '@/components/ui/icons';
import { useT } from '@/i18n';

import type { ClaimReview } from '../claim-review';
import { useLanguageName, type TranslationLocale } from '../translation-form';
import { ClaimWarning } from './claim-warning';
import { ConfirmDialog } from './confirm-dialog';
import { FormActions } from './form-actions';

interface TranslationActionsProps {
  locale: TranslationLocale;
  /** What the question names: `“Prospecting 101”`, `quiz 2`. */
  name: string;
  /** The save button's name, saying what it saves: "Save Arabic quiz 2". */
  saveLabel: string;
  saved: boolean;
  problem: string | null;
  review: ClaimReview;
  fields: Record<string, string>;
  saving: boolean;
  removing: boolean;
  onRemove: () => Promise<unknown>;
}

export function TranslationActions(props: TranslationActionsProps) {
  const { locale, name, saveLabel, saved, problem, review, fields, saving, removing, onRemove } = props;
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const language = useLanguageName()(locale);
  return (
    <>
      {problem ? (
        <Text role="alert" fontSize="sm" color="red.700" data-testid="translation-problem">
          {problem}
        </Text>
      ) : null}
      <ClaimWarning review={review} fields={fields} />
      <FormActions
        editing={false}
        pending={saving}
        onCancel={() => undefined}
        compact
        extra={
          saved ? (
            <IconButton
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={t('cm.tr.remove')}
              title={t('cm.tr.remove')}
              onClick={() => setConfirming(true)}
            >
              <TrashIcon />
            </IconButton>
          ) : null
        }
      >
        {saveLabel}
      </FormActions>
      <ConfirmDialog
        question={confirming ? t('cm.tr.removeQuestion', { language, name }) : null}
        details={[t('cm.tr.removeDetail', { language })]}
        confirmLabel={t('cm.tr.remove')}
        pending={removing}
        onConfirm={() => void onRemove().finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
