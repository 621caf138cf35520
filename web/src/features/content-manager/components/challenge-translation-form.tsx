/**
 * A daily challenge's title and description in Spanish or Arabic beside the English
 * (docs/product.md#content-manager): the saved translation to edit (empty when there is none), the
 * api's checks before saving (the description is required when the English has one), Save and
 * Remove Translation. Arabic fields are right to left.
 */
import { Stack } from '@chakra-ui/react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n';
import type { Challenge } from '@contract';

import { useChallengeTranslations, useRemoveChallengeTranslation, useSaveChallengeTranslation } from '../api/translations';
import {
  checkChallengeTranslation,
  courseTranslationValues,
  languageName,
  languageOf,
  type ChallengeTranslationValues,
  type TranslationLocale,
} from '../translation-form';
import { useFormValues } from '../use-form-values';
import { useTranslationSubmit } from '../use-translation-submit';
import { TextareaField } from './form-fields';
import { SourceBeside } from './source-beside';
import { TranslationActions } from './translation-actions';
import { TranslationStatus } from './translation-status';

interface Props {
  challenge: Challenge;
  locale: TranslationLocale;
}

export function ChallengeTranslationForm({ challenge, locale }: Props) {
  const t = useT();
  const translations = useChallengeTranslations(challenge.id);
  if (translations.isPending) return <LoadingState label={t('cm.tr.challenge.loading')} lines={2} />;
  if (translations.isError) return <ErrorState message={t('cm.tr.challenge.failed')} onRetry={() => void translations.refetch()} />;
  const saved = translations.data[locale];
  return <ChallengeTranslationFields key={`${challenge.id}-${locale}-${saved?.updatedAt ?? 'none'}`} challenge={challenge} locale={locale} saved={saved} />;
}

function ChallengeTranslationFields({ challenge, locale, saved }: Props & { saved: (ChallengeTranslationValues & { outOfDate: boolean }) | undefined }) {
  const t = useT();
  const { values, set } = useFormValues(() => courseTranslationValues(saved));
  const { dir } = languageOf(locale);
  const language = languageName(t, locale);
  const titleLabel = t('cm.tr.field.challengeTitle', { language });
  const descriptionLabel = t('cm.tr.field.challengeDescription', { language });
  const target = { id: challenge.id, locale, name: `“${challenge.title}”` };
  const check = checkChallengeTranslation(challenge.description);
  const labelOf = ([name]: readonly PropertyKey[]) => (name === 'title' ? titleLabel : name === 'description' ? descriptionLabel : undefined);
  const { onSubmit, actions } = useTranslationSubmit(target, values, check, useSaveChallengeTranslation(), useRemoveChallengeTranslation(), labelOf);
  const hasDescription = challenge.description.trim() !== '';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('cm.tr.challenge.form', { language })} data-testid="challenge-translation-form">
      <Stack gap="3">
        <TranslationStatus language={language} saved={saved} done={t('cm.tr.challenge.done', { language })} />
        <SourceBeside label={t('cm.tr.source.title')} source={challenge.title}>
          <TextField label={titleLabel} value={values.title} onValueChange={set('title')} maxLength={200} lang={locale} dir={dir} />
        </SourceBeside>
        <SourceBeside label={t('cm.tr.source.description')} source={challenge.description}>
          <TextareaField
            label={descriptionLabel}
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
          saveLabel={t('cm.tr.challenge.save', { language })}
          saved={saved !== undefined}
          fields={{ [titleLabel]: values.title, [descriptionLabel]: values.description }}
        />
      </Stack>
    </form>
  );
}
