/**
 * The courses list (docs/product.md#courses): public courses only (admins also receive drafts from the server; those
 * belong to the content manager), each with category, duration, description, the learner's
 * progress, the first three materials and a link to the course. Readable logged out.
 */
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { BookIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useSettings } from '@/hooks/use-settings';
import { errorText } from '@/lib/error-text';
import type { User } from '@contract';

import { useT } from '@/i18n';

import { useMaterialsOfCourses } from '../api/get-course-materials';
import { useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';

function LoggedOutNote() {
  const t = useT();
  return (
    <HStack gap="3" p="4" borderRadius="lg" bg="gold.50" borderWidth="1px" borderColor="gold.200" wrap="wrap" justify="space-between">
      <Text color="gold.900">{t('courses.loggedOut')}</Text>
      <HStack gap="2">
        <Button asChild size="sm" colorPalette="gold">
          <RouterLink to={paths.auth.getHref('register')}>{t('header.register')}</RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={paths.auth.getHref('login')}>{t('header.login')}</RouterLink>
        </Button>
      </HStack>
    </HStack>
  );
}

export function CoursesList({ user }: { user: User | null }) {
  const t = useT();
  const { data, isPending, error, refetch } = useCourses();
  const reward = useSettings().data?.courseCompletion;
  const courses = (data ?? []).filter((course) => course.isPublic);
  const materials = useMaterialsOfCourses(courses.map((course) => course.id));
  return (
    <Stack gap="6">
      <Stack gap="1">
        <HStack gap="2" color="brand.800">
          <Box display="inline-flex" p="2" borderRadius="lg" bg="gold.100" color="gold.800">
            <BookIcon boxSize="6" />
          </Box>
          {/* Focusable from code: the guide's Start Learning Now brings the learner back up here. */}
          <Heading as="h1" size="3xl" tabIndex={-1} outline="none">
            {t('nav.courses')}
          </Heading>
        </HStack>
        <Text color="fg.muted">
          {t('courses.intro')} {reward ? t('courses.reward', { tokens: reward.tokens, points: reward.points }) : t('courses.rewardPlain')}
        </Text>
      </Stack>
      {user ? null : <LoggedOutNote />}
      {isPending ? <LoadingState label={t('courses.loading')} /> : null}
      {error ? <ErrorState message={t('courses.failed', { reason: errorText(t, error) })} onRetry={() => void refetch()} /> : null}
      {data && courses.length === 0 ? <EmptyState message={t('courses.empty')} /> : null}
      {courses.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} progress={user ? (user.courseProgress[course.id] ?? 0) : null} materials={materials.get(course.id)} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
