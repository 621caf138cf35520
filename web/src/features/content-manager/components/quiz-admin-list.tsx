/** Every quiz with its course (or General), answer key and points; Edit and Delete (confirmed). */
import { Badge, Box, Flex, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { CheckCircleIcon, PencilIcon, TrashIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import type { Course, Quiz } from '@contract';
import { choiceLetter } from '@/features/courses';
import { useT } from '@/i18n';
import { errorText } from '@/lib/error-text';

import { useQuizzes } from '../api/get-quizzes';
import { useDeleteQuiz } from '../api/quiz-writes';
import { GENERAL } from '../quiz-form';
import { ConfirmDialog } from './confirm-dialog';
import { SelectField } from './form-fields';
import { TranslationMarks } from './translation-marks';

const ALL = 'all';

interface QuizAdminListProps {
  courses: Course[];
  editingId: number | null;
  onEdit: (quiz: Quiz) => void;
  onDeleted: (quiz: Pick<Quiz, 'id'>) => void;
}

export function QuizAdminList({ courses, editingId, onEdit, onDeleted }: QuizAdminListProps) {
  const t = useT();
  const { data: quizzes, isPending, error, refetch } = useQuizzes();
  const remove = useDeleteQuiz(onDeleted);
  const [toDelete, setToDelete] = useState<Quiz | null>(null);
  const [shown, setShown] = useState<string>(ALL);
  const visible = (quizzes ?? []).filter((quiz) => shown === ALL || (shown === GENERAL ? quiz.courseId === null : String(quiz.courseId) === shown));
  const filterOptions = [
    { value: ALL, label: t('cm.quiz.all') },
    { value: GENERAL, label: t('cm.quiz.generalOption') },
    ...courses.map((course) => ({ value: String(course.id), label: course.title })),
  ];
  const courseTitle = (courseId: number | null) =>
    courseId === null ? t('cm.quiz.general') : (courses.find((course) => course.id === courseId)?.title ?? t('cm.quiz.courseN', { id: courseId }));
  return (
    <Box minW="0" data-testid="quiz-admin-list">
      {isPending ? <LoadingState label={t('cm.quiz.loading')} /> : null}
      {error ? <ErrorState message={t('cm.quiz.failed', { reason: errorText(t, error) })} onRetry={() => void refetch()} /> : null}
      {quizzes && quizzes.length === 0 ? <EmptyState message={t('cm.quiz.none')} /> : null}
      {quizzes && quizzes.length > 0 ? (
        <Box mb="4">
          <SelectField label={t('cm.quiz.show')} value={shown} options={filterOptions} onValueChange={setShown} testId="quiz-filter" />
        </Box>
      ) : null}
      {quizzes && quizzes.length > 0 && visible.length === 0 ? <EmptyState message={t('cm.quiz.noneHere')} /> : null}
      {visible.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {visible.map((quiz) => (
            <Flex
              as="li"
              key={quiz.id}
              gap="3"
              p="3"
              borderRadius="lg"
              borderWidth="2px"
              borderColor={editingId === quiz.id ? 'gold.400' : 'brand.100'}
              align="flex-start"
              data-testid={`admin-quiz-${quiz.id}`}
            >
              <Box flex="1" minW="0">
                <HStack gap="2" wrap="wrap" mb="1">
                  <Badge colorPalette={quiz.courseId === null ? 'purple' : 'brand'} variant="subtle" maxW="full">
                    <Text truncate>{courseTitle(quiz.courseId)}</Text>
                  </Badge>
                  <Text fontSize="xs" color="fg.muted">
                    {t('cm.quiz.points', { count: quiz.points })}
                  </Text>
                </HStack>
                <Text fontWeight="semibold" overflowWrap="anywhere" dir="auto">
                  {quiz.question}
                </Text>
                <TranslationMarks kind="quizzes" id={quiz.id} name={quiz.question} />
                <List.Root as="ol" listStyleType="none" ps="0" mt="1" fontSize="sm" gap="0.5">
                  {quiz.choices.map((choice, index) => {
                    const correct = index === quiz.correctAnswer;
                    return (
                      <List.Item
                        key={index}
                        color={correct ? 'brand.700' : 'fg.muted'}
                        fontWeight={correct ? 'bold' : 'normal'}
                        overflowWrap="anywhere"
                        dir="auto"
                      >
                        {choiceLetter(index)}. {choice}
                        {correct ? (
                          <>
                            {' '}
                            <CheckCircleIcon />
                            <Text as="span" srOnly>
                              {t('cm.quiz.correct')}
                            </Text>
                          </>
                        ) : null}
                      </List.Item>
                    );
                  })}
                </List.Root>
              </Box>
              <Stack gap="1">
                <IconButton
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  aria-label={t('cm.quiz.editNamed', { question: quiz.question })}
                  onClick={() => onEdit(quiz)}
                >
                  <PencilIcon />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('cm.quiz.deleteNamed', { question: quiz.question })}
                  onClick={() => setToDelete(quiz)}
                >
                  <TrashIcon />
                </IconButton>
              </Stack>
            </Flex>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        question={toDelete ? t('cm.quiz.deleteQuestion', { question: toDelete.question }) : null}
        confirmLabel={t('cm.quiz.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
