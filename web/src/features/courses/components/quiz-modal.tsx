/**
 * The quiz modal (docs/product.md#courses): choose one of four answers, submit (disabled until one is chosen), then
 * the result: correct or incorrect, the correct letter and text, the explanation and the points
 * earned; a wrong answer's verdict is short (the title and the answer given), what to do next comes
 * under the explanation, in one short note, so a wrong answer's result fits a phone's screen without
 * scrolling in the common case. Reset & Retry forgets the answer and asks again; it counts for progress
 * but not for points (docs/product.md#points-for-knowing). The header says what this attempt is
 * worth (../quiz-worth.ts): the quiz's points, "points already earned", or "no points this time". The answer key arrives only with the result; an
 * answered quiz opened again shows the same result view from the server's review of the answer.
 * The result is the answer's only feedback (no toast); a right answer counts its points up and offers
 * the next step (Next quiz; Close when none is left); celebrations wait while the modal is open
 * (docs/product.md#moments). An answer given offline is saved on the device: the modal says so
 * instead of staying on the question, and shows the result if it is still open when the answer is
 * sent (otherwise the app shows it as a moment of its own: app/moments.tsx). The question, its
 * choices and the explanation are content (as the database has them, in their own direction); the
 * frame, buttons, verdicts and notes speak the screen's language.
 */
