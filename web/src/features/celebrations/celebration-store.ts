/**
 * The celebrations waiting to be shown (docs/product.md#moments), one at a time in order. An
 * achievement found while an action's celebration shows joins it (its badge appears there: one
 * feedback per action); otherwise it is a celebration of its own, until an action's moment comes
 * and takes it in. While another dialog holds the
 * screen (the quiz modal), celebrations wait until it closes.
 */
import { useSyncExternalStore } from 'react';

import type { Translate } from '@/i18n';

import { momentOf, type Moment, type MomentBadge, type MomentInput } from './moments';

type Listener = () => void;

let queue: Moment[] = [];
let holds = 0;
/** Which clear the holds belong to: a release timed before a clear must not free a hold taken after it. */
let holdsEpoch = 0;
let counter = 0;
const listeners = new Set<Listener>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** The celebration on screen now, if any. */
export function currentCelebration(): Moment | null {
  return holds === 0 ? (queue[0] ?? null) : null;
}

/** The moments an action's answer brings; achievements it unlocked wait behind them. */
const ACTION_KINDS: ReadonlySet<MomentInput['kind']> = new Set(['station', 'video', 'course', 'quiz']);

/**
 * Queues a moment. An action's own moment takes in every achievement-only moment still in the queue,
 * the one on screen included: their badges join it and it takes the first one's place (one feedback
 * per action, docs/product.md#moments). The achievement its answer unlocked may have been found
 * first, while the quiz modal held the celebrations; and an achievement dialog already up must not
 * push the action's payment behind it, where a learner who closes the page never sees it.
 */
export function celebrate(input: MomentInput): void {
  counter += 1;
  const moment = momentOf(counter, input);
  const at = ACTION_KINDS.has(input.kind) ? queue.findIndex((queued) => queued.kind === 'achievement') : -1;
  if (at === -1) {
    queue = [...queue, moment];
  } else {
    const badges = queue.filter((queued) => queued.kind === 'achievement').flatMap((queued) => queued.badges);
    const rest = queue.filter((queued) => queued.kind !== 'achievement');
    queue = [...rest.slice(0, at), { ...moment, badges: [...moment.badges, ...badges] }, ...rest.slice(at)];
  }
  emit();
}

/**
 * Where achievements just found join: the celebration on screen or, while another dialog holds the
 * screen (the quiz modal closing), the last action's moment waiting for it (a course completed in
 * that instant: its answer is what unlocked them). -1: none.
 */
function joinIndex(): number {
  if (holds === 0) return queue.length > 0 ? 0 : -1;
  return queue.findLastIndex((moment) => ACTION_KINDS.has(moment.kind));
}

/** Achievements just unlocked: into the action's celebration (see joinIndex), else a celebration of their own. */
export function announceAchievements(t: Translate, badges: MomentBadge[], next: MomentInput['next']): void {
  if (badges.length === 0) return;
  const at = joinIndex();
  if (at !== -1) {
    queue = queue.map((moment, index) => (index === at ? { ...moment, badges: [...moment.badges, ...badges] } : moment));
  } else {
    const title = t('moments.achievements.title', { count: badges.length });
    counter += 1;
    queue = [...queue, momentOf(counter, { kind: 'achievement', title, badges, next })];
  }
  emit();
}

export function dismissCelebration(): void {
  queue = queue.slice(1);
  emit();
}

/**
 * How long a released celebration waits: the closing dialog gives the focus back to what opened it
 * first, so the celebration then takes it (and that focus move does not read as a move out of it).
 */
export const RELEASE_DELAY_MS = 300;

/** Keeps celebrations off the screen while another dialog is open; call the returned function when it closes. */
export function holdCelebrations(): () => void {
  holds += 1;
  emit();
  const epoch = holdsEpoch;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    setTimeout(() => {
      if (epoch !== holdsEpoch) return;
      holds = Math.max(0, holds - 1);
      emit();
    }, RELEASE_DELAY_MS);
  };
}

export function subscribeCelebrations(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useCurrentCelebration = () => useSyncExternalStore(subscribeCelebrations, currentCelebration, currentCelebration);

/**
 * Drops everything (between unit tests), holds included: a dialog unmounted at the end of one test
 * releases its hold 300 ms later, which would otherwise free the hold of a dialog the next test had
 * just opened, and that test's celebration would show under the dialog still closing, lose the
 * focus to it and close (rewards-panel's count-down stood at "12 → 12 tokens left").
 */
export function clearCelebrations(): void {
  queue = [];
  holds = 0;
  holdsEpoch += 1;
  emit();
}
