import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';

export function NotFound() {
  const t = useT();
  return (
    <ErrorScreen title={t('notFound.title')} message={t('notFound.message')}>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.landing.getHref()}>{t('notFound.back')}</RouterLink>
      </Button>
    </ErrorScreen>
  );
}

export default function NotFoundRoute() {
  return (
    <PageLayout>
      <NotFound />
    </PageLayout>
  );
}
