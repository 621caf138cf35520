import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { useT } from '@/i18n';
import { notify } from '@/lib/toast';

import { useSendInvite } from '../api/send-invite';
import { checkInviteEmail } from '../invite-validation';

/** The direct e-mail invitation (docs/product.md#invitations-and-referrals): Enter submits; the trimmed address is sent. */
export function InviteForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const invite = useSendInvite(() => setEmail(''));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkInviteEmail(email);
    if (!check.ok) {
      notify.error(t(check.title), t(check.description));
      return;
    }
    invite.mutate(check.email);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('invite.form.label')}>
      <Field.Root>
        <Field.Label>{t('invite.form.field')}</Field.Label>
        <HStack w="full" gap="2" align="stretch">
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('invite.form.placeholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            flex="1"
            minW="0"
          />
          <Button type="submit" colorPalette="brand" loading={invite.isPending} loadingText={t('invite.form.sending')}>
            {t('invite.form.send')}
          </Button>
        </HStack>
      </Field.Root>
    </form>
  );
}
