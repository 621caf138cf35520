import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';

/**
 * What a route shows when its code fails to load or it throws while rendering. Not `describeError`: this is
 * in the entry chunk, and importing the api client here would pull it into the landing page's script.
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : error instanceof Error ? error.message : 'Unknown error';
  return <ErrorScreen title="Something went off the rails" message={message} onRetry={() => window.location.reload()} retryLabel="Reload the page" />;
}
