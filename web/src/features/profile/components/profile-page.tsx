/**
 * The profile page (docs/account-lifecycle.md): name and phone, e-mail address, password, reminders
 * (docs/product.md#reminders), e-mails from one's sponsor, coaching (docs/product.md#coaching), and deleting the account, each its own form so one mistake never loses
 * what was typed in another.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';

import { Panel } from '@/components/ui/panel';
import type { User } from '@contract';
import { CoachingPreferences } from '@/features/coaching';
import { RemindersPanel } from '@/features/reminders';
import { SponsorEmailsSwitch } from '@/features/team';

import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';

export function ProfilePage({ user }: { user: User }) {
  return (
    <Stack gap="6" maxW="2xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size="2xl" color="brand.800">
          Your profile
        </Heading>
        <Text color="fg.muted">Change how you appear, how you log in, or leave.</Text>
      </Stack>
      <Panel title="Name and phone" headingId="profile-details">
        {/* Keyed by the saved values, so a change from another tab resets the form to them. */}
        <DetailsForm key={`${user.name}\u0000${user.phone ?? ''}`} user={user} />
      </Panel>
      <Panel title="E-mail address" headingId="profile-email-heading">
        <EmailForm currentEmail={user.email} />
      </Panel>
      <Panel title="Password" headingId="profile-password">
        <PasswordForm />
      </Panel>
      <Panel title="Reminders" headingId="profile-reminders">
        <RemindersPanel userId={user.id} />
      </Panel>
      <Panel title="E-mails" headingId="profile-emails">
        <SponsorEmailsSwitch />
      </Panel>
      <Panel title="Coaching" headingId="profile-coaching">
        <CoachingPreferences userId={user.id} />
      </Panel>
      <Panel title="Delete account" headingId="profile-delete" borderWidth="1px" borderColor="red.200">
        <DeleteAccount />
      </Panel>
    </Stack>
  );
}
