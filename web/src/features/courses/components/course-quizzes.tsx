/**
 * A list of quizzes with the learner's standing on each and the points each paid (none for a right
 * answer given after the answer was shown: docs/product.md#points-for-knowing); choosing one opens
 * the quiz modal. The course page lists its course's quizzes; the dashboard's quick quizzes list the
 * general ones.
 */
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';

import { CheckCircleIcon, QuizIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { describeError } from '@/lib/api-client';
import type { User } from '@contract';

import type { Quiz } from '@contract';

import { contentLang } from '../content-lang';

interface CourseQuizzesProps {
  quizzes: Quiz[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  quizCorrect: User['quizCorrect'];
  quizPointsPaid: User['quizPointsPaid'];
  onOpen: (quiz: Quiz) => void;
  title?: string;
  headingId?: string;
  emptyMessage?: string;
}

const standing = (answer: boolean | undefined) =>
  answer === true
    ? { label: 'Correct', palette: 'brand', action: 'Review' }
    : answer === false
      ? { label: 'Incorrect', palette: 'red', action: 'Try Again' }
      : { label: 'Not answered', palette: 'gray', action: 'Take Quiz' };

/** What the quiz paid: its points, or why a right answer paid none. Nothing before a first answer. */
function PointsPaid({ paid, correct }: { paid: number | undefined; correct: boolean }) {
  if (paid === undefined && !correct) return null;
  return (
    <Text fontSize="sm" color="fg.muted" mt="1" data-testid="quiz-points-paid">
      {paid !== undefined ? `${paid} points paid` : 'No points: answered after the answer was shown'}
    </Text>
  );
}

export function CourseQuizzes(props: CourseQuizzesProps) {
  const { quizzes, isPending, error, onRetry, quizCorrect, quizPointsPaid, onOpen } = props;
  return (
    <Panel title={props.title ?? 'Quizzes'} headingId={props.headingId ?? 'course-quizzes'} icon={QuizIcon}>
      {isPending ? <LoadingState label="Loading quizzes..." lines={2} /> : null}
      {error ? <ErrorState message={`Could not load quizzes. ${describeError(error)}`} onRetry={onRetry} /> : null}
      {quizzes && quizzes.length === 0 ? <EmptyState message={props.emptyMessage ?? 'This course has no quizzes.'} /> : null}
      {quizzes && quizzes.length > 0 ? (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {quizzes.map((quiz, index) => {
            const state = standing(quizCorrect[quiz.id]);
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
                data-state={state.label}
              >
                <Box flex="1" minW="0">
                  <Flex gap="2" align="center" wrap="wrap" mb="1">
                    <Text fontSize="xs" fontWeight="bold" color="gold.800" letterSpacing="wide">
                      QUIZ {index + 1} · {quiz.points} POINTS
                    </Text>
                    <Badge colorPalette={state.palette} variant="subtle" borderRadius="full">
                      {quizCorrect[quiz.id] === true ? <CheckCircleIcon /> : null}
                      {state.label}
                    </Badge>
                  </Flex>
                  <Text fontWeight="semibold" color="brand.900" overflowWrap="anywhere" {...contentLang(quiz.lang)}>
                    {quiz.question}
                  </Text>
                  <PointsPaid paid={quizPointsPaid[quiz.id]} correct={quizCorrect[quiz.id] === true} />
                </Box>
                <Button
                  size="sm"
                  colorPalette={state.action === 'Review' ? 'brand' : 'gold'}
                  variant={state.action === 'Review' ? 'outline' : 'solid'}
                  onClick={() => onOpen(quiz)}
                  aria-label={`${state.action}: quiz ${index + 1}`}
                >
                  {state.action}
                </Button>
              </Flex>
            );
          })}
        </Stack>
      ) : null}
    </Panel>
  );
}
