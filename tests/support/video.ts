/** Waiting on a page's lesson video (the course page's `<video>` and its captions track). */
import type { Page } from 'playwright-core';

import { WAIT } from './ui';

/** Resolves once the video's captions track is showing and one of its cues is active (the video is playing past one). */
export async function captionShown(page: Page, selector = 'video'): Promise<void> {
  await page.waitForFunction(
    (videoSelector) => {
      const video = document.querySelector<HTMLVideoElement>(videoSelector);
      const track = Array.from(video?.textTracks ?? []).find((item) => item.kind === 'captions');
      return track?.mode === 'showing' && (track.activeCues?.length ?? 0) > 0;
    },
    selector,
    WAIT,
  );
}
