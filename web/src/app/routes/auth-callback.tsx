import { PageLayout } from '@/components/layouts/page-layout';
import { LinkLanding } from '@/features/auth/components/link-landing';

export default function AuthCallbackRoute() {
  return (
    <PageLayout>
      <LinkLanding />
    </PageLayout>
  );
}
