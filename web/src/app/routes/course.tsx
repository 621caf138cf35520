import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { CourseScreen } from '@/features/courses/components/course-screen';
import { useCurrentUser } from '@/hooks/use-current-user';

/** Course content needs an account (docs/product.md#audiences-and-roles); logged out, the page asks to log in. */
function LoginPrompt() {
  return (
    <ErrorScreen title="Log in to ride this course" message="Please log in to access course content.">
      <HStack gap="3" justify="center" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.auth.getHref('login')}>Login</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={paths.auth.getHref('register')}>Register</RouterLink>
        </Button>
        <Button asChild variant="ghost" colorPalette="brand">
          <RouterLink to={paths.courses.getHref()}>Browse courses</RouterLink>
        </Button>
      </HStack>
    </ErrorScreen>
  );
}

export default function CourseRoute() {
  const user = useCurrentUser();
  const { id } = useParams();
  return <PageLayout>{user ? <CourseScreen key={id} courseId={Number(id)} user={user} /> : <LoginPrompt />}</PageLayout>;
}
