import { Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';

import { FieldProblem } from '@/components/ui/field-problem';
import { isLocale, LOCALE_NAMES, LOCALES, useShownLocale, useT, type Locale } from '@/i18n';

import { useSendInvite } from '../api/send-invite';
import { checkInviteEmail } from '../invite-validation';

/**
 * The direct e-mail invitation (docs/product.md#invitations-and-referrals): Enter submits; the trimmed
 * address is sent with the language the e-mail is written in, the inviter's screen language unless
 * they pick another (each language named in itself, as the language picker does). An address the
 * check refuses ("Email Required", "Invalid Email") is said under the field, which takes the focus:
 * a toast said it at the other end of a phone's screen, over the invitation link.
 */
export function InviteForm() {
  const t = useT();
  const screenLocale = useShownLocale();
  const [email, setEmail] = useState('');
  const [picked, setPicked] = useState<Locale | null>(null);
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const locale = picked ?? screenLocale;
  const invite = useSendInvite(() => setEmail(''));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkInviteEmail(email);
    if (!check.ok) {
      setProblem({ title: t(check.title), description: t(check.description) });
      field.current?.focus();
      return;
    }
    setProblem(null);
    invite.mutate({ email: check.email, locale });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('invite.form.label')}>
      <Stack gap="3">
        <Field.Root invalid={problem !== null}>
          <Field.Label>{t('invite.form.field')}</Field.Label>
          <HStack w="full" gap="2" align="stretch">
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('invite.form.placeholder')}
              ref={field}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(null);
              }}
              flex="1"
              minW="0"
            />
            <Button type="submit" colorPalette="brand" loading={invite.isPending} loadingText={t('invite.form.sending')}>
              {t('invite.form.send')}
            </Button>
          </HStack>
          {problem ? <FieldProblem title={problem.title} text={problem.description} /> : null}
        </Field.Root>
        <Field.Root maxW={{ base: 'none', md: 'xs' }}>
          <Field.Label>{t('invite.form.language')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={locale}
              data-testid="invite-language"
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (isLocale(next)) setPicked(next);
              }}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LOCALE_NAMES[code]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </form>
  );
}
