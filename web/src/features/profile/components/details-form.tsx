import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import type { User } from '@contract';
import { useT } from '@/i18n';

import { useUpdateProfile } from '../api/update-profile';
import { checkDetails, profileRuleText, type FieldErrors } from '../profile-rules';
import { FieldError } from './field-error';

/** Name and phone. Errors show under their field; what was typed stays until it is saved. */
export function DetailsForm({ user }: { user: User }) {
  const t = useT();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [errors, setErrors] = useState<FieldErrors<'name' | 'phone'>>({});
  const save = useUpdateProfile();
  const unchanged = name.trim() === user.name && phone.trim() === (user.phone ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDetails(name, phone);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate({ name: name.trim(), phone: phone.trim() });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.section.details')}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.name)}>
          <Field.Label>{t('profile.details.name')}</Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={200} />
          <FieldError>{errors.name && profileRuleText(t, errors.name)}</FieldError>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.phone)}>
          <Field.Label>
            {t('profile.details.phone')} <Field.RequiredIndicator fallback={<span>{t('field.optional')}</span>} color="fg.muted" fontWeight="normal" />
          </Field.Label>
          <Input value={phone} onChange={(event) => setPhone(event.target.value)} type="tel" autoComplete="tel" maxLength={64} />
          <FieldError>{errors.phone && profileRuleText(t, errors.phone)}</FieldError>
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText={t('profile.saving')} disabled={unchanged}>
          {t('profile.details.save')}
        </Button>
      </Stack>
    </form>
  );
}
