export { TeamScreen } from './components/team-screen';
export { UnsubscribeScreen } from './components/unsubscribe-screen';
export { SponsorEmailsSwitch } from './components/sponsor-emails-switch';
