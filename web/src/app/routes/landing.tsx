import { PageLayout } from '@/components/layouts/page-layout';
import { LandingPage } from '@/features/landing/components/landing-page';

export default function LandingRoute() {
  return (
    <PageLayout registerLabel="header.getStarted" fullBleed>
      <LandingPage />
    </PageLayout>
  );
}
