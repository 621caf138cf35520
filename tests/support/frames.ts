/**
 * What the page painted, frame by frame, while it goes somewhere (docs/performance.md): how many frames
 * were blank (neither a page's header nor a page's loading shape: a blank screen, or one with only the loading bar) and
 * when the target page first showed its content or its loading shape (`ready`, a CSS selector, on a page
 * whose path starts with `path`). Start it before the tap; its `stop` says the figures.
 */
import type { Page } from 'playwright-core';

export interface FrameFigures {
  blankFrames: number;
  /** From the start to the first frame of the target page's content or shape, ms; null if it never showed. */
  firstContentMs: number | null;
  frames: number;
}

export async function watchFrames(page: Page, target: { path: string; ready: string }): Promise<() => Promise<FrameFigures>> {
  await page.evaluate(({ path, ready }) => {
    const state = { start: performance.now(), blank: 0, first: null as number | null, frames: 0, on: true };
    (window as unknown as { frameWatch: typeof state }).frameWatch = state;
    const sample = () => {
      if (!state.on) return;
      state.frames += 1;
      // Painted: a page's header, or a page's loading shape, with a box on the screen.
      const painted = [...document.querySelectorAll('header, [data-testid="page-skeleton"]')].some((element) => element.getBoundingClientRect().height > 0);
      if (!painted) state.blank += 1;
      if (state.first === null && location.pathname.startsWith(path) && document.querySelector(ready)) state.first = performance.now() - state.start;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, target);
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { frameWatch: { blank: number; first: number | null; frames: number; on: boolean } }).frameWatch;
      state.on = false;
      return { blankFrames: state.blank, firstContentMs: state.first === null ? null : Math.round(state.first), frames: state.frames };
    });
}
