/**
 * The course page (docs/product.md#courses): the course's video first (on a phone, right under the title),
 * then what the course is about, its progress, train journey, quizzes, materials and stats. Loading,
 * "Course not found." and load-failure states. Logged out, the course shows what it is (title,
 * description, duration, materials list) and the route's login prompt in place of its content.
 * Finishing the video and finishing the course are two moments (docs/product.md#moments).
 */
import { Box, Button, Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { celebrate } from '@/features/celebrations';
import { useT } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { OfflineNote } from '@/components/offline-note';
import { getCurrentUser } from '@/lib/current-user';
import type { User } from '@contract';

import { useCompleteCourse } from '../api/complete-course';
import { isCourseId, useCourse } from '../api/get-course';
import { getCourseMaterialsQueryOptions, useShownMaterials } from '../api/get-course-materials';
import { getCourseProgressQueryOptions, useCourseProgress } from '../api/get-course-progress';
import { getCourseQuizzesQueryOptions, useCourseQuizzes } from '../api/get-course-quizzes';
import { getCoursesQueryOptions, useCourses } from '../api/get-courses';
import { useResetCourseProgress } from '../api/reset-course-progress';
import type { Course, CourseProgress, Quiz, QuizAnswer } from '@contract';
import { contentLang } from '../content-lang';
import { courseCompletedMoment } from '../course-moment';
import { canMarkCompleted, canRetake, courseTotal, hasNoLesson, hasVideo, nextQuizAfter, quizPointsPaid, resetWorthOffering } from '../progress';
import { courseProgressView, noVideoLine } from '../progress-view';
import { CourseMeta } from './course-meta';
import { CourseQuizzes } from './course-quizzes';
import { CourseStats } from './course-stats';
import { MaterialsList } from './materials-list';
import { ProgressCard } from './progress-card';
import { useQuizFromLink } from '../quiz-link';
import { QuizModal } from './quiz-modal';
import { ResetConfirmDialog, ResetProgressSection } from './reset-course';
import { TrainJourney } from './train-journey';
import { VideoSection } from './video-section';

function BackToCourses({ variant = 'ghost' }: { variant?: 'ghost' | 'solid' }) {
  const t = useT();
  return (
    <Button asChild variant={variant} colorPalette="brand" size="sm" alignSelf="flex-start">
      <RouterLink to={paths.courses.getHref()}>{t('course.back')}</RouterLink>
    </Button>
  );
}

/** What the course is about: under the video for a learner, under the title for a visitor. */
function CourseDescription({ course }: { course: Pick<Course, 'description' | 'lang'> }) {
  return (
    <Box maxW="3xl">
      <Text color="fg.muted" fontSize="lg" whiteSpace="pre-line" data-testid="course-description" {...contentLang(course.lang)}>
        {course.description}
      </Text>
    </Box>
  );
}

/** The reset button that asked, repeated on the confirmation's button. */
const RESET_ACTION = { reset: 'course.reset.button', retake: 'course.retake' } as const;

function CourseContent({ course, user }: { course: Course; user: User }) {
  const t = useT();
  const progressQuery = useCourseProgress(user.id, course.id);
  const quizzesQuery = useCourseQuizzes(course.id);
  const { data: materials } = useShownMaterials(course.id);
  const courses = useCourses().data;
  const [started, setStarted] = useState(false);
  // The reset button that asked ("Reset Progress" or "Retake Course"), while its confirmation is open.
  const [resetAsked, setResetAsked] = useState<keyof typeof RESET_ACTION | null>(null);
  const queryClient = useQueryClient();
  const [openQuiz, setOpenQuiz] = useState<{ quiz: Quiz; previous: boolean | undefined; retry?: boolean } | null>(null);
  // Read when a celebration's button is pressed: the list as it is then, not as it was at the click that started it.
  const latestQuizzes = useRef<Quiz[]>([]);
  latestQuizzes.current = quizzesQuery.data ?? [];
  const latestRewardPaid = useRef<CourseProgress['rewardPaid']>(null);
  latestRewardPaid.current = progressQuery.data?.rewardPaid ?? null;
  // The course's total when the quiz modal last showed a question: an answer that takes it to 100 finished the course.
  const totalBeforeAnswer = useRef(0);
  const showQuiz = (quiz: Quiz | null, previous: boolean | undefined = undefined, retry = false) => {
    totalBeforeAnswer.current = courseTotal(getCurrentUser() ?? user, course.id);
    setOpenQuiz(quiz ? { quiz, previous, retry } : null);
  };
  const openNextQuiz = (after: number | null) => {
    const next = nextQuizAfter(latestQuizzes.current, after, getCurrentUser()?.quizCorrect ?? user.quizCorrect);
    showQuiz(next);
    return next;
  };
  const celebrateCourse = (rewardPaid: CourseProgress['rewardPaid'], after: User) =>
    celebrate(courseCompletedMoment({ course, rewardPaid, quizzes: latestQuizzes.current, user: after, courses }));
  // The video finished (the next quiz as the next step) or the whole course (docs/product.md#moments).
  const complete = useCompleteCourse(user.id, course, (response, text) => {
    if (response.progress.total >= 100) return celebrateCourse(response.progress.rewardPaid, response.user);
    const quizLeft = nextQuizAfter(latestQuizzes.current, null, response.user.quizCorrect);
    celebrate({
      kind: 'video',
      title: text.title,
      description: text.description,
      tokens: response.tokensEarned,
      points: response.pointsEarned,
      next: quizLeft ? { label: t('course.next.quiz'), onSelect: () => openNextQuiz(null) } : { label: t('course.next.courses'), to: paths.courses.getHref() },
    });
  });
  // The last right answer finished the course: its moment waits until the quiz modal closes. In a
  // course without a video that answer completed it and paid its reward (`courseCompleted`).
  const onQuizResult = (result: QuizAnswer) => {
    if (result.courseCompleted) queryClient.setQueryData(getCourseProgressQueryOptions(user.id, course.id).queryKey, result.courseCompleted);
    if (totalBeforeAnswer.current < 100 && courseTotal(result.user, course.id) >= 100) {
      totalBeforeAnswer.current = 100;
      celebrateCourse(result.courseCompleted?.rewardPaid ?? latestRewardPaid.current, result.user);
    }
  };
  const reset = useResetCourseProgress(user.id, course.id, () => {
    setStarted(false);
    setResetAsked(null);
  });
  useQuizFromLink(quizzesQuery.data, (quiz) => setOpenQuiz({ quiz, previous: user.quizCorrect[quiz.id] }));

  const progress = progressQuery.data;
  const quizzes = quizzesQuery.data ?? [];
  const withVideo = hasVideo(course);
  // The one progress the bar and the train read: the server's total, in the user every answer,
  // completion and reset returns (docs/product.md#courses).
  const view = courseProgressView({ hasVideo: withVideo, progress, quizzes, quizCorrect: user.quizCorrect, total: courseTotal(user, course.id), started });
  const { correct, total } = view;
  const ready = progress !== undefined && quizzesQuery.data !== undefined;
  // The journey and the progress card need both the progress and the quiz list.
  const loadError = progressQuery.error ?? quizzesQuery.error;
  const retryLoad = () => {
    if (progressQuery.error) void progressQuery.refetch();
    if (quizzesQuery.error) void quizzesQuery.refetch();
  };
  const pointsAvailable = quizzes.reduce((sum, item) => sum + item.points, 0);
  // What the quizzes paid, not what their right answers would be worth (docs/product.md#points-for-knowing).
  const pointsEarned = quizPointsPaid(quizzes, user.quizPointsPaid);
  const quizNumber = openQuiz ? quizzes.findIndex((item) => item.id === openQuiz.quiz.id) + 1 : 0;

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
      templateAreas={{
        // Starting over last, far from the progress bar (docs/product.md#courses).
        base: `"video" "about" "progress" "journey" "main" "stats" "reset"`,
        // Two columns, each its own stack: the video, about, journey and quizzes on the left, the progress
        // card and the stats under it on the right ("side"), so neither column's height opens a gap in
        // the other (rows shared by both left blank space under a course's one-line "no video").
        lg: `"video side" "about side" "journey side" "main side" "reset reset"`,
      }}
      // The last left row flexible: a side column taller than the left one stretches it, not the rows above.
      templateRows={{ lg: 'auto auto auto 1fr auto' }}
      gap="6"
      alignItems="start"
    >
      <GridItem area="video">
        {/* Offline: said once for the page; each material says only that it opens once back online (material-file-links.tsx). */}
        <OfflineNote testId="course-offline" mb="4">
          {t('course.offline')}
        </OfflineNote>
        <VideoSection
          userId={user.id}
          course={course}
          watchTime={progress?.watchTime ?? 0}
          percent={progress?.percent}
          completed={progress?.isCompleted ?? false}
          completing={complete.isPending}
          onWatched={() => complete.mutate()}
          noVideoText={noVideoLine(materials?.length, quizzesQuery.data?.length)}
          // Watched through (at least the share Mark as Completed asks for): completed as if it were pressed.
          onFinished={(recorded) => {
            if (!complete.isPending && canMarkCompleted(course, recorded ?? progress, { count: quizzes.length, correct }, materials?.length)) complete.mutate();
          }}
        />
      </GridItem>
      <GridItem area="about">
        <CourseDescription course={course} />
      </GridItem>
      {/* On a phone its cards take their own places in the page's order (display: contents); from lg a column. */}
      <Box gridArea="side" display={{ base: 'contents', lg: 'flex' }} flexDirection="column" gap="6">
        <GridItem area="progress">
          {loadError ? (
            <ErrorState message={t('course.progressFailed', { reason: errorText(t, loadError) })} onRetry={retryLoad} />
          ) : ready ? (
            <ProgressCard
              view={view}
              materialCount={materials?.length}
              showMarkCompleted={canMarkCompleted(course, progress, { count: quizzes.length, correct }, materials?.length)}
              showRetake={canRetake(total)}
              completing={complete.isPending}
              resetting={reset.isPending}
              onMarkCompleted={() => complete.mutate()}
              onRetake={() => setResetAsked('retake')}
            />
          ) : (
            <LoadingState label={t('course.progressLoading')} lines={2} />
          )}
        </GridItem>
        <GridItem area="stats">
          <CourseStats
            duration={course.duration}
            materialCount={materials?.length}
            pointsAvailable={pointsAvailable}
            pointsEarned={pointsEarned}
            lessonless={hasNoLesson(withVideo, quizzesQuery.data?.length, materials?.length)}
          />
        </GridItem>
      </Box>
      <GridItem area="journey">
        {loadError ? (
          <ErrorState message={t('course.journeyFailed', { reason: errorText(t, loadError) })} onRetry={retryLoad} />
        ) : ready ? (
          <TrainJourney
            journey={view.journey}
            hasVideo={withVideo}
            correct={correct}
            quizCount={view.quizCount}
            materialCount={materials?.length}
            started={started}
            onStart={() => setStarted(true)}
            onRestart={() => setStarted(false)}
          />
        ) : (
          <LoadingState label={t('course.journeyLoading')} lines={2} />
        )}
      </GridItem>
      <GridItem area="main">
        <Stack gap="6">
          <CourseQuizzes
            quizzes={quizzesQuery.data}
            isPending={quizzesQuery.isPending}
            error={quizzesQuery.error}
            onRetry={() => void quizzesQuery.refetch()}
            quizCorrect={user.quizCorrect}
            quizPointsPaid={user.quizPointsPaid}
            quizRevealed={user.quizRevealed}
            onOpen={(item, retry) => showQuiz(item, user.quizCorrect[item.id], retry)}
          />
          {/* The line where the video would be already says "no materials": the empty list would say it twice. */}
          {!withVideo && materials?.length === 0 && quizzesQuery.data !== undefined ? null : <MaterialsList courseId={course.id} />}
        </Stack>
      </GridItem>
      {ready && !canRetake(total) && resetWorthOffering(progress, quizzes, user.quizCorrect) ? (
        <GridItem area="reset">
          <ResetProgressSection onAsk={() => setResetAsked('reset')} resetting={reset.isPending} />
        </GridItem>
      ) : null}
      <ResetConfirmDialog
        open={resetAsked !== null}
        action={t(RESET_ACTION[resetAsked ?? 'reset'])}
        resetting={reset.isPending}
        onConfirm={() => reset.mutate()}
        onClose={() => setResetAsked(null)}
      />
      <QuizModal
        quiz={openQuiz?.quiz ?? null}
        number={quizNumber}
        userId={user.id}
        previous={openQuiz?.previous}
        retry={openQuiz?.retry}
        learner={user}
        onClose={() => setOpenQuiz(null)}
        where={course.title}
        page={paths.course.getHref(course.id)}
        nextLabel={(quizCorrect) => (openQuiz && nextQuizAfter(quizzes, openQuiz.quiz.id, quizCorrect) ? t('course.next.quiz') : null)}
        onNext={() => openNextQuiz(openQuiz?.quiz.id ?? null)}
        onResult={onQuizResult}
      />
    </Grid>
  );
}

