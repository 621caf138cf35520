/**
 * One quiz of a course in Spanish or Arabic beside the English (docs/product.md#content-manager):
 * the question, every choice (all required, in the quiz's order: the answer key is a position) and
 * the explanation learners read once they answer. Arabic fields are right to left.
 */
import { Heading, Stack } from '@chakra-ui/react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n';
import type { Quiz } from '@contract';

import { useQuizTranslations, useRemoveQuizTranslation, useSaveQuizTranslation } from '../api/translations';
import { checkQuizTranslation, languageName, languageOf, quizTranslationValues, type QuizTranslationValues, type TranslationLocale } from '../translation-form';
import { useFormValues } from '../use-form-values';
import { useTranslationSubmit } from '../use-translation-submit';
import { TextareaField } from './form-fields';
import { SourceBeside } from './source-beside';
import { TranslationActions } from './translation-actions';
import { TranslationStatus } from './translation-status';

interface Props {
  quiz: Quiz;
  /** Its place among the course's quizzes, from 1. */
  number: number;
  locale: TranslationLocale;
}

const letter = (index: number) => String.fromCharCode(65 + index);

export function QuizTranslationForm(props: Props) {
  const t = useT();
  const translations = useQuizTranslations(props.quiz.id);
  const number = props.number;
  if (translations.isPending) return <LoadingState label={t('cm.tr.quiz.loading', { number })} lines={2} />;
  if (translations.isError) return <ErrorState message={t('cm.tr.quiz.failed', { number })} onRetry={() => void translations.refetch()} />;
  const saved = translations.data[props.locale];
  return <QuizTranslationFields key={`${props.locale}-${saved?.updatedAt ?? 'none'}`} {...props} saved={saved} />;
}

function QuizTranslationFields({ quiz, number, locale, saved }: Props & { saved: (QuizTranslationValues & { outOfDate: boolean }) | undefined }) {
  const t = useT();
  const { values, set, setValues } = useFormValues(() => quizTranslationValues(saved, quiz.choices.length));
  const language = languageName(t, locale);
  const target = { id: quiz.id, locale, name: t('cm.tr.quiz.name', { number }) };
  const field = { lang: locale, dir: languageOf(locale).dir };
  const setChoice = (index: number) => (text: string) =>
    setValues((current) => ({ ...current, choices: current.choices.map((choice, at) => (at === index ? text : choice)) }));

  const questionLabel = t('cm.tr.field.question', { language });
  const explanationLabel = t('cm.tr.field.explanation', { language });
  const choiceLabel = (index: number) => t('cm.tr.field.choice', { language, letter: letter(index) });
  const labelOf = ([name, index]: readonly PropertyKey[]) =>
    name === 'question'
      ? questionLabel
      : name === 'explanation'
        ? explanationLabel
        : name === 'choices' && typeof index === 'number'
          ? choiceLabel(index)
          : undefined;
  const { onSubmit, actions } = useTranslationSubmit(target, values, checkQuizTranslation, useSaveQuizTranslation(), useRemoveQuizTranslation(), labelOf);
  const fields: Record<string, string> = { [questionLabel]: values.question, [explanationLabel]: values.explanation };
  values.choices.forEach((choice, index) => (fields[choiceLabel(index)] = choice));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('cm.tr.quiz.form', { language, number })} data-testid="quiz-translation-form">
      <Stack gap="3">
        <Heading as="h4" size="sm" color="brand.800">
          {t('cm.tr.quiz.heading', { number })}
        </Heading>
        <TranslationStatus language={language} saved={saved} done={t('cm.tr.quiz.done', { language })} />
        <SourceBeside label={t('cm.tr.source.question')} source={quiz.question}>
          <TextareaField label={questionLabel} value={values.question} onValueChange={set('question')} rows={2} maxLength={1000} {...field} />
        </SourceBeside>
        {quiz.choices.map((source, index) => (
          <SourceBeside key={index} label={t('cm.tr.source.choice', { letter: letter(index) })} source={source}>
            <TextField label={choiceLabel(index)} value={values.choices[index] ?? ''} onValueChange={setChoice(index)} maxLength={500} {...field} />
          </SourceBeside>
        ))}
        <SourceBeside label={t('cm.tr.source.explanation')} source={quiz.explanation ?? ''}>
          <TextareaField label={explanationLabel} value={values.explanation} onValueChange={set('explanation')} rows={2} maxLength={2000} optional {...field} />
        </SourceBeside>
        <TranslationActions {...actions} saveLabel={t('cm.tr.quiz.save', { language, number })} saved={saved !== undefined} fields={fields} />
      </Stack>
    </form>
  );
}
