/**
 * A daily challenge's title and description in Spanish or Arabic beside the English
 * (docs/product.md#content-manager): the saved translation to edit (empty when there is none), the
 * api's checks before saving (the description is required when the English has one), Save and
 * Remove Translation. Arabic fields are right to left.
 */
import { Stack, Text } from '@chakra-ui/react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import type { Challenge } from '@contract';

import { useChallengeTranslations, useRemoveChallengeTranslation, useSaveChallengeTranslation } from '../api/translations';
import { checkChallengeTranslation, courseTranslationValues, languageOf, type ChallengeTranslationValues, type TranslationLocale } from '../translation-form';
import { useFormValues } from '../use-form-values';
import { useTranslationSubmit } from '../use-translation-submit';
import { TextareaField } from './form-fields';
import { SourceBeside } from './source-beside';
import { OutOfDateMark } from './out-of-date-mark';
import { TranslationActions } from './translation-actions';

interface Props {
  challenge: Challenge;
  locale: TranslationLocale;
}

export function ChallengeTranslationForm({ challenge, locale }: Props) {
  const translations = useChallengeTranslations(challenge.id);
  if (translations.isPending) return <LoadingState label="Loading the challenge's translations..." lines={2} />;
  if (translations.isError) return <ErrorState message="Could not load the challenge's translations." onRetry={() => void translations.refetch()} />;
  const saved = translations.data[locale];
  return <ChallengeTranslationFields key={`${challenge.id}-${locale}-${saved?.updatedAt ?? 'none'}`} challenge={challenge} locale={locale} saved={saved} />;
}

function ChallengeTranslationFields({ challenge, locale, saved }: Props & { saved: (ChallengeTranslationValues & { outOfDate: boolean }) | undefined }) {
  const { values, set } = useFormValues(() => courseTranslationValues(saved));
  const { name, dir } = languageOf(locale);
  const target = { id: challenge.id, locale, name: `“${challenge.title}”` };
  const check = checkChallengeTranslation(challenge.description);
  const { onSubmit, actions } = useTranslationSubmit(target, values, check, useSaveChallengeTranslation(), useRemoveChallengeTranslation());
  const hasDescription = challenge.description.trim() !== '';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${name} challenge text`} data-testid="challenge-translation-form">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted" data-testid="translation-status">
          {saved
            ? `Translated: learners reading ${name} see this challenge in ${name}.`
            : `No ${name} translation yet: learners reading ${name} see the English.`}
        </Text>
        <OutOfDateMark outOfDate={saved?.outOfDate} />
        <SourceBeside label="title" source={challenge.title}>
          <TextField label={`${name} challenge title`} value={values.title} onValueChange={set('title')} maxLength={200} lang={locale} dir={dir} />
        </SourceBeside>
        <SourceBeside label="description" source={challenge.description}>
          <TextareaField
            label={`${name} challenge description`}
            value={values.description}
            onValueChange={set('description')}
            rows={2}
            maxLength={2000}
            optional={!hasDescription}
            lang={locale}
            dir={dir}
          />
        </SourceBeside>
        <TranslationActions
          {...actions}
          saved={saved !== undefined}
          fields={{ [`${name} challenge title`]: values.title, [`${name} challenge description`]: values.description }}
        />
      </Stack>
    </form>
  );
}
