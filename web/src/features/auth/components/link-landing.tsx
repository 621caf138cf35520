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
import { errorMessage } from '@/lib/api-client';

import { useLinkSignIn } from '../api/email-links';
import { linkErrorText, parseLinkFragment, type LinkOutcome } from '../link-fragment';
import { AuthCard } from './auth-card';
import { Notice } from './notice';

/** What Today says on arrival from a link (a moment, not a toast over Today's first screen). */
const WELCOME: Record<string, Welcome> = {
  signup: { title: 'welcome.account.title', description: 'welcome.link.signup' },
  email_change: { title: 'welcome.link.emailChangeTitle', description: 'welcome.link.emailChange' },
};

function NewLinkButtons() {
  return (
    <Stack gap="3">
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.forgotPassword.getHref()}>Send me a new password link</RouterLink>
      </Button>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to={paths.checkEmail.getHref()}>Send a new confirmation link</RouterLink>
      </Button>
      <Button asChild variant="ghost" colorPalette="brand">
        <RouterLink to={paths.auth.getHref('login')}>Back to login</RouterLink>
      </Button>
    </Stack>
  );
}

export function LinkLanding() {
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
      <AuthCard title="This link did not work" subtitle="Links in our e-mails work once, within an hour.">
        <Stack gap="4">
          <Notice tone="error">{linkErrorText(outcome)}</Notice>
          <NewLinkButtons />
        </Stack>
      </AuthCard>
    );
  }
  if (outcome.kind === 'message') {
    return (
      <AuthCard title="Check your other inbox" subtitle="Your e-mail change needs one more confirmation.">
        <Stack gap="4">
          <Notice tone="success">{outcome.message}</Notice>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.dashboard.getHref()}>Go to the dashboard</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (outcome.kind === 'none') {
    return (
      <AuthCard title="Nothing to confirm here" subtitle="Open this page from the link in one of our e-mails.">
        <NewLinkButtons />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Signing you in" subtitle="One moment while we open your account.">
      {signIn.isError ? (
        <Stack gap="4">
          <Notice tone="error">{errorMessage(signIn.error, 'We could not sign you in with this link.')} Ask for a new link and try again.</Notice>
          <NewLinkButtons />
        </Stack>
      ) : (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner color="brand.600" />
          <Text>Signing you in…</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
