import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { useT } from '@/i18n';

import { ScreenLanguage } from './screen-language';

/**
 * What a route shows when its code fails to load or it throws while rendering. Not `describeError`: this is
 * in the entry chunk, and importing the api client here would pull it into the landing page's script.
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? t('error.status', { status: error.status, text: error.statusText })
    : error instanceof Error
      ? error.message
      : t('error.unknown');
  return (
    <>
      {/* It takes the root layout's place, so it says its own language: translated. */}
      <ScreenLanguage translated />
      <ErrorScreen title={t('error.title')} message={message} onRetry={() => window.location.reload()} retryLabel={t('error.reload')} />
    </>
  );
}
