import { Badge, HStack, Text } from '@chakra-ui/react';

import { shownT, useT } from '@/i18n';

import { ClockIcon } from '@/components/ui/icons';

import type { Course } from '@contract';
import { categoryName, categoryPalette, formatDuration } from '../format';
import { hasVideo } from '../progress';

/**
 * What the duration measures: a course's duration is its video's length (progress is the time
 * watched against it, docs/product.md#courses), so with a video it reads "1 min video", not "1 min"
 * for a course that also has quizzes and materials.
 */
export function durationLabel(course: Pick<Course, 'duration' | 'videoUrl' | 'videoPath'>): string {
  const length = formatDuration(course.duration);
  return course.duration && hasVideo(course) ? shownT('courses.duration.video', { length }) : length;
}

/** Category badge, duration and (for admins) the draft marker, shown on the card and the page. */
export function CourseMeta({ course }: { course: Pick<Course, 'category' | 'duration' | 'isPublic' | 'videoUrl' | 'videoPath'> }) {
  const t = useT();
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={categoryPalette[course.category]} variant="subtle" borderRadius="full" px="2.5" data-testid="course-category">
        {t(categoryName[course.category])}
      </Badge>
      <Text as="span" fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="1" data-testid="course-duration">
        <ClockIcon />
        {durationLabel(course)}
      </Text>
      {course.isPublic ? null : (
        <Badge colorPalette="gray" variant="outline" borderRadius="full">
          {t('courses.draft')}
        </Badge>
      )}
    </HStack>
  );
}
