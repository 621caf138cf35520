import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { describeError } from '@/lib/api-client';

/** What a route shows when its code fails to load or it throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : describeError(error);
  return <ErrorScreen title="Something went off the rails" message={message} onRetry={() => window.location.reload()} retryLabel="Reload the page" />;
}
