/**
 * The code a station needs, fetched before the tap that opens it (docs/performance.md, "Speed on a
 * mid-range phone"): the lesson's Markdown renderer (~35 KB gzip, the station page and the mission
 * dialog) and the mission dialog. A failed fetch is left for the tap itself to retry and report.
 */
import { fetchQuietly } from '@/lib/fetch-quietly';

type LessonMarkdownModule = typeof import('./components/lesson-markdown');
let lessonMarkdown: LessonMarkdownModule | null = null;

/** The lesson's renderer; once fetched it is kept, so a lesson shown later renders at once (`lessonMarkdownLoaded`). */
export const loadLessonMarkdown = () =>
  import('./components/lesson-markdown').then((module) => {
    lessonMarkdown = module;
    return module;
  });

/**
 * The renderer when already fetched (a preload or an earlier lesson), else null. React.lazy suspends
 * on its first render even when the chunk is in memory, which showed the lesson's fallback for a
 * moment on every open (docs/product.md#missions).
 */
export const lessonMarkdownLoaded = () => lessonMarkdown?.default ?? null;
export const loadMissionModal = () => import('./components/mission-modal');

/** What the station page needs beyond its route's code. */
export const preloadStationLesson = () => fetchQuietly(loadLessonMarkdown);

/** What the Quest Map's dialog needs. */
export const preloadMissionDialog = () => fetchQuietly(() => Promise.all([loadMissionModal(), loadLessonMarkdown()]));
