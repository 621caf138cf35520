import { Badge, HStack, Text } from '@chakra-ui/react';

import { ClockIcon } from '@/components/ui/icons';

import type { Course } from '@contract';
import { categoryLabel, categoryPalette, formatDuration } from '../format';

/** Category badge, duration and (for admins) the draft marker, shown on the card and the page. */
export function CourseMeta({ course }: { course: Pick<Course, 'category' | 'duration' | 'isPublic'> }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={categoryPalette[course.category]} variant="subtle" borderRadius="full" px="2.5" data-testid="course-category">
        {categoryLabel[course.category]}
      </Badge>
      <Text as="span" fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="1" data-testid="course-duration">
        <ClockIcon />
        {formatDuration(course.duration)}
      </Text>
      {course.isPublic ? null : (
        <Badge colorPalette="gray" variant="outline" borderRadius="full">
          Draft
        </Badge>
      )}
    </HStack>
  );
}
