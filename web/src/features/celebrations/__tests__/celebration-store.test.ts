import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  announceAchievements,
  celebrate,
  clearCelebrations,
  currentCelebration,
  dismissCelebration,
  holdCelebrations,
  RELEASE_DELAY_MS,
} from '../celebration-store';
import { i18n, type Translate } from '@/i18n';

const t: Translate = (id, values) => i18n._(id, values);

const next = { label: 'Next: Station 2', to: '/mission/2' };
const badge = { id: 'courses-1', label: 'First Lesson Learned' };

describe('celebration queue', () => {
  afterEach(() => clearCelebrations());

  it('shows one celebration at a time, in order', () => {
    celebrate({ kind: 'station', title: 'Mission Completed!', tokens: 10, next });
    celebrate({ kind: 'streak', title: '3-day streak!', next });
    expect(currentCelebration()).toMatchObject({ title: 'Mission Completed!', tokens: 10, points: 0, badges: [] });
    dismissCelebration();
    expect(currentCelebration()?.title).toBe('3-day streak!');
    dismissCelebration();
    expect(currentCelebration()).toBeNull();
  });

  it("an achievement joins the action's celebration on screen: one feedback per action", () => {
    celebrate({ kind: 'course', title: 'Course Completed!', next });
    const shown = currentCelebration()!;
    announceAchievements(t, [badge], next);
    expect(currentCelebration()).toMatchObject({ id: shown.id, title: 'Course Completed!', badges: [badge] });
    dismissCelebration();
    expect(currentCelebration()).toBeNull();
  });

  it("joins the action's moment still held back by a closing dialog (the course completed as the quiz closed)", () => {
    vi.useFakeTimers();
    try {
      const release = holdCelebrations();
      celebrate({ kind: 'streak', title: '3-day streak!', next });
      celebrate({ kind: 'course', title: 'Course Completed!', next });
      release();
      announceAchievements(t, [badge], next);
      vi.advanceTimersByTime(RELEASE_DELAY_MS);
      expect(currentCelebration()).toMatchObject({ title: '3-day streak!', badges: [] });
      dismissCelebration();
      expect(currentCelebration()).toMatchObject({ title: 'Course Completed!', badges: [badge] });
      dismissCelebration();
      expect(currentCelebration()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an achievement alone is a celebration of its own; nothing for no badges', () => {
    announceAchievements(t, [], next);
    expect(currentCelebration()).toBeNull();
    announceAchievements(t, [badge], next);
    expect(currentCelebration()).toMatchObject({ kind: 'achievement', title: 'Achievement Unlocked!', badges: [badge] });
  });

  it('waits while another dialog holds the screen, then shows once that has closed', () => {
    vi.useFakeTimers();
    try {
      const release = holdCelebrations();
      announceAchievements(t, [badge], next);
      expect(currentCelebration()).toBeNull();
      release();
      release();
      expect(currentCelebration()).toBeNull();
      vi.advanceTimersByTime(RELEASE_DELAY_MS);
      expect(currentCelebration()?.kind).toBe('achievement');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a hold taken after a clear, whatever a hold from before it releases', () => {
    vi.useFakeTimers();
    try {
      const before = holdCelebrations();
      clearCelebrations();
      const release = holdCelebrations();
      before();
      announceAchievements(t, [badge], next);
      vi.advanceTimersByTime(RELEASE_DELAY_MS);
      expect(currentCelebration()).toBeNull();
      release();
      vi.advanceTimersByTime(RELEASE_DELAY_MS);
      expect(currentCelebration()?.kind).toBe('achievement');
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes in an achievement still waiting: the action's moment comes once, with its badge", () => {
    vi.useFakeTimers();
    try {
      // The quiz modal holds the screen; the answer's achievement is found before its course moment.
      const release = holdCelebrations();
      announceAchievements(t, [badge], next);
      celebrate({ kind: 'course', title: 'Course Completed!', next });
      release();
      vi.advanceTimersByTime(RELEASE_DELAY_MS);
      expect(currentCelebration()).toMatchObject({ title: 'Course Completed!', badges: [badge] });
      dismissCelebration();
      expect(currentCelebration()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the place of an achievement on screen, so the payment is said even if the page closes after it', () => {
    // An achievement found as the page opened is up while the video plays to its end.
    announceAchievements(t, [badge], next);
    celebrate({ kind: 'streak', title: '3-day streak!', next });
    expect(currentCelebration()?.kind).toBe('achievement');
    celebrate({ kind: 'video', title: 'Video Completed!', tokens: 15, points: 25, next });
    expect(currentCelebration()).toMatchObject({ kind: 'video', title: 'Video Completed!', tokens: 15, points: 25, badges: [badge] });
    dismissCelebration();
    expect(currentCelebration()?.title).toBe('3-day streak!');
    dismissCelebration();
    expect(currentCelebration()).toBeNull();
  });

  it('leaves achievements alone for a moment that is not an action', () => {
    announceAchievements(t, [badge], next);
    celebrate({ kind: 'streak', title: '3-day streak!', next });
    expect(currentCelebration()?.kind).toBe('achievement');
    dismissCelebration();
    expect(currentCelebration()).toMatchObject({ title: '3-day streak!', badges: [] });
  });
});
