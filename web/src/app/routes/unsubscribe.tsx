import { useSearchParams } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { UnsubscribeRemindersScreen } from '@/features/reminders';
import { UnsubscribeScreen } from '@/features/team';

/**
 * The e-mails' opt-out links, no sign-in needed: a nudge's `/unsubscribe?token=…`, a reminder's
 * `/unsubscribe?reminders=…` (docs/product.md#reminders). Both speak the visitor's language
 * (docs/decisions.md, "Languages").
 */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <PageLayout>
      {params.get('reminders') ? <UnsubscribeRemindersScreen token={params.get('reminders') ?? ''} /> : <UnsubscribeScreen token={params.get('token')} />}
    </PageLayout>
  );
}
