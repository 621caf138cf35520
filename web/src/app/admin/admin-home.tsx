/**
 * The admin home (docs/product.md#admin-home), where an administrator lands after logging in: the
 * drafts to finish, the fulfilment queue's waiting count and the insights' headline figures, each
 * with the link that acts on it, then the ways to Content, Insights and their own Today. It composes
 * the content manager's, the courses' and the insights' reads; the chart library stays with
 * /insights.
 */
import { Box, Button, Flex, Grid, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PageHeading } from '@/components/ui/page-heading';
import { Panel } from '@/components/ui/panel';
import { BookIcon, ChartIcon, FlameIcon, PencilIcon, TicketIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useQuizzes } from '@/features/content-manager/api/get-quizzes';
import { useFulfilmentQueue } from '@/features/content-manager/api/reward-writes';
import { drafts, oldestWaitingSince, waitingRedemptions } from '@/features/content-manager/section-summaries';
import { categoryLabel, formatDuration, useCourses } from '@/features/courses';
import { useInsights } from '@/features/insights/api/use-insights';
import { headlineFigures } from '@/features/insights/headline';
import { describeError } from '@/lib/api-client';
import type { Course, Quiz, User } from '@contract';

function ActionLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** What a draft has so far, so the admin sees what is missing before publishing. */
function draftFacts(course: Course, quizzes: Quiz[] | undefined): string {
  const video = course.videoPath ? 'video file' : course.videoUrl ? 'video link' : 'no video yet';
  const count = quizzes?.filter((quiz) => quiz.courseId === course.id).length;
  const quizLine = count === undefined ? null : count === 0 ? 'no quizzes yet' : `${count} ${count === 1 ? 'quiz' : 'quizzes'}`;
  return [categoryLabel[course.category], formatDuration(course.duration), video, quizLine].filter(Boolean).join(' · ');
}

/** How many drafts show before "Show all". */
const DRAFTS_SHOWN = 5;

function Drafts() {
  const courses = useCourses();
  const quizzes = useQuizzes();
  const [all, setAll] = useState(false);
  // The newest first: the one just written is the one most likely to be finished next.
  const waiting = courses.data ? [...drafts(courses.data)].sort((a, b) => b.id - a.id) : [];
  const shown = all ? waiting : waiting.slice(0, DRAFTS_SHOWN);
  return (
    <Panel title="Drafts to finish" headingId="admin-home-drafts" icon={PencilIcon}>
      {courses.isPending ? <LoadingState label="Loading the courses..." lines={2} /> : null}
      {courses.error ? <ErrorState message={`Could not load the courses. ${describeError(courses.error)}`} onRetry={() => void courses.refetch()} /> : null}
      {courses.data && waiting.length === 0 ? <EmptyState message="No drafts: every course is published." /> : null}
      {waiting.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Draft courses" data-testid="admin-home-drafts">
          {shown.map((course) => (
            <Flex as="li" key={course.id} gap="3" p="3" borderRadius="lg" borderWidth="1px" borderColor="brand.100" align="center" wrap="wrap">
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" color="brand.900" overflowWrap="anywhere">
                  {course.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {draftFacts(course, quizzes.data)}
                </Text>
              </Box>
              <Button asChild size="sm" colorPalette="brand" aria-label={`Finish ${course.title}`}>
                <RouterLink to={paths.contentManager.getHref('courses', course.id)}>Finish</RouterLink>
              </Button>
            </Flex>
          ))}
        </Stack>
      ) : null}
      <HStack mt="4" gap="3" wrap="wrap">
        {shown.length < waiting.length ? (
          <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setAll(true)}>
            Show all {waiting.length} drafts
          </Button>
        ) : null}
        <ActionLink to={paths.contentManager.getHref('courses')}>Create a course</ActionLink>
      </HStack>
    </Panel>
  );
}

function Fulfilment() {
  const queue = useFulfilmentQueue();
  const waiting = queue.data ? waitingRedemptions(queue.data).length : 0;
  const since = queue.data ? oldestWaitingSince(queue.data) : null;
  return (
    <Panel title="Fulfilment queue" headingId="admin-home-fulfilment" icon={TicketIcon}>
      {queue.isPending ? <LoadingState label="Loading the queue..." lines={1} /> : null}
      {queue.error ? <ErrorState message={`Could not load the fulfilment queue. ${describeError(queue.error)}`} onRetry={() => void queue.refetch()} /> : null}
      {queue.data ? (
        <Stack gap="3">
          <HStack gap="3" align="baseline">
            <Text fontSize="4xl" fontWeight="extrabold" color={waiting > 0 ? 'gold.700' : 'brand.800'} data-testid="admin-home-waiting">
              {waiting}
            </Text>
            <Text color="fg.muted">waiting to deliver</Text>
          </HStack>
          <Text>{since === null ? 'No redemption is waiting to be delivered.' : `The oldest has waited since ${since}.`}</Text>
          <ActionLink to={paths.contentManager.getHref('fulfilment')}>Open the queue</ActionLink>
        </Stack>
      ) : null}
    </Panel>
  );
}

function Headline() {
  const insights = useInsights();
  return (
    <Panel title="This week in numbers" headingId="admin-home-insights" icon={ChartIcon}>
      {insights.isPending ? <LoadingState label="Loading the insights..." lines={2} /> : null}
      {insights.isError ? <ErrorState message="The insights could not be loaded." onRetry={() => void insights.refetch()} /> : null}
      {insights.data ? (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="dl">
            {headlineFigures(insights.data).map((figure) => (
              <Box key={figure.id} p="3" borderRadius="lg" bg="brand.50" minW="0" data-testid={`admin-home-figure-${figure.id}`}>
                <Text as="dt" fontSize="sm" color="brand.800" fontWeight="semibold">
                  {figure.label}
                </Text>
                <Text as="dd" fontSize="2xl" fontWeight="extrabold" color="brand.900">
                  {figure.value}
                </Text>
                <Text as="dd" fontSize="xs" color="fg.muted">
                  {figure.note}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <ActionLink to={paths.insights.getHref()}>Open Insights</ActionLink>
        </Stack>
      ) : null}
    </Panel>
  );
}

const places = [
  { label: 'Content Manager', note: 'Courses, materials, quizzes, challenges, rewards', to: paths.contentManager.getHref(), icon: BookIcon },
  { label: 'Insights', note: 'Funnel, signups, tokens and retention, as charts and CSV', to: paths.insights.getHref(), icon: ChartIcon },
  { label: 'Dashboard', note: 'Your own learner day: stations, streak and league', to: paths.dashboard.getHref(), icon: FlameIcon },
];

export function AdminHome({ user }: { user: User }) {
  return (
    <Stack gap="6">
      <PageHeading title="Admin Home">Welcome back, {user.name}. What needs you first, then the week in numbers.</PageHeading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Drafts />
        <Fulfilment />
      </Grid>
      <Headline />
      <Stack as="nav" aria-label="Admin places" gap="3" direction={{ base: 'column', md: 'row' }}>
        {places.map(({ label, note, to, icon: PlaceIcon }) => (
          <Button key={to} asChild variant="outline" colorPalette="brand" h="auto" py="3" px="4" justifyContent="flex-start" flex="1" whiteSpace="normal">
            <RouterLink to={to}>
              <PlaceIcon boxSize="5" />
              <Box textAlign="start">
                <Text fontWeight="bold">{label}</Text>
                <Text fontSize="xs" fontWeight="normal" color="fg.muted">
                  {note}
                </Text>
              </Box>
            </RouterLink>
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
