import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { ProfilePage } from '@/features/profile';
import { useCurrentUser } from '@/hooks/use-current-user';

/** The signed-in person's own account (docs/account-lifecycle.md). */
export default function ProfileRoute() {
  const user = useCurrentUser();
  return (
    <PageLayout>
      {user ? (
        <ProfilePage user={user} />
      ) : (
        <ErrorScreen title="No User Session" message="Please log in to see your profile.">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.auth.getHref('login')}>Go to Login</RouterLink>
          </Button>
        </ErrorScreen>
      )}
    </PageLayout>
  );
}
