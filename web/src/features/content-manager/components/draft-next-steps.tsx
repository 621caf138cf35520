/**
 * What a just-created course needs before learners see it (docs/product.md#content-manager): said at
 * the top of the course form, which has opened the new draft for editing, in place of a toast over
 * the form. Materials and quizzes are other sections of the page: their links open them. Published
 * from the list meanwhile, it says so instead of "saved as a draft", and the steps left stay.
 */
import { Box, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { aroundSlot, useT } from '@/i18n';
import type { Course } from '@contract';

export function DraftNextSteps({ course }: { course: Pick<Course, 'title' | 'isPublic'> }) {
  const t = useT();
  const [beforeMaterials, afterMaterials] = aroundSlot(t, 'cm.next.materials');
  const [beforeQuizzes, afterQuizzes] = aroundSlot(t, 'cm.next.quiz');
  return (
    <Box role="status" bg="gold.50" borderWidth="1px" borderColor="gold.300" borderRadius="lg" p="3" data-testid="draft-next-steps">
      <Text fontWeight="bold" color="brand.900">
        {t(course.isPublic ? 'cm.next.published' : 'cm.next.saved', { title: course.title })}
      </Text>
      <Text fontSize="sm" mt="1">
        {t('cm.next.title')}
      </Text>
      <List.Root as="ol" fontSize="sm" ps="5" gap="0.5">
        <List.Item>{t('cm.next.video')}</List.Item>
        <List.Item>
          {beforeMaterials}
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to="#materials">{t('cm.section.materials')}</RouterLink>
          </Link>
          {afterMaterials}
        </List.Item>
        <List.Item>
          {beforeQuizzes}
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to="#quizzes">{t('cm.section.quizzes')}</RouterLink>
          </Link>
          {afterQuizzes}
        </List.Item>
        {course.isPublic ? null : <List.Item>{t('cm.next.publish')}</List.Item>}
      </List.Root>
    </Box>
  );
}
