/** Coaching, both sides (docs/product.md#coaching): the public surface the app uses. */
export { useCheerMoments } from './cheer-moments';
export { CoachingPreferences } from './components/coaching-preferences';
export { CoachingQueue } from './components/coaching-queue';
export { CoachingToday } from './components/coaching-today';
export { TopCoaches } from './components/top-coaches';
