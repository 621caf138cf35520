import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import type { User } from '@contract';

import { useUpdateProfile } from '../api/update-profile';
import { checkDetails, type FieldErrors } from '../profile-rules';
import { FieldError } from './field-error';

/** Name and phone. Errors show under their field; what was typed stays until it is saved. */
export function DetailsForm({ user }: { user: User }) {
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
    <form onSubmit={onSubmit} noValidate aria-label="Name and phone">
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.name)}>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={200} />
          <FieldError>{errors.name}</FieldError>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.phone)}>
          <Field.Label>
            Phone <Field.RequiredIndicator fallback={<span>(optional)</span>} color="fg.muted" fontWeight="normal" />
          </Field.Label>
          <Input value={phone} onChange={(event) => setPhone(event.target.value)} type="tel" autoComplete="tel" maxLength={64} />
          <FieldError>{errors.phone}</FieldError>
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText="Saving" disabled={unchanged}>
          Save changes
        </Button>
      </Stack>
    </form>
  );
}
