/**
 * "Reminders" on the profile page (docs/product.md#reminders): a daily reminder at a chosen time,
 * "streak at risk" in the evening and the weekly league recap, each by e-mail and/or push, all off
 * until chosen. Push needs this device's permission (its own button). The saved choices are summed
 * up in one line, in the learner's time zone and language (the daily time as the time field shows it).
 */
import { Box, Button, Checkbox, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { ErrorState } from '@/components/ui/query-state';
import { SaidLine, type Said } from '@/components/ui/said-line';
import { useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { browserTimeZone } from '@/lib/time-zone';
import { usePushOnThisDevice, useReminderSettings, useSaveReminders } from '../api/reminders';
import { pushSupported } from '../push-subscription';
import { choicesFromForm, formFromSettings, formProblem, problemText, summary, type FormProblem, type ReminderForm } from '../reminder-rules';
import type { ReminderSettings } from '@contract';

function Choice({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} colorPalette="brand" data-testid={testId}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

interface RemindersFormProps {
  userId: string;
  settings: ReminderSettings;
  /** What the last save said, under Save reminders until the next change (the form is made afresh from the saved values). */
  said: Said | null;
  onSaid: (said: Said | null) => void;
}

function RemindersForm({ userId, settings, said, onSaid }: RemindersFormProps) {
  const t = useT();
  const [form, setForm] = useState<ReminderForm>(() => formFromSettings(settings));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const save = useSaveReminders(userId, (text) => onSaid({ text }));
  const push = usePushOnThisDevice(userId);
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // (Braced: the browser's scrollIntoView may answer a promise, which React would take for a cleanup.)
    if (problem || said) outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem, said]);
  const set = (change: Partial<ReminderForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setProblem(null);
    onSaid(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formProblem(form);
    setProblem(found);
    if (!found) save.mutate(choicesFromForm(form));
  };

  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      <Text color="fg.muted" fontSize="sm" data-testid="reminders-summary">
        {summary(t, settings, browserTimeZone())}
      </Text>
      <Stack gap="2">
        <Choice label={t('reminders.panel.daily')} checked={form.daily} onChange={(daily) => set({ daily })} testId="reminder-daily" />
        {form.daily ? (
          <Field.Root ps="7" maxW="xs" invalid={problem === 'time'}>
            <Field.Label>{t('reminders.panel.at')}</Field.Label>
            <Input type="time" value={form.dailyAt} onChange={(event) => set({ dailyAt: event.target.value })} />
          </Field.Root>
        ) : null}
        <Choice label={t('reminders.panel.streak')} checked={form.streakRisk} onChange={(streakRisk) => set({ streakRisk })} testId="reminder-streak" />
        <Choice label={t('reminders.panel.weekly')} checked={form.weeklyRecap} onChange={(weeklyRecap) => set({ weeklyRecap })} testId="reminder-weekly" />
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('reminders.panel.how')}</Text>
        <Choice label={t('reminders.panel.byEmail')} checked={form.byEmail} onChange={(byEmail) => set({ byEmail })} testId="reminder-by-email" />
        <Choice label={t('reminders.panel.byPush')} checked={form.byPush} onChange={(byPush) => set({ byPush })} testId="reminder-by-push" />
        {form.byPush ? (
          <Stack ps="7" gap="1" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              {settings.pushDevices > 0
                ? t('reminders.panel.devices', { count: settings.pushDevices })
                : t(pushSupported() ? 'reminders.panel.noDevice' : 'reminders.panel.noPush')}
            </Text>
            {pushSupported() ? (
              <Button size="sm" variant="outline" loading={push.isPending} onClick={() => push.mutate(true)}>
                {t('reminders.panel.pushOn')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {/* The problem, the button and what the save said, brought into view when one of them speaks: on a phone they sat under the tab bar. */}
      <Stack gap="4" ref={outcome}>
        {problem ? (
          <Text color="red.700" role="alert" data-testid="reminders-error">
            {problemText(t, problem)}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {t('reminders.panel.save')}
          </Button>
          {/* Said here, not in a toast: one rose over the section's heading on a phone. */}
          <SaidLine said={said} testId="reminders-said" />
        </Box>
      </Stack>
    </Stack>
  );
}

export function RemindersPanel({ userId }: { userId: string }) {
  const t = useT();
  const settings = useReminderSettings(userId);
  const [said, setSaid] = useState<Said | null>(null);
  if (settings.isPending) return <Skeleton height="40" data-testid="reminders-loading" />;
  if (settings.error)
    return <ErrorState message={t('reminders.panel.loadFailed', { reason: errorText(t, settings.error) })} onRetry={() => void settings.refetch()} />;
  // Keyed by the saved values, so a save (or another tab's) resets the form to them.
  return <RemindersForm key={JSON.stringify(settings.data)} userId={userId} settings={settings.data} said={said} onSaid={setSaid} />;
}
