export { RemindersPanel } from './components/reminders-panel';
export { ReminderOfferCard } from './components/reminder-offer-card';
export { ReminderOpenTracker } from './components/reminder-open-tracker';
export { UnsubscribeRemindersScreen } from './components/unsubscribe-reminders-screen';
