/** The learner's side of coaching (docs/product.md#coaching): the public surface the app uses. */
export { useCheerMoments } from './cheer-moments';
export { CoachingPreferences } from './components/coaching-preferences';
export { YourSponsorCard } from './components/your-sponsor-card';
