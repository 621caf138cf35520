/**
 * Every course, drafts included, in display order, with Publish (or back to a draft), Edit, Delete
 * (each after a confirmation) and reorder one step up or down (the server swaps the two courses
 * atomically).
 */
import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { useCourses, categoryName, categoryPalette, formatDuration } from '@/features/courses';
import { useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import type { Course } from '@contract';

import { useDeleteCourse, useMoveCourse } from '../api/course-writes';
import { ConfirmDialog } from './confirm-dialog';
import { PublishDialog } from './publish-dialog';
import { TranslationMarks } from './translation-marks';

interface CourseAdminListProps {
  editingId: number | null;
  onEdit: (course: Course) => void;
  onDeleted: (course: Pick<Course, 'id'>) => void;
}

export function CourseAdminList({ editingId, onEdit, onDeleted }: CourseAdminListProps) {
  const t = useT();
  const { data: courses, isPending, error, refetch } = useCourses();
  const move = useMoveCourse();
  const remove = useDeleteCourse(onDeleted);
  const [toDelete, setToDelete] = useState<Course | null>(null);
  const [toPublish, setToPublish] = useState<Course | null>(null);
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
  };
  return (
    <Box minW="0" data-testid="course-admin-list">
      {isPending ? <LoadingState label={t('cm.course.loading')} /> : null}
      {error ? <ErrorState message={t('cm.course.failed', { reason: errorText(t, error) })} onRetry={() => void refetch()} /> : null}
      {courses && courses.length === 0 ? <EmptyState message={t('cm.course.none')} /> : null}
      {courses && courses.length > 0 ? (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {courses.map((course, index) => {
            const above = courses[index - 1];
            const below = courses[index + 1];
            return (
              <Flex
                as="li"
                key={course.id}
                gap="3"
                p="3"
                borderRadius="lg"
                borderWidth="2px"
                borderColor={editingId === course.id ? 'gold.400' : 'brand.100'}
                align={{ base: 'stretch', sm: 'center' }}
                direction={{ base: 'column', sm: 'row' }}
                data-testid={`admin-course-${course.id}`}
              >
                <Box flex="1" minW="0">
                  <HStack gap="2" wrap="wrap" mb="1">
                    <Text fontSize="xs" fontWeight="bold" color="fg.muted">
                      #{index + 1}
                    </Text>
                    <Badge colorPalette={categoryPalette[course.category]} variant="subtle">
                      {t(categoryName[course.category])}
                    </Badge>
                    <Badge colorPalette={course.isPublic ? 'brand' : 'orange'} variant={course.isPublic ? 'outline' : 'subtle'} data-testid="course-visibility">
                      {t(course.isPublic ? 'cm.course.public' : 'cm.course.draft')}
                    </Badge>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDuration(course.duration)}
                    </Text>
                  </HStack>
                  <Text fontWeight="semibold" color="brand.900" overflowWrap="anywhere" dir="auto">
                    {course.title}
                  </Text>
                  <TranslationMarks kind="courses" id={course.id} name={course.title} />
                </Box>
                <HStack gap="1" justify="flex-end" wrap="wrap">
                  <Button
                    size="sm"
                    variant={course.isPublic ? 'ghost' : 'solid'}
                    colorPalette={course.isPublic ? 'gray' : 'gold'}
                    aria-label={t(course.isPublic ? 'cm.course.unpublishNamed' : 'cm.course.publishNamed', { title: course.title })}
                    onClick={() => setToPublish(course)}
                  >
                    {t(course.isPublic ? 'cm.course.unpublish' : 'cm.course.publish')}
                  </Button>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="brand"
                    aria-label={t('cm.course.up', { title: course.title })}
                    disabled={!above || move.isPending}
                    onClick={() => above && move.mutate({ course, direction: 'up', order: above.order })}
                  >
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="brand"
                    aria-label={t('cm.course.down', { title: course.title })}
                    disabled={!below || move.isPending}
                    onClick={() => below && move.mutate({ course, direction: 'down', order: below.order })}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    aria-label={t('cm.course.edit', { title: course.title })}
                    onClick={() => onEdit(course)}
                  >
                    <PencilIcon />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('cm.course.delete', { title: course.title })}
                    onClick={() => setToDelete(course)}
                  >
                    <TrashIcon />
                  </IconButton>
                </HStack>
              </Flex>
            );
          })}
        </Stack>
      ) : null}
      <ConfirmDialog
        question={toDelete ? t('cm.course.deleteQuestion', { title: toDelete.title }) : null}
        confirmLabel={t('cm.course.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <PublishDialog course={toPublish} onClose={() => setToPublish(null)} />
    </Box>
  );
}
