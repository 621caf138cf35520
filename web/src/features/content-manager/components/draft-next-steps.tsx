/**
 * What a just-created course needs before learners see it (docs/product.md#content-manager): said at
 * the top of the course form, which has opened the new draft for editing, in place of a toast over
 * the form. Materials and quizzes are other sections of the page: their links open them.
 */
import { Box, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import type { Course } from '@contract';

export function DraftNextSteps({ course }: { course: Pick<Course, 'title'> }) {
  return (
    <Box role="status" bg="gold.50" borderWidth="1px" borderColor="gold.300" borderRadius="lg" p="3" data-testid="draft-next-steps">
      <Text fontWeight="bold" color="brand.900">
        &ldquo;{course.title}&rdquo; is saved as a draft: learners will see it once you publish it.
      </Text>
      <Text fontSize="sm" mt="1">
        Next:
      </Text>
      <List.Root as="ol" fontSize="sm" ps="5" gap="0.5">
        <List.Item>Add its video below: a file (with captions) or a link.</List.Item>
        <List.Item>
          Add its worksheets in{' '}
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to="#materials">Course Materials</RouterLink>
          </Link>
          .
        </List.Item>
        <List.Item>
          Write a quiz for it in{' '}
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to="#quizzes">Quizzes</RouterLink>
          </Link>{' '}
          (this course is chosen there).
        </List.Item>
        <List.Item>Publish it from the list when it is ready.</List.Item>
      </List.Root>
    </Box>
  );
}
