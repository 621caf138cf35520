export { RemindersPanel } from './components/reminders-panel';
export { ReminderOpenTracker } from './components/reminder-open-tracker';
export { UnsubscribeRemindersScreen } from './components/unsubscribe-reminders-screen';
