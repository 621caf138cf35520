/**
 * The panels that load as their own chunks below the fold, by `deferredPanel` (deferred-panel.tsx:
 * code and data first, then a transition; reveal-near-viewport.ts: when): the quick quizzes and the
 * Getting Started Guide under the courses list (routes/courses.tsx). The application layer composes
 * the features here: each `import()` names the file that holds a panel, so the bundler keeps that
 * panel, and only it, in its own chunk (docs/performance.md). Features never import one another's
 * files this way; `npm run lint` fails if one does (docs/architecture.md#web-code-layout-and-import-boundaries).
 * Each `minH` is roughly the panel's height, so the page does not jump when it arrives.
 */
import { deferredPanel } from './deferred-panel';

export const GettingStartedGuide = deferredPanel(async () => {
  const panel = await import('@/features/guide/components/getting-started-guide');
  return { Panel: panel.GettingStartedGuide, preload: panel.preloadGettingStartedGuide };
}, '28rem');
export const QuickQuizzesPanel = deferredPanel(async () => {
  const panel = await import('@/features/courses/components/quick-quizzes-panel');
  return { Panel: panel.QuickQuizzesPanel, preload: panel.preloadQuickQuizzesPanel };
}, '16rem');
