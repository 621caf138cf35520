import { describe, expect, it } from 'vitest';

import { balancesFromProfileRow } from '../use-live-profile';

describe('live profile changes', () => {
  it('maps the profile row balances to the user fields', () => {
    expect(balancesFromProfileRow({ id: 'x', tokens: 15, leaderboard_pts: 70, invites: 2, is_admin: true })).toEqual({
      tokens: 15,
      leaderboardPts: 70,
      invites: 2,
    });
  });

  it('ignores missing or non-numeric columns', () => {
    expect(balancesFromProfileRow({ tokens: '15' })).toEqual({});
  });
});
