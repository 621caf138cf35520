/**
 * A list of quizzes with the learner's standing on each and the points each paid (none for a right
 * answer given after the answer was shown: docs/product.md#points-for-knowing); choosing one opens
 * the quiz modal. The course page lists its course's quizzes; the dashboard's quick quizzes list the
 * general ones.
 */
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';

import { CheckCircleIcon, QuizIcon } from '@/components/ui/icons';
import { useWaitingQuizzes } from '@/hooks/use-waiting-quizzes';
import { Panel } from '@/components/ui/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { formatNumber, useT, type MessageId } from '@/i18n';
import { errorText } from '@/lib/error-text';
import type { User } from '@contract';

import type { Quiz } from '@contract';

import { contentLang } from '../content-lang';
import { QUIZ_EYEBROW, quizWorth } from '../quiz-worth';

interface CourseQuizzesProps {
  quizzes: Quiz[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  quizCorrect: User['quizCorrect'];
  quizPointsPaid: User['quizPointsPaid'];
  /** Quizzes whose answer was shown: the card says they pay nothing now, as the quiz modal's header does. */
  quizRevealed: User['quizRevealed'];
  /**
   * Opens the quiz: on its review, or (`retry`, the Try Again of a wrong answer) straight on its
   * question, one tap to try again (a new answer replaces the wrong one; the modal's Reset & Retry
   * stays for the result of a wrong answer).
   */
  onOpen: (quiz: Quiz, retry: boolean) => void;
  title?: string;
  headingId?: string;
  emptyMessage?: string;
}

/**
 * The learner's standing on a quiz: `state` names it for tests and styles (English, not shown), the words are message ids.
 * An answer given offline waits on the device until it is sent: the card says so rather than "Not answered".
 */
const standing = (answer: boolean | undefined, waiting: boolean): { state: string; label: MessageId; palette: string; action: MessageId; review: boolean } =>
  waiting && answer !== true
    ? { state: 'Waiting', label: 'quiz.standing.waiting', palette: 'orange', action: 'quiz.action.take', review: false }
    : answer === true
      ? { state: 'Correct', label: 'quiz.standing.correct', palette: 'brand', action: 'quiz.action.review', review: true }
      : answer === false
        ? { state: 'Incorrect', label: 'quiz.standing.incorrect', palette: 'red', action: 'quiz.action.tryAgain', review: false }
        : { state: 'Not answered', label: 'quiz.standing.unanswered', palette: 'gray', action: 'quiz.action.take', review: false };

/** What the quiz paid: its points, or why a right answer paid none. Nothing before a first answer. */
function PointsPaid({ paid, correct }: { paid: number | undefined; correct: boolean }) {
  const t = useT();
  if (paid === undefined && !correct) return null;
  return (
    <Text fontSize="sm" color="fg.muted" mt="1" data-testid="quiz-points-paid">
      {paid !== undefined ? t('quiz.paid', { points: paid }) : t('quiz.paidNone')}
    </Text>
  );
}

export function CourseQuizzes(props: CourseQuizzesProps) {
  const { quizzes, isPending, error, onRetry, quizCorrect, quizPointsPaid, quizRevealed, onOpen } = props;
  const t = useT();
  const waiting = useWaitingQuizzes();
  return (
    <Panel title={props.title ?? t('quiz.list.title')} headingId={props.headingId ?? 'course-quizzes'} icon={QuizIcon}>
      {isPending ? <LoadingState label={t('quiz.list.loading')} lines={2} /> : null}
      {error ? <ErrorState message={t('quiz.list.failed', { reason: errorText(t, error) })} onRetry={onRetry} /> : null}
      {quizzes && quizzes.length === 0 ? <EmptyState message={props.emptyMessage ?? t('quiz.list.empty')} /> : null}
      {quizzes && quizzes.length > 0 ? (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {quizzes.map((quiz, index) => {
            const state = standing(quizCorrect[quiz.id], waiting.has(quiz.id));
            // The quiz's points, or "no points this time" once its answer was shown; a paid quiz keeps its price (the line under it says it was paid).
            const worth = quizWorth({
              paidBefore: quiz.id in quizPointsPaid,
              revealedBefore: quizRevealed[quiz.id] === true,
              previous: quizCorrect[quiz.id],
              revealedHere: false,
            });
            return (
              <Flex
                as="li"
                key={quiz.id}
                gap="3"
                p="3"
                borderRadius="lg"
                borderWidth="1px"
                borderColor="brand.100"
                align={{ base: 'stretch', sm: 'center' }}
                direction={{ base: 'column', sm: 'row' }}
                data-testid={`course-quiz-${quiz.id}`}
                data-state={state.state}
              >
                <Box flex="1" minW="0">
                  <Flex gap="2" align="center" wrap="wrap" mb="1">
                    <Text fontSize="xs" fontWeight="bold" color="gold.800" letterSpacing="wide">
                      {t(worth === 'none' ? QUIZ_EYEBROW.none : QUIZ_EYEBROW.points, { number: formatNumber(index + 1), points: quiz.points })}
                    </Text>
                    <Badge colorPalette={state.palette} variant="subtle" borderRadius="full">
                      {quizCorrect[quiz.id] === true ? <CheckCircleIcon /> : null}
                      {t(state.label)}
                    </Badge>
                  </Flex>
                  <Text fontWeight="semibold" color="brand.900" overflowWrap="anywhere" {...contentLang(quiz.lang)}>
                    {quiz.question}
                  </Text>
                  <PointsPaid paid={quizPointsPaid[quiz.id]} correct={quizCorrect[quiz.id] === true} />
                </Box>
                <Button
                  size="sm"
                  colorPalette={state.review ? 'brand' : 'gold'}
                  variant={state.review ? 'outline' : 'solid'}
                  onClick={() => onOpen(quiz, state.state === 'Incorrect')}
                  aria-label={t('quiz.action.on', { action: t(state.action), number: formatNumber(index + 1) })}
                >
                  {t(state.action)}
                </Button>
              </Flex>
            );
          })}
        </Stack>
      ) : null}
    </Panel>
  );
}
