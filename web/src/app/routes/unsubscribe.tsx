import { useSearchParams } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { UnsubscribeScreen } from '@/features/team';

/** The nudge e-mail's opt-out link: `/unsubscribe?token=…`, no sign-in needed. */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <PageLayout>
      <UnsubscribeScreen token={params.get('token')} />
    </PageLayout>
  );
}
