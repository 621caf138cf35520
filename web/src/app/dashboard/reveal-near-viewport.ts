/**
 * When a deferred panel below the fold (panels.ts: the quick quizzes and the guide under the courses
 * list) may render: once the page has loaded and the browser is idle
 * (one panel per idle period, in page order), or earlier when its placeholder comes near the
 * viewport, or as soon as the learner moves through the page with the keyboard.
 *
 * The idle reveal makes the whole page real soon after the first paint without a scroll, so
 * screen readers and find-in-page meet the panels, not empty placeholders. One panel per idle
 * period keeps each render its own short task after the load (docs/decisions.md#web).
 *
 * Why (Lighthouse on a throttled phone; docs/decisions.md#web): rendering every panel while the page loads kept
 * the main thread busy for over a second after the first screen had painted (measured on the
 * dashboard when it held every panel); panels below the fold load their code and data, and render,
 * when the learner scrolls towards them.
 * `REVEAL_MARGIN` of look-ahead makes a panel start before it is in view, so scrolling at a normal
 * pace meets content, not placeholders.
 *
 * Keyboard users would otherwise tab straight past placeholders (they hold no
 * focusable content), so the first Tab anywhere on the page reveals every panel, for the rest of the
 * visit (later pages render them at once too). A browser without IntersectionObserver renders
 * them all at once, as before.
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** How far beyond the bottom of the viewport a panel starts loading (a share of the viewport's height). */
export const REVEAL_MARGIN = '50%';

const listeners = new Set<() => void>();
let allRevealed = false;

/** Reveals every deferred panel now (the first Tab; the calculator's call to the invite panel). */
export function revealAllPanels(): void {
  if (allRevealed) return;
  allRevealed = true;
  document.removeEventListener('keydown', onKeyDown, true);
  for (const listener of listeners) listener();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Tab') revealAllPanels();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0 && !allRevealed) document.addEventListener('keydown', onKeyDown, true);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('keydown', onKeyDown, true);
  };
}

/** Waiting reveals, in the order the panels mounted (page order); one runs per idle period. */
const idleQueue: (() => void)[] = [];
let idleLoopRunning = false;
/** The longest a panel waits for an idle period once the page has loaded. */
const IDLE_TIMEOUT_MS = 1500;

function nextIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 50);
}

function runIdleQueue() {
  const next = idleQueue.shift();
  if (!next) {
    idleLoopRunning = false;
    return;
  }
  next();
  nextIdle(runIdleQueue);
}

function startIdleLoop() {
  if (idleLoopRunning || idleQueue.length === 0) return;
  idleLoopRunning = true;
  const begin = () => nextIdle(runIdleQueue);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

/** Runs `reveal` in an idle period after the page's load; the returned function cancels it. */
function revealWhenIdle(reveal: () => void): () => void {
  idleQueue.push(reveal);
  startIdleLoop();
  return () => {
    const index = idleQueue.indexOf(reveal);
    if (index >= 0) idleQueue.splice(index, 1);
  };
}

/**
 * Whether the element behind `ref` may render: it came near the viewport, its idle turn came, or
 * every panel was revealed. It stays true once true.
 */
export function useRevealed(ref: RefObject<Element | null>): boolean {
  const all = useSyncExternalStore(subscribe, () => allRevealed);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || all) return undefined;
    return revealWhenIdle(() => setNear(true));
  }, [near, all]);
  useEffect(() => {
    const element = ref.current;
    if (near || all || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${REVEAL_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, all]);
  return near || all;
}

const ELEMENT_WAIT_MS = 10_000;

/**
 * Reveals every panel and resolves with the element of `id` once it has rendered (its panel's code
 * may still be on its way), or with null if it has not appeared within ten seconds.
 */
export function revealElement(id: string): Promise<HTMLElement | null> {
  revealAllPanels();
  const now = document.getElementById(id);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const finish = (element: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) finish(element);
    });
    const timer = setTimeout(() => finish(null), ELEMENT_WAIT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
