import { afterEach, describe, expect, it } from 'vitest';

import type { Team, TeamMember } from '@contract';
import { activateLocale, i18n, type Translate } from '@/i18n';

import { byLevel, lastActiveText, levelLabel, loadedMembers, nudgeBlocker, shownText } from '../team-rules';

const t: Translate = (id, values) => i18n._(id, values);

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
    expect(lastActiveText(t, '2026-11-23', today)).toBe('active today');
    expect(lastActiveText(t, '2026-11-22', today)).toBe('active yesterday');
    expect(lastActiveText(t, '2026-11-13', today)).toBe('active 10 days ago');
  });

  it('lets a stuck member be nudged once a week, unless they turned nudges off', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(nudgeBlocker(member(), now)).toBeNull();
    expect(nudgeBlocker(member({ nudgesEnabled: false }), now)).toBe('team.nudgesOff');
    expect(nudgeBlocker(member({ lastNudgedAt: '2026-11-20T12:00:00Z' }), now)).toBe('team.nudgedThisWeek');
    expect(nudgeBlocker(member({ lastNudgedAt: '2026-11-10T12:00:00Z' }), now)).toBeNull();
  });

  it('groups members by level in order', () => {
    const groups = byLevel([member({ id: 'c', level: 2 }), member({ id: 'a' }), member({ id: 'b', level: 3 }), member({ id: 'd', level: 2 })]);
    expect(groups.map((group) => [group.level, group.members.map((m) => m.id)])).toEqual([
      [1, ['a']],
      [2, ['c', 'd']],
      [3, ['b']],
    ]);
    expect(levelLabel(t, 1)).toBe('Joined with your link');
    expect(levelLabel(t, 2)).toBe('Level 2');
  });

  it('joins the loaded pages in order, each member once, and says how many are shown', () => {
    const page = (ids: string[]) => ({ members: ids.map((id) => member({ id })) }) as unknown as Team;
    // 'b' moved across the page boundary between the two reads.
    expect(loadedMembers([page(['a', 'b']), page(['b', 'c'])]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(loadedMembers([])).toEqual([]);
    expect(shownText(t, 50, 5000)).toBe('Showing 50 of 5,000 members');
    expect(shownText(t, 1, 1)).toBe('Showing 1 of 1 member');
  });

  describe('in Spanish and Arabic', () => {
    afterEach(() => activateLocale('en'));

    it('words the levels, the last activity and the count shown', async () => {
      const today = new Date('2026-11-23T15:00:00Z');
      await activateLocale('es');
      expect(levelLabel(t, 1)).toBe('Se unieron con tu enlace');
      expect(levelLabel(t, 3)).toBe('Nivel 3');
      expect(lastActiveText(t, '2026-11-13', today)).toBe('activo hace 10 días');
      expect(shownText(t, 50, 12345)).toBe('Se muestran 50 de 12.345 miembros');
      await activateLocale('ar');
      expect(lastActiveText(t, '2026-11-21', today)).toBe('نشط قبل يومين');
      expect(lastActiveText(t, '2026-11-20', today)).toBe('نشط قبل 3 أيام');
      expect(shownText(t, 1, 1)).toBe('يُعرض 1 من عضو واحد');
      expect(t('team.totals.stuck', { days: 7 })).toBe('متوقفون (7 أيام أو أكثر)');
    });
  });
});
