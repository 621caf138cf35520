/** The learner's reminder choices, this device's push subscription, the e-mail opt-out and the open of a reminder. */
import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes, type ReminderSettings } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { browserTimeZone } from '@/lib/time-zone';
import { subscribeThisDevice, unsubscribeThisDevice } from '../push-subscription';
import { remindersOn, savedToast } from '../reminder-rules';

export type ReminderChoices = Omit<ReminderSettings, 'pushDevices' | 'offer' | 'firstStationAt'>;

export const reminderSettingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.reminders(userId), queryFn: ({ signal }) => callRoute(routes.getReminders, { params: { id: userId }, signal }) });

export const useReminderSettings = (userId: string, enabled = true) => useQuery({ ...reminderSettingsQueryOptions(userId), enabled });

export function useSaveReminders(userId: string) {
  return useApiMutation({
    request: (choices: ReminderChoices) => callRoute(routes.saveReminders, { params: { id: userId }, body: choices }),
    // What is really set now, in the learner's time zone (docs/product.md#reminders).
    success: (result) => savedToast(result.settings, browserTimeZone()),
    failure: { title: 'Reminders Not Saved', fallback: 'Could not save your reminders' },
    invalidates: () => [queryKeys.reminders(userId)],
  });
}

export function usePushOnThisDevice(userId: string) {
  return useApiMutation({
    request: (on: boolean) => (on ? subscribeThisDevice(userId) : unsubscribeThisDevice(userId)),
    success: (result) => ({
      title: result.message ?? 'Saved',
      description:
        result.settings.byPush && remindersOn(result.settings)
          ? 'Your push reminders come to this device too.'
          : 'Choose your reminders and "By push notification" below, then save.',
    }),
    failure: { title: 'Push Not Changed', prefix: 'Push reminders' },
    invalidates: () => [queryKeys.reminders(userId)],
  });
}

export function useUnsubscribeReminders() {
  return useApiMutation({
    request: (token: string) => callRoute(routes.unsubscribeReminders, { body: { token } }),
    success: () => ({ title: 'Reminder E-mails Off', description: 'You can turn them back on in your profile.' }),
    failure: { title: 'Could Not Turn Reminder E-mails Off', fallback: 'Please try again' },
  });
}
