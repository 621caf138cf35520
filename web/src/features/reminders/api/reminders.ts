/** The learner's reminder choices, this device's push subscription, the e-mail opt-out and the open of a reminder. */
import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes, type ReminderSettings } from '@contract';
import { useApiMutation, type ToastText } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { browserTimeZone } from '@/lib/time-zone';
import { subscribeThisDevice, unsubscribeThisDevice } from '../push-subscription';
import { remindersOn, savedText } from '../reminder-rules';

export type ReminderChoices = Omit<ReminderSettings, 'pushDevices' | 'offer' | 'firstStationAt'>;

export const reminderSettingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.reminders(userId), queryFn: ({ signal }) => callRoute(routes.getReminders, { params: { id: userId }, signal }) });

export const useReminderSettings = (userId: string, enabled = true) => useQuery({ ...reminderSettingsQueryOptions(userId), enabled });

/**
 * Saves the form's choices; `onSaved` gets what the save says, worded here from the answer's settings,
 * not from the server's English sentence (docs/decisions.md, "Languages"): what is really set now, in
 * the learner's time zone (docs/product.md#reminders), for the line under Save reminders.
 */
export function useSaveReminders(userId: string, onSaved: (said: ToastText) => void) {
  const t = useT();
  return useApiMutation({
    request: (choices: ReminderChoices) => callRoute(routes.saveReminders, { params: { id: userId }, body: choices }),
    success: () => null,
    onSuccess: (result) => onSaved(savedText(t, result.settings, browserTimeZone())),
    failure: { title: t('reminders.saved.failed'), fallback: t('reminders.saved.failedText') },
    invalidates: () => [queryKeys.reminders(userId)],
  });
}

export function usePushOnThisDevice(userId: string) {
  const t = useT();
  return useApiMutation({
    request: (on: boolean) => (on ? subscribeThisDevice(userId) : unsubscribeThisDevice(userId)),
    success: (result, on) => ({
      title: t(on ? 'reminders.push.on' : 'reminders.push.off'),
      description: t(result.settings.byPush && remindersOn(result.settings) ? 'reminders.push.onText' : 'reminders.push.chooseText'),
    }),
    failure: { title: t('reminders.push.failed'), prefix: t('reminders.push.failedPrefix') },
    invalidates: () => [queryKeys.reminders(userId)],
  });
}

export function useUnsubscribeReminders() {
  const t = useT();
  return useApiMutation({
    request: (token: string) => callRoute(routes.unsubscribeReminders, { body: { token } }),
    success: () => ({ title: t('reminders.unsubscribe.toast'), description: t('reminders.unsubscribe.toastText') }),
    failure: { title: t('reminders.unsubscribe.failed'), fallback: t('reminders.unsubscribe.failedText') },
  });
}
