/**
 * One quiz of a course in Spanish or Arabic beside the English (docs/product.md#content-manager):
 * the question, every choice (all required, in the quiz's order: the answer key is a position) and
 * the explanation learners read once they answer. Arabic fields are right to left.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import type { Quiz } from '@contract';

import { useQuizTranslations, useRemoveQuizTranslation, useSaveQuizTranslation } from '../api/translations';
import { checkQuizTranslation, languageOf, quizTranslationValues, type QuizTranslationValues, type TranslationLocale } from '../translation-form';
import { useFormValues } from '../use-form-values';
import { useTranslationSubmit } from '../use-translation-submit';
import { TextareaField } from './form-fields';
import { SourceBeside } from './source-beside';
import { OutOfDateMark } from './out-of-date-mark';
import { TranslationActions } from './translation-actions';

interface Props {
  quiz: Quiz;
  /** Its place among the course's quizzes, from 1. */
  number: number;
  locale: TranslationLocale;
}

const letter = (index: number) => String.fromCharCode(65 + index);

export function QuizTranslationForm(props: Props) {
  const translations = useQuizTranslations(props.quiz.id);
  if (translations.isPending) return <LoadingState label={`Loading quiz ${props.number}'s translations...`} lines={2} />;
  if (translations.isError) return <ErrorState message={`Could not load quiz ${props.number}'s translations.`} onRetry={() => void translations.refetch()} />;
  const saved = translations.data[props.locale];
  return <QuizTranslationFields key={`${props.locale}-${saved?.updatedAt ?? 'none'}`} {...props} saved={saved} />;
}

function QuizTranslationFields({ quiz, number, locale, saved }: Props & { saved: (QuizTranslationValues & { outOfDate: boolean }) | undefined }) {
  const { values, set, setValues } = useFormValues(() => quizTranslationValues(saved, quiz.choices.length));
  const language = languageOf(locale);
  const target = { id: quiz.id, locale, name: `quiz ${number}` };
  const field = { lang: locale, dir: language.dir };
  const { onSubmit, actions } = useTranslationSubmit(target, values, checkQuizTranslation, useSaveQuizTranslation(), useRemoveQuizTranslation());
  const setChoice = (index: number) => (text: string) =>
    setValues((current) => ({ ...current, choices: current.choices.map((choice, at) => (at === index ? text : choice)) }));

  const fields: Record<string, string> = { [`${language.name} question`]: values.question, [`${language.name} explanation`]: values.explanation };
  values.choices.forEach((choice, index) => (fields[`${language.name} choice ${letter(index)}`] = choice));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${language.name} text of quiz ${number}`} data-testid="quiz-translation-form">
      <Stack gap="3">
        <Heading as="h4" size="sm" color="brand.800">
          Quiz {number}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="translation-status">
          {saved ? `Translated into ${language.name}.` : `No ${language.name} translation yet: learners reading ${language.name} see the English.`}
        </Text>
        <OutOfDateMark outOfDate={saved?.outOfDate} />
        <SourceBeside label="question" source={quiz.question}>
          <TextareaField label={`${language.name} question`} value={values.question} onValueChange={set('question')} rows={2} maxLength={1000} {...field} />
        </SourceBeside>
        {quiz.choices.map((source, index) => (
          <SourceBeside key={index} label={`choice ${letter(index)}`} source={source}>
            <TextField
              label={`${language.name} choice ${letter(index)}`}
              value={values.choices[index] ?? ''}
              onValueChange={setChoice(index)}
              maxLength={500}
              {...field}
            />
          </SourceBeside>
        ))}
        <SourceBeside label="explanation" source={quiz.explanation ?? ''}>
          <TextareaField
            label={`${language.name} explanation`}
            value={values.explanation}
            onValueChange={set('explanation')}
            rows={2}
            maxLength={2000}
            optional
            {...field}
          />
        </SourceBeside>
        <TranslationActions {...actions} saved={saved !== undefined} fields={fields} />
      </Stack>
    </form>
  );
}
