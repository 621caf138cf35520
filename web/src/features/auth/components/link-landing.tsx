/**
 * /auth/callback (docs/accounts.md): where the links of account e-mails land. A session in the
 * fragment signs this browser in — a recovery link goes on to "Set a new password", a
 * confirmation or e-mail-change link to the dashboard; an invalid, used or expired link says so
 * and offers a new one. The fragment is removed from the address bar at once (it holds tokens).
 */
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { welcomeOnToday, type Welcome } from '@/features/celebrations';
import { useT } from '@/i18n';

import { useLinkSignIn } from '../api/email-links';
import { linkErrorId, parseLinkFragment, type LinkOutcome } from '../link-fragment';
import { AuthCard } from './auth-card';
import { Notice } from './notice';

/** What Today says on arrival from a link (a moment, not a toast over Today's first screen). */
const WELCOME: Record<string, Welcome> = {
  signup: { title: 'welcome.account.title', description: 'welcome.link.signup' },
  email_change: { title: 'welcome.link.emailChangeTitle', description: 'welcome.link.emailChange' },
};

function NewLinkButtons() {
  const t = useT();
  return (
    <Stack gap="3">
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.forgotPassword.getHref()}>{t('link.newPasswordLink')}</RouterLink>
      </Button>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to={paths.checkEmail.getHref()}>{t('link.newConfirmationLink')}</RouterLink>
      </Button>
      <Button asChild variant="ghost" colorPalette="brand">
        <RouterLink to={paths.auth.getHref('login')}>{t('forgot.backToLogin')}</RouterLink>
      </Button>
    </Stack>
  );
}

export function LinkLanding() {
  const t = useT();
  const [outcome] = useState<LinkOutcome>(() => parseLinkFragment(window.location.hash));
  const signIn = useLinkSignIn();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (outcome.kind !== 'session' || started.current) return;
    started.current = true;
    signIn.mutate(outcome, {
      onSuccess: () => {
        if (outcome.type === 'recovery') {
          navigate(paths.resetPassword.getHref(), { replace: true });
          return;
        }
        welcomeOnToday(WELCOME[outcome.type] ?? { title: 'welcome.link.signedInTitle', description: 'welcome.link.signedIn' });
        navigate(paths.dashboard.getHref(), { replace: true });
      },
    });
  }, [outcome, signIn, navigate]);

  if (outcome.kind === 'error') {
    return (
      <AuthCard title={t('link.failed.title')} subtitle={t('link.failed.subtitle')}>
        <Stack gap="4">
          <Notice tone="error">{t(linkErrorId(outcome))}</Notice>
          <NewLinkButtons />
        </Stack>
      </AuthCard>
    );
  }
  if (outcome.kind === 'message') {
    return (
      <AuthCard title={t('link.otherInbox.title')} subtitle={t('link.otherInbox.subtitle')}>
        <Stack gap="4">
          {/* Auth's own sentence is English ("Confirmation link accepted…"): ours says the same in every language. */}
          <Notice tone="success">{t('link.otherInbox.text')}</Notice>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.dashboard.getHref()}>{t('link.goToDashboard')}</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (outcome.kind === 'none') {
    return (
      <AuthCard title={t('link.none.title')} subtitle={t('link.none.subtitle')}>
        <NewLinkButtons />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('link.signingIn.title')} subtitle={t('link.signingIn.subtitle')}>
      {signIn.isError ? (
        <Stack gap="4">
          <Notice tone="error">{t('link.signInFailed')}</Notice>
          <NewLinkButtons />
        </Stack>
      ) : (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner color="brand.600" />
          <Text>{t('link.signingIn.status')}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
