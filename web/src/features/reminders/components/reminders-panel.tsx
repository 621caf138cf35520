/**
 * "Reminders" on the profile page (docs/product.md#reminders): a daily reminder at a chosen time,
 * "streak at risk" in the evening and the weekly league recap, each by e-mail and/or push, all off
 * until chosen. Push needs this device's permission (its own button). The saved choices are summed
 * up in one line, in the learner's time zone.
 */
import { Button, Checkbox, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { ErrorState } from '@/components/ui/query-state';
import { browserTimeZone } from '@/lib/time-zone';
import { usePushOnThisDevice, useReminderSettings, useSaveReminders } from '../api/reminders';
import { pushSupported } from '../push-subscription';
import { choicesFromForm, formFromSettings, formProblem, summary, type ReminderForm } from '../reminder-rules';
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

function RemindersForm({ userId, settings }: { userId: string; settings: ReminderSettings }) {
  const [form, setForm] = useState<ReminderForm>(() => formFromSettings(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveReminders(userId);
  const push = usePushOnThisDevice(userId);
  const set = (change: Partial<ReminderForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setProblem(null);
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
        {summary(settings, browserTimeZone())}
      </Text>
      <Stack gap="2">
        <Choice label="Daily reminder" checked={form.daily} onChange={(daily) => set({ daily })} testId="reminder-daily" />
        {form.daily ? (
          <Field.Root ps="7" maxW="xs" invalid={problem !== null && problem.includes('time')}>
            <Field.Label>At (your time)</Field.Label>
            <Input type="time" value={form.dailyAt} onChange={(event) => set({ dailyAt: event.target.value })} />
          </Field.Root>
        ) : null}
        <Choice
          label='"Streak at risk" in the evening (7 pm)'
          checked={form.streakRisk}
          onChange={(streakRisk) => set({ streakRisk })}
          testId="reminder-streak"
        />
        <Choice
          label="Weekly league recap (Monday morning)"
          checked={form.weeklyRecap}
          onChange={(weeklyRecap) => set({ weeklyRecap })}
          testId="reminder-weekly"
        />
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">How</Text>
        <Choice label="By e-mail" checked={form.byEmail} onChange={(byEmail) => set({ byEmail })} testId="reminder-by-email" />
        <Choice label="By push notification" checked={form.byPush} onChange={(byPush) => set({ byPush })} testId="reminder-by-push" />
        {form.byPush ? (
          <Stack ps="7" gap="1" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              {settings.pushDevices > 0
                ? `${settings.pushDevices} ${settings.pushDevices === 1 ? 'device receives' : 'devices receive'} push reminders.`
                : pushSupported()
                  ? 'No device receives push reminders yet.'
                  : 'This browser cannot receive push reminders. On an iPhone, add the app to your home screen and open it from there.'}
            </Text>
            {pushSupported() ? (
              <Button size="sm" variant="outline" loading={push.isPending} onClick={() => push.mutate(true)}>
                Turn on push on this device
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {problem ? (
        <Text color="red.700" role="alert" data-testid="reminders-error">
          {problem}
        </Text>
      ) : null}
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending}>
        Save reminders
      </Button>
    </Stack>
  );
}

export function RemindersPanel({ userId }: { userId: string }) {
  const settings = useReminderSettings(userId);
  if (settings.isPending) return <Skeleton height="40" data-testid="reminders-loading" />;
  if (settings.error) return <ErrorState message={`Could not load your reminders. ${settings.error.message}`} onRetry={() => void settings.refetch()} />;
  // Keyed by the saved values, so a save (or another tab's) resets the form to them.
  return <RemindersForm key={JSON.stringify(settings.data)} userId={userId} settings={settings.data} />;
}
