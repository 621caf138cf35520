/**
 * The Emotion cache Chakra UI writes its styles through, with one change: the rules inserted in one
 * task go into a new `<style>` element instead of being added to the one that is already in use.
 *
 * Why (docs/decisions.md#web, "Chakra's styles and Chromium's style recalculation"): Chakra wraps its
 * recipes in CSS cascade layers (`@layer recipes { … }`). When a rule is inserted into a style sheet
 * that holds layered rules, Chromium cannot tell which elements the change affects and restyles every
 * element that any rule of that sheet matches — with one shared sheet, the whole page. On the
 * dashboard each panel's first render did that: ~1,100–1,400 elements restyled and laid out again per
 * panel, 15–35 ms each on this machine, four times that on Lighthouse's phone. A sheet appended after
 * the others only costs the elements its own rules match (the new panel's). Per task, not per rule:
 * a style element per rule (Emotion's non-"speedy" mode) made the first render slower.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

export class TaskBatchedStyleSheet extends StyleSheet {
  #batchOpen = false;

  override insert(rule: string): void {
    if (!this.#batchOpen) {
      this.#batchOpen = true;
      // StyleSheet starts a new <style> element whenever its rule counter is a multiple of its
      // per-element limit; zero is one.
      this.ctr = 0;
      queueMicrotask(() => {
        this.#batchOpen = false;
      });
    }
    super.insert(rule);
  }
}

/** Emotion's default browser cache (key `css`, speedy in production) with a task-batched sheet. */
export function createAppEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.sheet = new TaskBatchedStyleSheet({
    key: cache.key,
    container: cache.sheet.container,
    nonce: cache.sheet.nonce,
    speedy: cache.sheet.isSpeedy,
  });
  return cache;
}
