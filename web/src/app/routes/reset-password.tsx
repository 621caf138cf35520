import { PageLayout } from '@/components/layouts/page-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  return (
    <PageLayout>
      <ResetPasswordForm />
    </PageLayout>
  );
}
