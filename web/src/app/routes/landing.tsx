import { PageLayout } from '@/components/layouts/page-layout';
import { LandingPage } from '@/features/landing/components/landing-page';

export default function LandingRoute() {
  return (
    <PageLayout registerLabel="Get Started" fullBleed>
      <LandingPage />
    </PageLayout>
  );
}
