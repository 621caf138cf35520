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
import { drafts, waitingRedemptions } from '@/features/content-manager/section-summaries';
import { formatDuration, useCourses } from '@/features/courses';
import { categoryName } from '@/features/courses/format';
import { useInsights } from '@/features/insights/api/use-insights';
import { headlineFigures } from '@/features/insights/headline';
import { formatDate, formatNumber, useT, type MessageId, type Translate } from '@/i18n';
import { errorText } from '@/lib/error-text';
import type { Course, QueuedRedemption, Quiz, User } from '@contract';

function ActionLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** What a draft has so far, so the admin sees what is missing before publishing. */
function draftFacts(t: Translate, course: Course, quizzes: Quiz[] | undefined): string {
  const video = t(course.videoPath ? 'admin.drafts.videoFile' : course.videoUrl ? 'admin.drafts.videoLink' : 'admin.drafts.noVideo');
  const count = quizzes?.filter((quiz) => quiz.courseId === course.id).length;
  const quizLine = count === undefined ? null : count === 0 ? t('admin.drafts.noQuizzes') : t('admin.drafts.quizzes', { count });
  return [t(categoryName[course.category]), formatDuration(course.duration), video, quizLine].filter(Boolean).join(' · ');
}

/** The day the longest-waiting redemption was made ("Nov 20", "20 nov"), in the screen's language; null when none waits. */
function oldestWaitingDay(queue: readonly QueuedRedemption[]): string | null {
  const waiting = waitingRedemptions(queue);
  if (waiting.length === 0) return null;
  const oldest = waiting.reduce((first, entry) => (entry.createdAt < first.createdAt ? entry : first));
  return formatDate(oldest.createdAt, undefined, { month: 'short', day: 'numeric' });
}

/** How many drafts show before "Show all". */
const DRAFTS_SHOWN = 5;

function Drafts() {
  const t = useT();
  const courses = useCourses();
  const quizzes = useQuizzes();
  const [all, setAll] = useState(false);
  // The newest first: the one just written is the one most likely to be finished next.
  const waiting = courses.data ? [...drafts(courses.data)].sort((a, b) => b.id - a.id) : [];
  const shown = all ? waiting : waiting.slice(0, DRAFTS_SHOWN);
  return (
    <Panel title={t('admin.drafts.title')} headingId="admin-home-drafts" icon={PencilIcon}>
      {courses.isPending ? <LoadingState label={t('admin.drafts.loading')} lines={2} /> : null}
      {courses.error ? (
        <ErrorState message={t('admin.drafts.loadFailed', { reason: errorText(t, courses.error) })} onRetry={() => void courses.refetch()} />
      ) : null}
      {courses.data && waiting.length === 0 ? <EmptyState message={t('admin.drafts.none')} /> : null}
      {waiting.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('admin.drafts.list')} data-testid="admin-home-drafts">
          {shown.map((course) => (
            <Flex as="li" key={course.id} gap="3" p="3" borderRadius="lg" borderWidth="1px" borderColor="brand.100" align="center" wrap="wrap">
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" color="brand.900" overflowWrap="anywhere">
                  {course.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {draftFacts(t, course, quizzes.data)}
                </Text>
              </Box>
              <Button asChild size="sm" colorPalette="brand" aria-label={t('admin.drafts.finishLabel', { title: course.title })}>
                <RouterLink to={paths.contentManager.getHref('courses', course.id)}>{t('admin.drafts.finish')}</RouterLink>
              </Button>
            </Flex>
          ))}
        </Stack>
      ) : null}
      <HStack mt="4" gap="3" wrap="wrap">
        {shown.length < waiting.length ? (
          <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setAll(true)}>
            {t('admin.drafts.showAll', { count: waiting.length })}
          </Button>
        ) : null}
        <ActionLink to={paths.contentManager.getHref('courses')}>{t('admin.drafts.create')}</ActionLink>
      </HStack>
    </Panel>
  );
}

function Fulfilment() {
  const t = useT();
  const queue = useFulfilmentQueue();
  const waiting = queue.data ? waitingRedemptions(queue.data).length : 0;
  const since = queue.data ? oldestWaitingDay(queue.data) : null;
  return (
    <Panel title={t('admin.fulfilment.title')} headingId="admin-home-fulfilment" icon={TicketIcon}>
      {queue.isPending ? <LoadingState label={t('admin.fulfilment.loading')} lines={1} /> : null}
      {queue.error ? (
        <ErrorState message={t('admin.fulfilment.loadFailed', { reason: errorText(t, queue.error) })} onRetry={() => void queue.refetch()} />
      ) : null}
      {queue.data ? (
        <Stack gap="3">
          <HStack gap="3" align="baseline">
            <Text fontSize="4xl" fontWeight="extrabold" color={waiting > 0 ? 'gold.700' : 'brand.800'} data-testid="admin-home-waiting">
              {formatNumber(waiting)}
            </Text>
            <Text color="fg.muted">{t('admin.fulfilment.waiting')}</Text>
          </HStack>
          <Text>{since === null ? t('admin.fulfilment.none') : t('admin.fulfilment.since', { date: since })}</Text>
          <ActionLink to={paths.contentManager.getHref('fulfilment')}>{t('admin.fulfilment.open')}</ActionLink>
        </Stack>
      ) : null}
    </Panel>
  );
}

function Headline() {
  const t = useT();
  const insights = useInsights();
  return (
    <Panel title={t('admin.headline.title')} headingId="admin-home-insights" icon={ChartIcon}>
      {insights.isPending ? <LoadingState label={t('admin.headline.loading')} lines={2} /> : null}
      {insights.isError ? <ErrorState message={t('insights.loadFailed')} onRetry={() => void insights.refetch()} /> : null}
      {insights.data ? (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="dl">
            {headlineFigures(t, insights.data).map((figure) => (
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
          <ActionLink to={paths.insights.getHref()}>{t('admin.headline.open')}</ActionLink>
        </Stack>
      ) : null}
    </Panel>
  );
}

const places: ReadonlyArray<{ label: MessageId; note: MessageId; to: string; icon: typeof BookIcon }> = [
  { label: 'admin.places.contentManager', note: 'admin.places.contentManagerNote', to: paths.contentManager.getHref(), icon: BookIcon },
  { label: 'admin.places.insights', note: 'admin.places.insightsNote', to: paths.insights.getHref(), icon: ChartIcon },
  { label: 'admin.places.dashboard', note: 'admin.places.dashboardNote', to: paths.dashboard.getHref(), icon: FlameIcon },
];

export function AdminHome({ user }: { user: User }) {
  const t = useT();
  return (
    <Stack gap="6">
      <PageHeading title={t('admin.home.title')}>{t('admin.home.welcome', { name: user.name })}</PageHeading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Drafts />
        <Fulfilment />
      </Grid>
      <Headline />
      <Stack as="nav" aria-label={t('admin.places.title')} gap="3" direction={{ base: 'column', md: 'row' }}>
        {places.map(({ label, note, to, icon: PlaceIcon }) => (
          <Button key={to} asChild variant="outline" colorPalette="brand" h="auto" py="3" px="4" justifyContent="flex-start" flex="1" whiteSpace="normal">
            <RouterLink to={to}>
              <PlaceIcon boxSize="5" />
              <Box textAlign="start">
                <Text fontWeight="bold">{t(label)}</Text>
                <Text fontSize="xs" fontWeight="normal" color="fg.muted">
                  {t(note)}
                </Text>
              </Box>
            </RouterLink>
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
