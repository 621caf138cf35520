import { LinkLanding } from '@/features/auth/components/link-landing';

export default function AuthCallbackRoute() {
  return <LinkLanding />;
}
