import { PageLayout } from '@/components/layouts/page-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <PageLayout>
      <ForgotPasswordForm />
    </PageLayout>
  );
}
