import { useLocation } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { CheckEmail, type CheckEmailReason } from '@/features/auth/components/check-email';

/** The address comes in the navigation state (never in the URL); a reload asks for it again. */
export default function CheckEmailRoute() {
  const state = useLocation().state as { email?: unknown; reason?: unknown } | null;
  const email = typeof state?.email === 'string' && state.email.includes('@') ? state.email : null;
  const reason: CheckEmailReason = state?.reason === 'unconfirmed' ? 'unconfirmed' : 'signup';
  return (
    <PageLayout>
      <CheckEmail email={email} reason={reason} />
    </PageLayout>
  );
}
