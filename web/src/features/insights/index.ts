export { InsightsScreen } from './components/insights-screen';
