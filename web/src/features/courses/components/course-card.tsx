import { Box, Button, Flex, Heading, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';

import { formatPercent, isolate, useT, type MessageId } from '@/i18n';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

import type { Course, Material } from '@contract';
import { contentLang } from '../content-lang';
import { CourseMeta } from './course-meta';
import { MaterialIcon } from './material-icon';

/** The list shows the first three materials of a course, then "+N more". */
export const MATERIALS_PREVIEW = 3;

interface CourseCardProps {
  course: Course;
  /** The signed-in learner's progress in the course, or null when logged out. */
  progress: number | null;
  /** undefined while loading, null if they could not be loaded. */
  materials: Material[] | null | undefined;
}

function MaterialsPreview({ materials }: { materials: Material[] | null | undefined }) {
  const t = useT();
  if (materials === undefined) return <Skeleton height="5" borderRadius="md" aria-hidden="true" />;
  if (materials === null || materials.length === 0) return null;
  const more = materials.length - MATERIALS_PREVIEW;
  return (
    <Box>
      <Text fontSize="xs" fontWeight="bold" color="fg.muted" letterSpacing="wide" mb="1">
        {t('courses.card.materials')}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
        {materials.slice(0, MATERIALS_PREVIEW).map((material) => (
          <Flex as="li" key={material.id} gap="2" align="center" color="brand.900" minW="0">
            <MaterialIcon type={material.type} />
            <Text truncate {...contentLang(material.lang)}>
              {material.title}
            </Text>
          </Flex>
        ))}
      </Stack>
      {more > 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="1" data-testid="materials-more">
          {t('courses.card.more', { count: more })}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The card's button (docs/product.md#courses): "Review Course" at 100, else "Start Learning" (a
 * course under way says how far in its progress bar).
 */
export function courseButtonLabel(progress: number | null): MessageId {
  return (progress ?? 0) >= 100 ? 'courses.card.review' : 'courses.card.start';
}

export function CourseCard({ course, progress, materials }: CourseCardProps) {
  const t = useT();
  const titleId = `course-${course.id}-title`;
  const completed = (progress ?? 0) >= 100;
  return (
    <Flex
      as="article"
      aria-labelledby={titleId}
      direction="column"
      gap="4"
      bg="white"
      borderRadius="card"
      boxShadow="card"
      p={{ base: '4', md: '5' }}
      borderTopWidth="4px"
      borderTopColor={completed ? 'brand.500' : 'gold.400'}
      minW="0"
      data-testid={`course-card-${course.id}`}
    >
      <Stack gap="2">
        <CourseMeta course={course} />
        <Heading as="h2" id={titleId} size="lg" color="brand.800" {...contentLang(course.lang)}>
          {course.title}
        </Heading>
        <Text color="fg.muted" lineClamp={3} {...contentLang(course.lang)}>
          {course.description}
        </Text>
      </Stack>
      {progress !== null ? (
        <Progress.Root value={progress} max={100} colorPalette="brand" size="sm" aria-label={t('courses.card.progressIn', { title: isolate(course.title) })}>
          <Flex justify="space-between" align="center" fontSize="sm" mb="1">
            <Progress.Label fontWeight="medium">{t('courses.card.progress')}</Progress.Label>
            <Progress.ValueText data-testid="course-card-progress">{formatPercent(progress)}</Progress.ValueText>
          </Flex>
          <Progress.Track borderRadius="full" bg="brand.50">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      <MaterialsPreview materials={materials} />
      <Button asChild colorPalette={completed ? 'brand' : 'gold'} variant={completed ? 'outline' : 'solid'} mt="auto">
        <RouterLink to={paths.course.getHref(course.id)}>{t(courseButtonLabel(progress))}</RouterLink>
      </Button>
    </Flex>
  );
}
