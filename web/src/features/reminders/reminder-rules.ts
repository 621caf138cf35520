/**
 * The reminders form's rules (docs/product.md#reminders): what is chosen, whether it can reach the
 * learner, and the line that says so. The server decides when each is due.
 */
import type { ReminderSettings } from '@contract';

export const DEFAULT_DAILY_AT = '18:00';

export interface ReminderForm {
  daily: boolean;
  dailyAt: string;
  streakRisk: boolean;
  weeklyRecap: boolean;
  byEmail: boolean;
  byPush: boolean;
}

export function formFromSettings(settings: ReminderSettings): ReminderForm {
  return {
    daily: settings.dailyAt !== null,
    dailyAt: settings.dailyAt ?? DEFAULT_DAILY_AT,
    streakRisk: settings.streakRisk,
    weeklyRecap: settings.weeklyRecap,
    byEmail: settings.byEmail,
    byPush: settings.byPush,
  };
}

export function choicesFromForm(form: ReminderForm) {
  return {
    dailyAt: form.daily ? form.dailyAt : null,
    streakRisk: form.streakRisk,
    weeklyRecap: form.weeklyRecap,
    byEmail: form.byEmail,
    byPush: form.byPush,
  };
}

/** A problem to name under the form before saving, or null. */
export function formProblem(form: ReminderForm): string | null {
  if (form.daily && !/^([01]\d|2[0-3]):[0-5]\d$/.test(form.dailyAt)) return 'Choose a time for the daily reminder, such as 18:30.';
  const anyReminder = form.daily || form.streakRisk || form.weeklyRecap;
  if (anyReminder && !form.byEmail && !form.byPush) return 'Choose e-mail, push or both, or nothing will reach you.';
  return null;
}

/** What the saved choices mean for this learner, in one line. */
export function summary(settings: ReminderSettings, timeZone: string): string {
  const kinds = [
    settings.dailyAt ? `a daily reminder at ${settings.dailyAt}` : null,
    settings.streakRisk ? '"streak at risk" in the evening' : null,
    settings.weeklyRecap ? 'a weekly league recap on Monday morning' : null,
  ].filter((kind): kind is string => kind !== null);
  if (kinds.length === 0) return 'No reminders: you will hear from us only when you ask.';
  const ways = [settings.byEmail ? 'e-mail' : null, settings.byPush ? 'push' : null].filter(Boolean).join(' and ');
  const push = settings.byPush && settings.pushDevices === 0 ? ' Turn on push on this device to receive them here.' : '';
  return `You get ${kinds.join(', ')} by ${ways || 'no channel'} (${timeZone} time), never after you have done the day's step.${push}`;
}