import { Box, Button, Circle, Flex, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';

import { quizName } from '@/lib/action-labels';
import { onActionSent, QueuedOfflineError } from '@/lib/offline-queue';
import { dismissToast } from '@/lib/toast';

import { CheckCircleIcon, RestartIcon } from '@/components/ui/icons';
import { ModalBody, ModalDialog, ModalFooter, ModalHeader } from '@/components/ui/modal-dialog';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { holdCelebrations } from '@/features/celebrations';
import { useCountUp } from '@/hooks/use-count-up';
import { formatNumber, isolate, useT, type Translate } from '@/i18n';
import { errorText } from '@/lib/error-text';

import { AFTER_REVEAL_NOTE, ALREADY_EARNED_NOTE, answerToast, RETRY_NOTE, useAnswerQuiz } from '../api/answer-quiz';
import { useQuizReview } from '../api/get-quiz-review';
import { useResetQuiz } from '../api/reset-quiz';
import { quizAnswerSchema, type Quiz, type QuizAnswer } from '@contract';
import { contentLang } from '../content-lang';
import { choiceLetter } from '../format';
import { quizLink } from '../quiz-link';
import { QUIZ_EYEBROW, quizWorth } from '../quiz-worth';

interface QuizModalProps {
  quiz: Quiz | null;
  /** 1-based position of the quiz in the course (or in the dashboard's quick quizzes). */
  number: number;
  userId: string;
  /** The learner's standing before this visit: true correct, false incorrect, undefined unanswered. */
  previous: boolean | undefined;
  /**
   * Opened by a wrong answer's Try Again: straight on the question, one tap (the new answer replaces
   * the wrong one), the header still saying what the shown answer made it worth.
   */
  retry?: boolean;
  onClose: () => void;
  /** After a right answer: the next step's label (from the learner's answers after it) and action; null when Close is the next step. */
  nextLabel?: (quizCorrect: QuizAnswer['user']['quizCorrect']) => string | null;
  onNext?: () => void;
  /** Every answer the server took (the course page celebrates the answer that completes its course). */
  onResult?: (result: QuizAnswer) => void;
  /** Where the quiz is, as the learner knows it: the course's title, or "Quick Quizzes". */
  where: string;
  /** The page that lists the quiz (`?quiz=<id>` on it opens the quiz again: ../quiz-link.ts). */
  page: string;
  /** What the learner's quizzes paid and which answers they were shown (the header's worth: ../quiz-worth.ts). */
  learner: Pick<QuizAnswer['user'], 'quizPointsPaid' | 'quizRevealed'>;
}

type BodyProps = Omit<QuizModalProps, 'quiz'> & { quiz: Quiz };

interface ChoiceViewProps extends BodyProps {
  onAnswered: (result: QuizAnswer, answer: number) => void;
  /** The answer was saved on the device to send later (its Idempotency-Key). */
  onSaved: (key: string, answer: number) => void;
}

function ChoiceView({ quiz, number, userId, where, page, onClose, onAnswered, onSaved }: ChoiceViewProps) {
  const t = useT();
  const [selected, setSelected] = useState<string | null>(null);
  const answer = useAnswerQuiz(userId, { name: quizName(number), where, to: quizLink(page, quiz.id) });
  const groupLabel = useId();
  const submit = () => {
    if (selected === null) return;
    const choice = Number(selected);
    // The answer's result is the feedback now: "Quiz Reset!" from the retry must not stay over it.
    dismissToast();
    answer.mutate(
      { quizId: quiz.id, answer: choice },
      {
        onSuccess: (result) => onAnswered(result, choice),
        onError: (error) => (error instanceof QueuedOfflineError ? onSaved(error.key, choice) : undefined),
      },
    );
  };
  return (
    <>
      <ModalBody>
        <Text id={groupLabel} srOnly>
          {t('quiz.choose')}
        </Text>
        <RadioGroup.Root
          value={selected}
          onValueChange={(details) => setSelected(details.value)}
          aria-labelledby={groupLabel}
          colorPalette="brand"
          disabled={answer.isPending}
        >
          <Stack gap="2">
            {quiz.choices.map((choice, index) => (
              <RadioGroup.Item
                key={index}
                value={String(index)}
                p="3"
                borderWidth="2px"
                borderRadius="lg"
                borderColor={selected === String(index) ? 'brand.500' : 'gray.200'}
                bg={selected === String(index) ? 'brand.50' : 'white'}
                cursor="pointer"
                alignItems="center"
                gap="3"
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText display="flex" gap="2" alignItems="baseline" fontSize="md">
                  {/* "A." (Arabic "أ."), isolated so it takes its own letters' direction whatever the choice's. */}
                  <Text as="bdi" fontWeight="extrabold" color="brand.700">
                    {`${choiceLetter(index)}.`}
                  </Text>
                  <span {...contentLang(quiz.lang)}>{choice}</span>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </ModalBody>
      <ModalFooter>
        <Button variant="outline" onClick={onClose}>
          {t('quiz.cancel')}
        </Button>
        <Button colorPalette="brand" disabled={selected === null} loading={answer.isPending} loadingText={t('quiz.checking')} onClick={submit}>
          {t('quiz.submit')}
        </Button>
      </ModalFooter>
    </>
  );
}

type Result = Pick<QuizAnswer, 'correct' | 'correctAnswer' | 'explanation' | 'pointsEarned' | 'afterReveal' | 'lang'>;

/** What a right answer earned: the points, or why none (docs/product.md#points-for-knowing). */
function pointsLine(t: Translate, result: Result, chosen: number, review: boolean): string {
  if (result.pointsEarned > 0) return t('quiz.earned', { points: result.pointsEarned });
  if (result.afterReveal) return t(AFTER_REVEAL_NOTE);
  return review ? t('quiz.reviewEarned', { letter: isolate(choiceLetter(chosen)) }) : t(ALREADY_EARNED_NOTE);
}

/** The points line; fresh points count up from 0 (at once under reduced motion). */
function PointsLine({ result, chosen, review }: { result: Result; chosen: number; review: boolean }) {
  const t = useT();
  const { shown, counting } = useCountUp(result.pointsEarned, { from: review ? undefined : 0 });
  const text = pointsLine(t, result, chosen, review);
  return (
    <Text
      data-testid="quiz-points-earned"
      data-after-reveal={result.afterReveal}
      data-counting={counting}
      fontWeight={result.pointsEarned > 0 ? 'bold' : undefined}
    >
      {counting ? (
        <>
          <span aria-hidden="true">{t('quiz.earned', { points: shown })}</span>
          <Text as="span" srOnly>
            {text}
          </Text>
        </>
      ) : (
        text
      )}
    </Text>
  );
}

function ResultPanel({ quiz, result, chosen, review = false }: { quiz: Quiz; result: Result; chosen: number; review?: boolean }) {
  const t = useT();
  const correctText = quiz.choices[result.correctAnswer] ?? '';
  return (
    // Tight on a phone: the verdict, the correct answer, the explanation and the note fit a 390×844 screen above the footer.
    <Stack gap="3" data-testid="quiz-result" data-correct={result.correct}>
      <Flex
        gap="3"
        align="center"
        p="3"
        borderRadius="xl"
        bg={result.correct ? 'brand.50' : 'red.50'}
        color={result.correct ? 'brand.800' : 'red.800'}
        role="status"
      >
        <Circle size="9" bg={result.correct ? 'brand.600' : 'red.600'} color="white" flexShrink={0} aria-hidden="true">
          {result.correct ? <CheckCircleIcon boxSize="5" /> : <Text fontWeight="extrabold">✕</Text>}
        </Circle>
        <Box minW="0">
          <Text fontSize="lg" fontWeight="extrabold" lineHeight="short">
            {result.correct ? t('quiz.correct') : review ? t('quiz.incorrect') : answerToast(result).title}
          </Text>
          {result.correct ? (
            <PointsLine result={result} chosen={chosen} review={review} />
          ) : (
            <Text fontSize="sm">
              {t('quiz.yourAnswer')} <LetteredChoice index={chosen} text={quiz.choices[chosen]} lang={quiz.lang} />
            </Text>
          )}
        </Box>
      </Flex>
      {/* The label beside a short answer, above a long one. */}
      <Flex columnGap="2" wrap="wrap" align="baseline">
        <Text fontSize="sm" fontWeight="bold" color="fg.muted">
          {t('quiz.correctAnswer')}
        </Text>
        <Text fontWeight="semibold" data-testid="quiz-correct-answer">
          <LetteredChoice index={result.correctAnswer} text={correctText} lang={quiz.lang} />
        </Text>
      </Flex>
      {result.explanation ? (
        <Box p="3" borderRadius="lg" bg="gold.50" borderInlineStartWidth="4px" borderColor="gold.400">
          <Text fontSize="sm" fontWeight="bold" color="gold.900">
            {t('quiz.explanation')}
          </Text>
          <Text {...contentLang(result.lang ?? quiz.lang)}>{result.explanation}</Text>
        </Box>
      ) : null}
      {result.correct ? null : (
        // What the learner can do next, under what they need to read first (the verdict above stays short): one note, not two.
        <Text fontSize="sm" color="fg.muted" data-testid="quiz-next-note">
          {review ? null : <>{answerToast(result).description} </>}
          <span data-testid="quiz-retry-note">{t(RETRY_NOTE)}</span>
        </Text>
      )}
    </Stack>
  );
}

/**
 * An answer saved offline: said in place of the question (docs/product.md#moments). When the queue
 * sends it while the modal is still open, its result shows here, and no other moment repeats it.
 */
function SavedOffline({ savedKey, onSent, onClose }: { savedKey: string; onSent: (result: QuizAnswer) => void; onClose: () => void }) {
  const t = useT();
  const sent = useRef(onSent);
  sent.current = onSent;
  useEffect(
    () =>
      onActionSent((action, answer) => {
        if (action.key !== savedKey) return false;
        const result = quizAnswerSchema.safeParse(answer);
        if (!result.success) return false;
        sent.current(result.data);
        return true;
      }),
    [savedKey],
  );
  return (
    <>
      <ModalBody>
        <Stack gap="2" p="4" borderRadius="xl" bg="brand.50" color="brand.900" role="status" data-testid="quiz-saved-offline">
          <Text fontWeight="bold">{t('quiz.savedOffline')}</Text>
          <Text fontSize="sm">{t('quiz.savedOfflineText')}</Text>
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button colorPalette="brand" onClick={onClose} autoFocus>
          {t('quiz.close')}
        </Button>
      </ModalFooter>
    </>
  );
}

/** An answered quiz opened again: the server's review of the answer, in the result view. */
function PreviousAnswer({ quiz, userId, previous }: { quiz: Quiz; userId: string; previous: boolean | undefined }) {
  const t = useT();
  const review = useQuizReview(userId, quiz.id, previous !== undefined);
  return (
    <Stack gap="4">
      <Text role="status" data-testid="quiz-previous">
        {t(previous ? 'quiz.previousRight' : 'quiz.previousWrong')}
      </Text>
      {review.data ? (
        <ResultPanel
          quiz={quiz}
          result={{ ...review.data, pointsEarned: 0, afterReveal: review.data.correct && !review.data.pointsPaid }}
          chosen={review.data.answer}
          review
        />
      ) : review.error ? (
        <ErrorState message={t('quiz.reviewFailed', { reason: errorText(t, review.error) })} onRetry={() => void review.refetch()} />
      ) : (
        <LoadingState label={t('quiz.reviewLoading')} lines={2} />
      )}
    </Stack>
  );
}

/** The quiz's number, what this attempt is worth, and the question. */
function QuizHeader({ quiz, number, worth }: { quiz: Quiz; number: number; worth: ReturnType<typeof quizWorth> }) {
  const t = useT();
  return (
    <ModalHeader
      eyebrow={
        <span data-testid="quiz-worth" data-worth={worth}>
          {t(QUIZ_EYEBROW[worth], { number: formatNumber(number), points: quiz.points })}
        </span>
      }
      title={
        // A block, so a question in another direction than the page's is aligned as its own words go.
        <Box as="span" display="block" {...contentLang(quiz.lang)}>
          {quiz.question}
        </Box>
      }
    />
  );
}

function QuizModalBody(props: BodyProps) {
  const { quiz, userId, onClose, nextLabel, onNext } = props;
  const t = useT();
  // The standing when the modal opened; the live user changes under us as soon as we answer.
  const [previous, setPrevious] = useState(props.retry && props.previous === false ? undefined : props.previous);
  const [opened] = useState(() => ({
    previous: props.previous,
    paid: (props.learner.quizPointsPaid[quiz.id] ?? 0) > 0,
    revealed: props.learner.quizRevealed[quiz.id] === true,
  }));
  const [outcome, setOutcome] = useState<{ result: QuizAnswer; chosen: number } | null>(null);
  const [saved, setSaved] = useState<{ key: string; chosen: number } | null>(null);
  // A wrong answer in this visit showed the answer: from then on an attempt pays no points.
  const [revealedHere, setRevealedHere] = useState(false);
  const worth = quizWorth({ paidBefore: opened.paid, revealedBefore: opened.revealed, previous: opened.previous, revealedHere });
  const header = <QuizHeader quiz={quiz} number={props.number} worth={worth} />;
  const took = (result: QuizAnswer, chosen: number) => {
    setOutcome({ result, chosen });
    if (!result.correct) setRevealedHere(true);
    props.onResult?.(result);
  };
  const reset = useResetQuiz(userId);
  const retry = () =>
    reset.mutate(quiz.id, {
      onSuccess: () => {
        setOutcome(null);
        setPrevious(undefined);
      },
    });
  const wrong = outcome ? !outcome.result.correct : previous === false;
  const next = outcome?.result.correct && nextLabel && onNext ? nextLabel(outcome.result.user.quizCorrect) : null;

  if (!outcome && saved) {
    return (
      <>
        {header}
        <SavedOffline savedKey={saved.key} onSent={(result) => took(result, saved.chosen)} onClose={onClose} />
      </>
    );
  }
  if (!outcome && previous === undefined) {
    return (
      <>
        {header}
        <ChoiceView {...props} onAnswered={took} onSaved={(key, chosen) => setSaved({ key, chosen })} />
      </>
    );
  }
  return (
    <>
      {header}
      <ModalBody>
        {outcome ? (
          <ResultPanel quiz={quiz} result={outcome.result} chosen={outcome.chosen} />
        ) : (
          <PreviousAnswer quiz={quiz} userId={userId} previous={previous} />
        )}
      </ModalBody>
      <ModalFooter>
        {/* One button per act: with no next step, Close is it (a "Back to your course" beside it did the same). */}
        <Button variant={next || wrong || !outcome ? 'outline' : 'solid'} colorPalette="brand" onClick={onClose} autoFocus={Boolean(outcome) && !next}>
          {t('quiz.close')}
        </Button>
        {next ? (
          <Button colorPalette="brand" onClick={onNext} data-testid="quiz-next" autoFocus>
            {next}
          </Button>
        ) : null}
        {wrong ? (
          <Button colorPalette="gold" onClick={retry} loading={reset.isPending} loadingText={t('quiz.resetting')}>
            <RestartIcon /> {t('quiz.resetRetry')}
          </Button>
        ) : null}
      </ModalFooter>
    </>
  );
}

export function QuizModal(props: QuizModalProps) {
  const { quiz, onClose } = props;
  const open = quiz !== null;
  // A celebration (an achievement the answer unlocked) waits until the modal closes.
  useEffect(() => (open ? holdCelebrations() : undefined), [open]);
  return (
    <ModalDialog open={quiz !== null} onClose={onClose} testId="quiz-modal">
      {quiz ? <QuizModalBody key={quiz.id} {...props} quiz={quiz} /> : null}
    </ModalDialog>
  );
}

/**
 * "A. the choice" as the choice list shows it: the choice takes the content's own direction, found from
 * its words (the letter, isolated, is skipped by `dir="auto"`), so an Arabic choice reads "أ." first, at
 * its right, and not "… أ." with the letter at the far end; the isolate takes its letter's direction, so
 * its period follows the letter in either script.
 */
function LetteredChoice({ index, text, lang }: { index: number; text: string | undefined; lang: Parameters<typeof contentLang>[0] }) {
  return (
    <span {...contentLang(lang)} data-testid="quiz-lettered-choice">
      <bdi>{`${choiceLetter(index)}.`}</bdi> {text}
    </span>
  );
}
