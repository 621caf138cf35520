/**
 * Create or edit a quiz: course or "General", the question, four choices, which one is
 * correct, an explanation and points (1-100, the default of the settings when empty). Saving stays disabled until all four
 * choices have text; no choice is marked correct until the admin picks one (a save without one is
 * refused, "Pick the right answer", under the choices; every failing field is marked at once: form-marks.ts). Text flagged as a possible income claim is shown with why and
 * saved only with a reason (docs/product.md#claim-checks). Update Quiz keeps the form on the quiz, its save bar
 * saying "Quiz Updated" while that is true (save-bar-line.ts); Cancel leaves edit mode. A new quiz's course is the course being edited in the
 * course form (it follows when another course is chosen for editing, keeping what was typed);
 * General quizzes are the learners' quick quizzes on the dashboard.
 */
import { Field, Fieldset, HStack, Input, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { PencilIcon, QuizIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { useSettings } from '@/hooks/use-settings';
import type { Course, Quiz } from '@contract';
import { choiceLetter } from '@/features/courses';
import { useT } from '@/i18n';

import { useCreateQuiz, useUpdateQuiz } from '../api/quiz-writes';
import { useClaimReview } from '../claim-review';
import { markProps, useMarks } from '../form-marks';
import { checkQuizForm, choicesComplete, emptyQuizForm, GENERAL, MAX_POINTS, MIN_POINTS, quizFormValues, type QuizFormValues } from '../quiz-form';
import { useSaveBarLine } from '../save-bar-line';
import { useFormValues } from '../use-form-values';
import { ClaimWarning } from './claim-warning';
import { FormActions } from './form-actions';
import { SelectField, TextareaField } from './form-fields';

interface QuizFormProps {
  courses: Course[];
  /** The quiz being edited, or null in create mode. */
  quiz: Quiz | null;
  /** The course being edited in the course form: a new quiz's default course. */
  defaultCourseId?: number | null;
  /** Cancel: back to create mode. */
  onCancel: () => void;
}

const courseValue = (courseId: number | null | undefined) => (courseId == null ? GENERAL : String(courseId));

export function QuizForm({ courses, quiz, defaultCourseId, onCancel }: QuizFormProps) {
  const t = useT();
  const courseOf = (courseId: number | null) => courses.find((course) => course.id === courseId) ?? null;
  // What the last save did, said in the save bar (a toast covered the form's controls on a phone)
  // while it holds (its course published or made a draft ends it); a refused try is said from its marks.
  const line = useSaveBarLine((id) => courseOf(id)?.isPublic);
  // An edit's "Quiz Updated" goes with the next change; "Quiz Created" stays while the next quiz is written.
  const changed = () => {
    if (quiz) line.changed();
  };
  const { values, setValues, set } = useFormValues<QuizFormValues>(() => (quiz ? quizFormValues(quiz) : emptyQuizForm(courseValue(defaultCourseId))), changed);
  // Another course chosen for editing: a new quiz follows it (React's "adjust state on a prop change").
  const [followed, setFollowed] = useState(defaultCourseId);
  if (followed !== defaultCourseId) {
    setFollowed(defaultCourseId);
    if (!quiz && defaultCourseId != null) setValues((current) => ({ ...current, course: courseValue(defaultCourseId) }));
  }
  // After a create, the next quiz usually goes to the same course.
  const create = useCreateQuiz((text, course) => {
    setValues((current) => emptyQuizForm(current.course));
    line.saved(text, course);
  }, courseOf);
  const update = useUpdateQuiz(line.saved, courseOf);
  const review = useClaimReview(quiz ? update.error : create.error);
  const defaultPoints = useSettings().data?.quiz.defaultPoints;
  const setChoice = (index: number, text: string) => {
    changed();
    setValues((current) => ({ ...current, choices: current.choices.map((choice, at) => (at === index ? text : choice)) }));
  };
  const courseOptions = [
    { value: GENERAL, label: t('cm.quiz.generalOption') },
    ...courses.map((course) => ({ value: String(course.id), label: course.title })),
  ];

  // The fields a refused try marked, each at its field while it still fails; the save bar sums them up.
  const { marks, refusal, tryNow } = useMarks(values, checkQuizForm);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = tryNow(event.currentTarget);
    line.tried();
    if (!checked.ok) return;
    const payload = { ...checked.payload, claimReason: review.claimReason };
    if (quiz) update.mutate({ id: quiz.id, payload });
    else create.mutate(payload);
  };

  return (
    <Panel title={t(quiz ? 'cm.quiz.editTitle' : 'cm.quiz.create')} headingId="quiz-form" icon={quiz ? PencilIcon : QuizIcon} nested>
      <form onSubmit={onSubmit} noValidate aria-labelledby="quiz-form">
        <Stack gap="4">
          <Stack gap="1">
            <SelectField
              label={t('cm.quiz.course')}
              value={values.course}
              options={courseOptions}
              onValueChange={set('course')}
              testId="quiz-course"
              error={marks.course?.text}
            />
            {values.course === GENERAL ? (
              <Text fontSize="sm" color="fg.muted" data-testid="quiz-general-note">
                {t('cm.quiz.generalNote')}
              </Text>
            ) : null}
          </Stack>
          <TextareaField
            label={t('cm.quiz.question')}
            value={values.question}
            onValueChange={set('question')}
            rows={2}
            maxLength={1000}
            error={marks.question?.text}
          />
          <Fieldset.Root invalid={Boolean(marks.choices ?? marks.correctAnswer)}>
            <Fieldset.Legend fontWeight="medium" fontSize="sm">
              {t('cm.quiz.choices')}
            </Fieldset.Legend>
            <Fieldset.HelperText>{t('cm.quiz.choicesHint')}</Fieldset.HelperText>
            <RadioGroup.Root
              value={values.correctAnswer === null ? null : String(values.correctAnswer)}
              onValueChange={(details) => details.value !== null && set('correctAnswer')(Number(details.value))}
              colorPalette="brand"
              aria-label={t('cm.quiz.correctAnswer')}
            >
              <Stack gap="2" mt="2">
                {values.choices.map((choice, index) => (
                  <HStack key={index} gap="3" align="center">
                    <RadioGroup.Item value={String(index)} flexShrink={0}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText srOnly>{t('cm.quiz.choiceCorrect', { letter: choiceLetter(index) })}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                    <Field.Root flex="1">
                      <HStack gap="2" w="full">
                        <Field.Label m="0" fontWeight="extrabold" color="brand.700" minW="5">
                          {choiceLetter(index)}
                        </Field.Label>
                        {/* Named as a sentence of the admin's language ("Choice A", "Opción A"), not by the letter alone. */}
                        <Input
                          value={choice}
                          onChange={(event) => setChoice(index, event.target.value)}
                          aria-label={t('cm.quiz.choiceField', { letter: choiceLetter(index) })}
                          bg="white"
                          maxLength={500}
                          dir="auto"
                        />
                      </HStack>
                    </Field.Root>
                  </HStack>
                ))}
              </Stack>
            </RadioGroup.Root>
            <Text fontSize="sm" color="fg.muted" mt="1" data-testid="quiz-correct-choice">
              {values.correctAnswer === null ? t('cm.quiz.notPicked') : t('cm.quiz.picked', { letter: choiceLetter(values.correctAnswer) })}
            </Text>
            {/* A refused try without a right answer (or, by a key, with a choice empty): said at the choices too. */}
            {[marks.choices, marks.correctAnswer].map((mark) =>
              mark ? (
                <Fieldset.ErrorText key={mark.text} color="red.700" data-testid="field-error">
                  {mark.text}
                </Fieldset.ErrorText>
              ) : null,
            )}
          </Fieldset.Root>
          <TextareaField label={t('cm.quiz.explanation')} value={values.explanation} onValueChange={set('explanation')} rows={2} optional />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              label={t('cm.quiz.pointsLabel')}
              type="number"
              inputMode="numeric"
              min={MIN_POINTS}
              max={MAX_POINTS}
              value={values.points}
              onValueChange={set('points')}
              placeholder={defaultPoints === undefined ? undefined : String(defaultPoints)}
              helperText={t('cm.quiz.pointsHint', { min: MIN_POINTS, max: MAX_POINTS, fallback: defaultPoints ?? t('cm.quiz.theDefault') })}
              {...markProps(marks.points)}
            />
          </SimpleGrid>
          <ClaimWarning
            review={review}
            fields={{
              [t('cm.quiz.question')]: values.question,
              ...Object.fromEntries(values.choices.map((choice, index) => [t('cm.quiz.choiceField', { letter: choiceLetter(index) }), choice])),
              [t('cm.quiz.explanation')]: values.explanation,
            }}
          />
          <FormActions
            editing={quiz !== null}
            pending={create.isPending || update.isPending}
            onCancel={onCancel}
            disabled={!choicesComplete(values)}
            note={
              !choicesComplete(values)
                ? t(values.question.trim() ? 'cm.quiz.fillAll' : 'cm.quiz.fillQuestionAndChoices')
                : values.correctAnswer === null
                  ? t('cm.quiz.markRight')
                  : null
            }
            said={refusal ?? line.said}
          >
            {t(quiz ? 'cm.quiz.update' : 'cm.quiz.create')}
          </FormActions>
        </Stack>
      </form>
    </Panel>
  );
}
