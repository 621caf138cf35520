import { describe, expect, it } from 'vitest';

import { completedCount, missionActionLabel, missionStatus } from '../mission-status';
import { i18n, type Translate } from '@/i18n';

const t: Translate = (id, values) => i18n._(id, values);

describe('mission status', () => {
  const first = { id: 1, unlockAfter: null };
  const second = { id: 2, unlockAfter: 1 };

  it('is active when the mission has no prerequisite', () => {
    expect(missionStatus(first, {})).toBe('active');
  });

  it('is locked while the prerequisite is not completed', () => {
    expect(missionStatus(second, {})).toBe('locked');
    expect(missionStatus(second, { 1: false })).toBe('locked');
  });

  it('unlocks when the prerequisite is completed', () => {
    expect(missionStatus(second, { 1: true })).toBe('active');
  });

  it('is completed when completedMissions holds its id, whatever the prerequisite', () => {
    expect(missionStatus(second, { 2: true })).toBe('completed');
    expect(missionStatus(first, { 1: true })).toBe('completed');
  });

  it('maps each status to its button label', () => {
    expect({ completed: t(missionActionLabel.completed), active: t(missionActionLabel.active), locked: t(missionActionLabel.locked) }).toEqual({
      completed: 'Review',
      active: 'Start Mission',
      locked: 'Locked',
    });
  });

  it('counts only missions of the list that are completed', () => {
    expect(completedCount([first, second, { id: 3 }], { 1: true, 3: true, 9: true })).toBe(2);
  });
});
