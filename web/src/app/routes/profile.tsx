import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { ProfilePage } from '@/features/profile';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useT } from '@/i18n';

/** The signed-in person's own account (docs/account-lifecycle.md). */
export default function ProfileRoute() {
  const t = useT();
  const user = useCurrentUser();
  return (
    <PageLayout>
      {user ? (
        <ProfilePage user={user} />
      ) : (
        <ErrorScreen title={t('profile.noSession.title')} message={t('profile.noSession.message')}>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.auth.getHref('login')}>{t('profile.noSession.login')}</RouterLink>
          </Button>
        </ErrorScreen>
      )}
    </PageLayout>
  );
}
