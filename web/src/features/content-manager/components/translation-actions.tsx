/**
 * A translation form's end (docs/product.md#content-manager): what the api refused (its message),
 * the possible income claims, the save bar with Remove Translation while one is saved, and the
 * question before removing it.
 */
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';

import type { ClaimReview } from '../claim-review';
import { languageOf, type TranslationLocale } from '../translation-form';
import { ClaimWarning } from './claim-warning';
import { ConfirmDialog } from './confirm-dialog';
import { FormActions } from './form-actions';

interface TranslationActionsProps {
  locale: TranslationLocale;
  /** What the question names: `“Prospecting 101”`, `quiz 2`. */
  name: string;
  saved: boolean;
  problem: string | null;
  review: ClaimReview;
  fields: Record<string, string>;
  saving: boolean;
  removing: boolean;
  onRemove: () => Promise<unknown>;
}

export function TranslationActions({ locale, name, saved, problem, review, fields, saving, removing, onRemove }: TranslationActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const language = languageOf(locale).name;
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
        extra={
          saved ? (
            <Button variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
              Remove Translation
            </Button>
          ) : null
        }
      >
        Save {language}
      </FormActions>
      <ConfirmDialog
        question={confirming ? `Remove the ${language} translation of ${name}?` : null}
        details={[`Learners reading ${language} will see the English again.`]}
        confirmLabel="Remove Translation"
        pending={removing}
        onConfirm={() => void onRemove().finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
