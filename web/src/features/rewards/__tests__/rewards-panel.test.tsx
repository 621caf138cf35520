import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getCurrentUser } from '@/lib/current-user';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { RewardsPanel } from '../components/rewards-panel';

const redeemButton = (title: string) => screen.getByRole('button', { name: `Redeem ${title} for 5 tokens` });

describe('rewards panel', () => {
  it('disables every reward below 5 tokens', () => {
    renderWithProviders(<RewardsPanel user={buildUser({ tokens: 4 })} />);
    for (const title of ['5 Social Media Posts', 'Email Swipe Pack', '10 Warm Leads']) {
      expect(redeemButton(title).hasAttribute('disabled')).toBe(true);
    }
  });

  it('redeems a reward, shows the new balance source and the success toast', async () => {
    const user = buildUser({ tokens: 12 });
    const { calls } = mockApi({
      [`POST /api/users/${user.id}/redeem-reward`]: {
        body: { user: { ...user, tokens: 7, claimedRewards: ['warm_leads'] }, message: 'Enjoy your leads' },
      },
    });
    renderWithProviders(<RewardsPanel user={user} />, { user });
    fireEvent.click(redeemButton('10 Warm Leads'));
    expect(await screen.findByText('Reward Redeemed!')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ rewardType: 'warm_leads' });
    expect(getCurrentUser()?.tokens).toBe(7);
  });

  it('toasts "Redemption Failed" with the server message', async () => {
    const user = buildUser({ tokens: 5 });
    mockApi({ [`POST /api/users/${user.id}/redeem-reward`]: { status: 400, body: { message: 'Insufficient Tokens' } } });
    renderWithProviders(<RewardsPanel user={user} />, { user });
    fireEvent.click(redeemButton('Email Swipe Pack'));
    expect(await screen.findByText('Redemption Failed')).toBeTruthy();
    expect(screen.getByText('Insufficient Tokens')).toBeTruthy();
  });

  it('lists claimed rewards and shows Station 1-5 badges locked or unlocked', () => {
    renderWithProviders(<RewardsPanel user={buildUser({ claimedRewards: ['social_posts'], badges: [1, 3] })} />);
    expect(within(screen.getByTestId('claimed-rewards')).getByText('5 Social Media Posts')).toBeTruthy();
    const unlocked = [1, 2, 3, 4, 5].map((station) => screen.getByTestId(`badge-station-${station}`).dataset.unlocked);
    expect(unlocked).toEqual(['true', 'false', 'true', 'false', 'false']);
    expect(screen.getByText('Station 5')).toBeTruthy();
  });
});
