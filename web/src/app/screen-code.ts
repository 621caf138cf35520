/**
 * The code of the screens a learner is about to open, shared by the router (router.tsx loads a
 * route's chunk before it navigates there) and the screens that fetch it ahead: the login and
 * sign-up forms fetch Today's, and Today fetches the station page's when its one action is a
 * station (docs/performance.md, "Speed on a mid-range phone"). One import per screen, so both ask
 * for the same chunk and the browser fetches it once.
 */
import { preloadStationLesson } from '@/features/missions/preload';
import { whenIdle } from '@/lib/when-idle';

export const screenCode = {
  dashboard: () => import('./routes/dashboard'),
  mission: () => import('./routes/mission'),
};

const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** Today's code, in an idle period: for the login and sign-up forms. Returns the effect's cleanup. */
export const preloadToday = () => whenIdle(() => quietly(screenCode.dashboard));

/** The station page's code and its lesson's renderer, in an idle period. Returns the effect's cleanup. */
export const preloadStationPage = () =>
  whenIdle(() => {
    quietly(screenCode.mission);
    preloadStationLesson();
  });
