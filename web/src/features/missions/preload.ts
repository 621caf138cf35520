/**
 * The code a station needs, fetched before the tap that opens it (docs/performance.md, "Speed on a
 * mid-range phone"): the lesson's Markdown renderer (~35 KB gzip, the station page and the mission
 * dialog) and the mission dialog. A failed fetch is left for the tap itself to retry and report.
 */
export const loadLessonMarkdown = () => import('./components/lesson-markdown');
export const loadMissionModal = () => import('./components/mission-modal');

const quietly = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/** What the station page needs beyond its route's code. */
export const preloadStationLesson = quietly(loadLessonMarkdown);

/** What the Quest Map's dialog needs. */
export const preloadMissionDialog = quietly(() => Promise.all([loadMissionModal(), loadLessonMarkdown()]));
