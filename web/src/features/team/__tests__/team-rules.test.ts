import { describe, expect, it } from 'vitest';

import type { Team, TeamMember } from '@contract';

import { byLevel, lastActiveText, levelLabel, loadedMembers, nudgeBlocker, shownText } from '../team-rules';

const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: 'a',
  name: 'Ana',
  level: 1,
  sponsorName: 'Sid',
  joinedAt: '2026-11-01T10:00:00Z',
  stationsDone: 0,
  coursesCompleted: 0,
  lastActiveOn: '2026-11-01',
  stuck: true,
  nudgesEnabled: true,
  lastNudgedAt: null,
  ...overrides,
});

describe('my team rules', () => {
  it('says how long ago a member was active', () => {
    const today = new Date('2026-11-23T15:00:00Z');
    expect(lastActiveText('2026-11-23', today)).toBe('active today');
    expect(lastActiveText('2026-11-22', today)).toBe('active yesterday');
    expect(lastActiveText('2026-11-13', today)).toBe('active 10 days ago');
  });

  it('lets a stuck member be nudged once a week, unless they turned nudges off', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(nudgeBlocker(member(), now)).toBeNull();
    expect(nudgeBlocker(member({ nudgesEnabled: false }), now)).toBe('Nudges off');
    expect(nudgeBlocker(member({ lastNudgedAt: '2026-11-20T12:00:00Z' }), now)).toBe('Nudged this week');
    expect(nudgeBlocker(member({ lastNudgedAt: '2026-11-10T12:00:00Z' }), now)).toBeNull();
  });

  it('groups members by level in order', () => {
    const groups = byLevel([member({ id: 'c', level: 2 }), member({ id: 'a' }), member({ id: 'b', level: 3 }), member({ id: 'd', level: 2 })]);
    expect(groups.map((group) => [group.level, group.members.map((m) => m.id)])).toEqual([
      [1, ['a']],
      [2, ['c', 'd']],
      [3, ['b']],
    ]);
    expect(levelLabel(1)).toBe('Joined with your link');
    expect(levelLabel(2)).toBe('Level 2');
  });

  it('joins the loaded pages in order, each member once, and says how many are shown', () => {
    const page = (ids: string[]) => ({ members: ids.map((id) => member({ id })) }) as unknown as Team;
    // 'b' moved across the page boundary between the two reads.
    expect(loadedMembers([page(['a', 'b']), page(['b', 'c'])]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(loadedMembers([])).toEqual([]);
    expect(shownText(50, 5000)).toBe('Showing 50 of 5,000 members');
    expect(shownText(1, 1)).toBe('Showing 1 of 1 member');
  });
});
