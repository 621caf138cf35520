export { TeamScreen } from './components/team-screen';
export { UnsubscribeScreen } from './components/unsubscribe-screen';
export { SponsorEmailsSwitch } from './components/sponsor-emails-switch';
export { TeamTodayCard } from './team-today-card';
export { TopCoaches } from './components/top-coaches';
