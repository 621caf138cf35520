import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { LockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { CourseScreen } from '@/features/courses/components/course-screen';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useT } from '@/i18n';

/**
 * Course content needs an account (docs/product.md#audiences-and-roles): logged out, the course page shows what the course is
 * and this prompt in place of its content; logging in or registering returns here.
 */
function LoginPrompt() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Box
      as="section"
      aria-labelledby="course-login"
      bg="gold.50"
      borderWidth="1px"
      borderColor="gold.300"
      borderRadius="card"
      p={{ base: '4', md: '6' }}
      data-testid="course-login-prompt"
    >
      <Heading as="h2" id="course-login" size="lg" color="brand.800" display="flex" alignItems="center" gap="2">
        <LockIcon /> {t('course.login.title')}
      </Heading>
      <Text mt="1" color="fg.muted">
        {t('course.login.text')}
      </Text>
      <HStack gap="3" mt="4" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.auth.getHref('login', pathname)}>{t('header.login')}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={paths.auth.getHref('register', pathname)}>{t('header.register')}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}

export default function CourseRoute() {
  const user = useCurrentUser();
  const { id } = useParams();
  return (
    <PageLayout>
      <CourseScreen key={id} courseId={Number(id)} user={user} gate={<LoginPrompt />} />
    </PageLayout>
  );
}
