import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <ErrorScreen title="Page Not Found" message="This stop is not on our line. Let's get you back on track.">
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.landing.getHref()}>Back to the station</RouterLink>
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
