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
import { useT } from '@/i18n';

/** `what`: the screen refused, as its message names it, in the screen's language (the content manager by default). */
interface RefusedScreen {
  what?: string;
}

export function NoUserSession({ what }: RefusedScreen) {
  const t = useT();
  return (
    <ErrorScreen title={t('cm.access.noSession')} message={t('cm.access.logIn', { what: what ?? t('cm.access.thisManager') })}>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.auth.getHref('login')}>{t('cm.access.goToLogin')}</RouterLink>
      </Button>
    </ErrorScreen>
  );
}

export function AccessDenied({ what }: RefusedScreen) {
  const t = useT();
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
    <ErrorScreen title={t('cm.access.denied')} message={t('cm.access.onlyAdmins', { what: what ?? t('cm.access.thisSystem') })}>
      <Button colorPalette="brand" onClick={() => void switchAccount()}>
        {t('cm.access.asAdmin')}
      </Button>
      <Button asChild variant="ghost" colorPalette="brand">
        <RouterLink to={paths.dashboard.getHref()}>{t('cm.access.backToDashboard')}</RouterLink>
      </Button>
    </ErrorScreen>
  );
}
