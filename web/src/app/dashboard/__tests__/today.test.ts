import { describe, expect, it } from 'vitest';

import type { Mission } from '@contract';

import { nextStep, streakLine } from '../today';

const mission = (id: number, unlockAfter: number | null = null): Mission =>
  ({ id, station: id, title: `Station ${id}`, description: '', content: '', tokens: 5, points: 10, unlockAfter }) as Mission;
const missions = [mission(1), mission(2, 1), mission(3, 2)];

describe('the next step', () => {
  it('is the first station the learner may start', () => {
    expect(nextStep(missions, {})).toMatchObject({ kind: 'station', station: 1 });
    expect(nextStep(missions, { 1: true })).toMatchObject({ kind: 'station', station: 2 });
  });

  it('is the courses once every station is done', () => {
    expect(nextStep(missions, { 1: true, 2: true, 3: true })).toEqual({ kind: 'courses' });
    expect(nextStep([], {})).toEqual({ kind: 'courses' });
  });
});

describe('the streak line', () => {
  it('counts today and names tomorrow', () => {
    expect(streakLine(1)).toEqual({ title: '1-day streak', detail: 'Today counts. Come back tomorrow for day 2.' });
    expect(streakLine(6).title).toBe('6-day streak');
    expect(streakLine(0).title).toBe('1-day streak');
  });
});
