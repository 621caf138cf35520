/**
 * Who may not enter the content manager (docs/product.md#content-manager) or /insights: without a user, "No User Session" and a login
 * button; a learner, "Access Denied" and a button that clears the stored user and goes to the
 * login form (to come back as an administrator).
 */
import { Button } from '@chakra-ui/react';
import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { paths } from '@/config/paths';
import { toastNotSent, useForgetSignedInUser } from '@/hooks/use-logout';

/** `what`: the screen refused, as its message names it (the content manager by default). */
interface RefusedScreen {
  what?: string;
}

export function NoUserSession({ what = 'the content manager' }: RefusedScreen) {
  return (
    <ErrorScreen title="No User Session" message={`Please log in to use ${what}.`}>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.auth.getHref('login')}>Go to Login</RouterLink>
      </Button>
    </ErrorScreen>
  );
}

export function AccessDenied({ what = 'the content management system' }: RefusedScreen) {
  const supabase = useSupabaseClient();
  const forget = useForgetSignedInUser();
  const navigate = useNavigate();
  const switchAccount = async () => {
    toastNotSent(await forget());
    // The learner's Auth session ends too, so the next login starts clean.
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    navigate(paths.auth.getHref('login'));
  };
  return (
    <ErrorScreen title="Access Denied" message={`Only administrators can access ${what}.`}>
      <Button colorPalette="brand" onClick={() => void switchAccount()}>
        Log in as an administrator
      </Button>
      <Button asChild variant="ghost" colorPalette="brand">
        <RouterLink to={paths.dashboard.getHref()}>Back to Dashboard</RouterLink>
      </Button>
    </ErrorScreen>
  );
}