interface CourseScreenProps {
  courseId: number;
  /** Logged out (null): the course's title, description, duration and materials list, and `gate` instead of its content. */
  user: User | null;
  gate?: ReactNode;
}

/**
 * What a signed-in learner's course content reads beside the course (its progress, quizzes and
 * materials, and the course list for the next course), asked for together with the course instead
 * of once the course has arrived: one round trip less before the page fills on a phone
 * (docs/performance.md, "Speed on a mid-range phone"). A failed read stays in the cache and the part
 * that shows it asks again and says so.
 */
function useCoursePartsAhead(courseId: number, userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || !isCourseId(courseId)) return;
    void queryClient.prefetchQuery(getCourseProgressQueryOptions(userId, courseId));
    void queryClient.prefetchQuery(getCourseQuizzesQueryOptions(courseId));
    void queryClient.prefetchQuery(getCourseMaterialsQueryOptions(courseId));
    void queryClient.prefetchQuery(getCoursesQueryOptions());
  }, [queryClient, courseId, userId]);
}

export function CourseScreen({ courseId, user, gate }: CourseScreenProps) {
  const t = useT();
  const { data: course, isPending, error, refetch } = useCourse(courseId);
  useCoursePartsAhead(courseId, user?.id);
  const validId = isCourseId(courseId);
  if (validId && isPending) return <LoadingState label={t('course.loading')} />;
  if (!validId || (error instanceof ApiError && error.status === 404)) {
    return (
      <ErrorScreen title={t('course.notFound.title')} message={t('course.notFound.message')}>
        <BackToCourses variant="solid" />
      </ErrorScreen>
    );
  }
  if (!course) {
    return (
      <ErrorScreen title={t('course.loadFailed')} message={errorText(t, error)} onRetry={() => void refetch()}>
        <BackToCourses />
      </ErrorScreen>
    );
  }
  return (
    <Stack gap="6">
      <Stack gap="3">
        <BackToCourses />
        <CourseMeta course={course} />
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.800" {...contentLang(course.lang)}>
          {course.title}
        </Heading>
      </Stack>
      {user ? (
        <CourseContent course={course} user={user} />
      ) : (
        <Stack gap="6" maxW="3xl">
          <CourseDescription course={course} />
          {gate}
          <MaterialsList courseId={course.id} locked />
        </Stack>
      )}
    </Stack>
  );
}
