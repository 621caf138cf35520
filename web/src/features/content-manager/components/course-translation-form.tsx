/**
 * A course's title and description in Spanish or Arabic beside the English
 * (docs/product.md#content-manager): the saved translation to edit (empty when there is none), the
 * api's checks before saving, Save and Remove Translation. Arabic fields are right to left. Below
 * it, the translation's own video and captions (course-translation-video.tsx).
 */
import { Heading, Stack } from '@chakra-ui/react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n';
import type { Course } from '@contract';

import { useCourseTranslations, useRemoveCourseTranslation, useSaveCourseTranslation } from '../api/translations';
import { checkCourseTranslation, courseTranslationValues, languageName, languageOf, type TranslationLocale } from '../translation-form';
import { useFormValues } from '../use-form-values';
import { useTranslationSubmit } from '../use-translation-submit';
import { CourseTranslationVideo } from './course-translation-video';
import { TextareaField } from './form-fields';
import { SourceBeside } from './source-beside';
import { TranslationActions } from './translation-actions';
import { TranslationStatus } from './translation-status';

interface Props {
  course: Course;
  locale: TranslationLocale;
}

export function CourseTranslationForm({ course, locale }: Props) {
  const t = useT();
  const translations = useCourseTranslations(course.id);
  if (translations.isPending) return <LoadingState label={t('cm.tr.course.loading')} lines={2} />;
  if (translations.isError) return <ErrorState message={t('cm.tr.course.failed')} onRetry={() => void translations.refetch()} />;
  const saved = translations.data[locale];
  return (
    <Stack gap="5">
      <CourseTranslationFields key={`${locale}-${saved?.updatedAt ?? 'none'}`} course={course} locale={locale} saved={saved} />
      {/* Beside the form, not in it: its uploads are no part of the text's Save. */}
      <CourseTranslationVideo course={course} locale={locale} saved={saved} />
    </Stack>
  );
}

function CourseTranslationFields({ course, locale, saved }: Props & { saved: { title: string; description: string; outOfDate: boolean } | undefined }) {
  const t = useT();
  const { values, set } = useFormValues(() => courseTranslationValues(saved));
  const language = languageName(t, locale);
  const target = { id: course.id, locale, name: `“${course.title}”` };
  const field = { lang: locale, dir: languageOf(locale).dir };
  const titleLabel = t('cm.tr.field.title', { language });
  const descriptionLabel = t('cm.tr.field.description', { language });
  const labelOf = ([name]: readonly PropertyKey[]) => (name === 'title' ? titleLabel : name === 'description' ? descriptionLabel : undefined);
  const { onSubmit, actions } = useTranslationSubmit(target, values, checkCourseTranslation, useSaveCourseTranslation(), useRemoveCourseTranslation(), labelOf);

  const formName = t('cm.tr.course.form', { language });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={formName} data-testid="course-translation-form">
      <Stack gap="3">
        <Heading as="h4" size="sm" color="brand.800">
          {t('cm.tr.course.heading')}
        </Heading>
        <TranslationStatus language={language} saved={saved} done={t('cm.tr.course.done', { language })} />
        <SourceBeside label={t('cm.tr.source.title')} source={course.title}>
          <TextField label={titleLabel} value={values.title} onValueChange={set('title')} maxLength={200} {...field} />
        </SourceBeside>
        <SourceBeside label={t('cm.tr.source.description')} source={course.description}>
          <TextareaField label={descriptionLabel} value={values.description} onValueChange={set('description')} rows={3} maxLength={5000} {...field} />
        </SourceBeside>
        <TranslationActions
          {...actions}
          saveLabel={t('cm.tr.course.save', { language })}
          saved={saved !== undefined}
          fields={{ [titleLabel]: values.title, [descriptionLabel]: values.description }}
        />
      </Stack>
    </form>
  );
}
