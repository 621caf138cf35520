/** The learner's reminder choices, this device's push subscription, the e-mail opt-out and the open of a reminder. */
import { useQuery } from '@tanstack/react-query';

import { routes, type ReminderSettings } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { subscribeThisDevice, unsubscribeThisDevice } from '../push-subscription';

export type ReminderChoices = Omit<ReminderSettings, 'pushDevices'>;

export const useReminderSettings = (userId: string) =>
  useQuery({ queryKey: queryKeys.reminders(userId), queryFn: ({ signal }) => callRoute(routes.getReminders, { params: { id: userId }, signal }) });

export function useSaveReminders(userId: string) {
  return useApiMutation({
    request: (choices: ReminderChoices) => callRoute(routes.saveReminders, { params: { id: userId }, body: choices }),
    success: () => ({ title: 'Reminders Saved', description: 'We will remind you as you chose.' }),
    failure: { title: 'Reminders Not Saved', fallback: 'Could not save your reminders' },
    invalidates: () => [queryKeys.reminders(userId)],
  });
}

export function usePushOnThisDevice(userId: string) {
  return useApiMutation({
    request: (on: boolean) => (on ? subscribeThisDevice(userId) : unsubscribeThisDevice(userId)),
    success: (result) => ({ title: result.message ?? 'Saved', description: 'Push reminders follow your choices below.' }),
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
