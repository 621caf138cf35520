/**
 * A course's title and description in Spanish or Arabic beside the English
 * (docs/product.md#content-manager): the saved translation to edit (empty when there is none), the
 * api's checks before saving, Save and Remove Translation. Arabic fields are right to left.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import type { Course } from '@contract';

import { useCourseTranslations, useRemoveCourseTranslation, useSaveCourseTranslation } from '../api/translations';
import { checkCourseTranslation, courseTranslationValues, languageOf, type TranslationLocale } from '../translation-form';
import { useFormValues } from '../use-form-values';
import { useTranslationSubmit } from '../use-translation-submit';
import { TextareaField } from './form-fields';
import { SourceBeside } from './source-beside';
import { OutOfDateMark } from './out-of-date-mark';
import { TranslationActions } from './translation-actions';

interface Props {
  course: Course;
  locale: TranslationLocale;
}

export function CourseTranslationForm({ course, locale }: Props) {
  const translations = useCourseTranslations(course.id);
  if (translations.isPending) return <LoadingState label="Loading the course's translations..." lines={2} />;
  if (translations.isError) return <ErrorState message="Could not load the course's translations." onRetry={() => void translations.refetch()} />;
  const saved = translations.data[locale];
  return <CourseTranslationFields key={`${locale}-${saved?.updatedAt ?? 'none'}`} course={course} locale={locale} saved={saved} />;
}

function CourseTranslationFields({ course, locale, saved }: Props & { saved: { title: string; description: string; outOfDate: boolean } | undefined }) {
  const { values, set } = useFormValues(() => courseTranslationValues(saved));
  const language = languageOf(locale);
  const target = { id: course.id, locale, name: `“${course.title}”` };
  const field = { lang: locale, dir: language.dir };
  const { onSubmit, actions } = useTranslationSubmit(target, values, checkCourseTranslation, useSaveCourseTranslation(), useRemoveCourseTranslation());

  const formName = `${language.name} course text`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={formName} data-testid="course-translation-form">
      <Stack gap="3">
        <Heading as="h4" size="sm" color="brand.800">
          Course
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="translation-status">
          {saved
            ? `Translated: learners reading ${language.name} see this title and description.`
            : `No ${language.name} translation yet: learners reading ${language.name} see the English.`}
        </Text>
        <OutOfDateMark outOfDate={saved?.outOfDate} />
        <SourceBeside label="title" source={course.title}>
          <TextField label={`${language.name} title`} value={values.title} onValueChange={set('title')} maxLength={200} {...field} />
        </SourceBeside>
        <SourceBeside label="description" source={course.description}>
          <TextareaField
            label={`${language.name} description`}
            value={values.description}
            onValueChange={set('description')}
            rows={3}
            maxLength={5000}
            {...field}
          />
        </SourceBeside>
        <TranslationActions
          {...actions}
          saved={saved !== undefined}
          fields={{ [`${language.name} title`]: values.title, [`${language.name} description`]: values.description }}
        />
      </Stack>
    </form>
  );
}
