/**
 * The profile page (docs/account-lifecycle.md): name and phone, e-mail address, password, reminders
 * (docs/product.md#reminders), e-mails from one's sponsor, coaching (docs/product.md#coaching), and deleting the account, each its own form so one mistake never loses
 * what was typed in another.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';

import { Panel } from '@/components/ui/panel';
import type { User } from '@contract';
import { CoachingPreferences } from '@/features/coaching';
import { LanguagePicker } from '@/features/language';
import { RemindersPanel } from '@/features/reminders';
import { SponsorEmailsSwitch } from '@/features/team';
import { useT } from '@/i18n';

import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';

export function ProfilePage({ user }: { user: User }) {
  const t = useT();
  return (
    <Stack gap="6" maxW="2xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size="2xl" color="brand.800">
          {t('profile.title')}
        </Heading>
        <Text color="fg.muted">{t('profile.lead')}</Text>
      </Stack>
      <Panel title={t('profile.section.details')} headingId="profile-details">
        {/* Keyed by the saved values, so a change from another tab resets the form to them. */}
        <DetailsForm key={`${user.name}\u0000${user.phone ?? ''}`} user={user} />
      </Panel>
      <Panel title={t('profile.section.language')} headingId="profile-language">
        {/* Saved to the profile: the academy switches at once, and on the next sign-in on any device. */}
        <Stack gap="3" align="flex-start">
          <Text>{t('profile.language.text')}</Text>
          <LanguagePicker />
        </Stack>
      </Panel>
      <Panel title={t('profile.section.email')} headingId="profile-email-heading">
        <EmailForm currentEmail={user.email} />
      </Panel>
      <Panel title={t('profile.section.password')} headingId="profile-password">
        <PasswordForm />
      </Panel>
      <Panel title={t('profile.section.reminders')} headingId="profile-reminders">
        <RemindersPanel userId={user.id} />
      </Panel>
      <Panel title={t('profile.section.emails')} headingId="profile-emails">
        <SponsorEmailsSwitch />
      </Panel>
      <Panel title={t('profile.section.coaching')} headingId="profile-coaching">
        <CoachingPreferences userId={user.id} />
      </Panel>
      <Panel title={t('profile.section.delete')} headingId="profile-delete" borderWidth="1px" borderColor="red.200">
        <DeleteAccount />
      </Panel>
    </Stack>
  );
}
