import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getCurrentUser } from '@/lib/current-user';
import { catalogueReward, mockApi as mockRoutes, testSettings } from '@/testing/mock-api';
import type { Redemption } from '@contract';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { RewardsPanel } from '../components/rewards-panel';

/** Routes the claimed-rewards read of any user (answering `claimed`) beside the test's own routes. */
function mockApi(routes: Parameters<typeof mockRoutes>[0], claimed: Redemption[] = []) {
  return mockRoutes({ [`GET /api/users/${buildUser().id}/rewards`]: { body: claimed }, ...routes });
}

const redeemButton = (title: string, cost = 5) => screen.findByRole('button', { name: `Redeem ${title} for ${cost} tokens` });

describe('rewards panel', () => {
  it('disables every reward below 5 tokens', async () => {
    mockApi({});
    renderWithProviders(<RewardsPanel user={buildUser({ tokens: 4 })} />);
    for (const title of ['5 Social Media Posts', 'Email Swipe Pack', '10 Warm Leads']) {
      expect((await redeemButton(title)).hasAttribute('disabled')).toBe(true);
    }
  });

  it('names the catalogue and costs the server holds', async () => {
    const rewards = testSettings.rewards.map((reward) => (reward.id === 'warm_leads' ? { ...reward, title: '12 Warm Leads', cost: 8 } : reward));
    mockApi({ 'GET /api/settings': { body: { ...testSettings, rewards } } });
    renderWithProviders(<RewardsPanel user={buildUser({ tokens: 6 })} />);
    expect((await redeemButton('12 Warm Leads', 8)).hasAttribute('disabled')).toBe(true);
    expect((await redeemButton('Email Swipe Pack')).hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('8 tokens')).toBeTruthy();
  });

  it('shows a reward that would deliver nothing as coming soon, with the reason and no button', async () => {
    const rewards = [...testSettings.rewards, catalogueReward({ id: 'call_scripts', title: 'Call Script Pack', cost: 25, items: 0 })];
    mockApi({ 'GET /api/settings': { body: { ...testSettings, rewards } } });
    renderWithProviders(<RewardsPanel user={buildUser({ tokens: 100 })} />);
    const row = (await screen.findAllByTestId('catalogue-reward')).find((item) => item.textContent?.includes('Call Script Pack'))!;
    expect(row.dataset.available).toBe('false');
    expect(within(row).getByTestId('reward-coming-soon').textContent).toBe('Coming soon');
    expect(within(row).getByTestId('reward-unavailable-reason').textContent).toBe('Its content is still being written, so it cannot be redeemed yet.');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('shows the progress to the next reward it can buy ("12 more tokens"), skipping one that is coming soon', async () => {
    const rewards = [
      ...testSettings.rewards,
      catalogueReward({ id: 'empty_pack', title: 'Empty Pack', cost: 20, items: 0 }),
      catalogueReward({ id: 'call_scripts', title: 'Call Script Pack', cost: 25 }),
      catalogueReward({ id: 'coaching_call', title: 'Coaching Call', cost: 60, fulfilment: 'manual', items: null }),
    ];
    mockApi({ 'GET /api/settings': { body: { ...testSettings, rewards } } });
    renderWithProviders(<RewardsPanel user={buildUser({ tokens: 13 })} />);
    const next = await screen.findByTestId('next-reward');
    expect(next.textContent).toContain('Next: Call Script Pack');
    expect(within(next).getByTestId('next-reward-to-go').textContent).toBe('12 more tokens');
    expect(screen.getByText('47 more tokens')).toBeTruthy();
  });

  it('says so when the catalogue cannot be loaded', async () => {
    mockApi({ 'GET /api/settings': { status: 503, body: { message: 'The service is temporarily unavailable. Please try again.' } } });
    renderWithProviders(<RewardsPanel user={buildUser({ tokens: 6 })} />);
    expect(await screen.findByText(/Could not load the rewards/)).toBeTruthy();
  });

  it('redeems a reward, shows the new balance source and the success toast', async () => {
    const user = buildUser({ tokens: 12 });
    const { calls } = mockApi({
      [`POST /api/users/${user.id}/redeem-reward`]: {
        body: {
          user: { ...user, tokens: 7, claimedRewards: ['warm_leads'] },
          message: 'Enjoy your leads',
          redemption: { id: 1, rewardType: 'warm_leads', title: '10 Warm Leads', cost: 5, status: 'pending' },
        },
      },
    });
    renderWithProviders(<RewardsPanel user={user} />, { user });
    fireEvent.click(await redeemButton('10 Warm Leads'));
    expect(await screen.findByText('Reward Redeemed!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ rewardType: 'warm_leads' });
    expect(getCurrentUser()?.tokens).toBe(7);
  });

  it('toasts "Redemption Failed" with the server message', async () => {
    const user = buildUser({ tokens: 5 });
    mockApi({ [`POST /api/users/${user.id}/redeem-reward`]: { status: 400, body: { message: 'Invalid reward type' } } });
    renderWithProviders(<RewardsPanel user={user} />, { user });
    fireEvent.click(await redeemButton('Email Swipe Pack'));
    expect(await screen.findByText('Redemption Failed')).toBeTruthy();
    expect(screen.getByText('Invalid reward type')).toBeTruthy();
  });

  it("titles the toast with the server's short title when it sends one", async () => {
    const user = buildUser({ tokens: 5 });
    mockApi({
      [`POST /api/users/${user.id}/redeem-reward`]: {
        status: 409,
        body: { error: 'Insufficient Tokens', message: 'You need at least 5 tokens to redeem this reward.' },
      },
    });
    renderWithProviders(<RewardsPanel user={user} />, { user });
    fireEvent.click(await redeemButton('Email Swipe Pack'));
    expect(await screen.findByText('Insufficient Tokens')).toBeTruthy();
    expect(screen.getByText('You need at least 5 tokens to redeem this reward.')).toBeTruthy();
  });

  it('lists claimed rewards with their content and state, and shows Station 1-5 badges locked or unlocked', async () => {
    const base = { cost: 5, createdAt: '2026-11-20T10:00:00Z', delivery: null, deliveryFile: null, refundReason: null, settledAt: null };
    mockApi({}, [
      { ...base, id: 3, rewardType: 'warm_leads', title: '10 Warm Leads', fulfilment: 'manual', status: 'pending', items: [] },
      {
        ...base,
        id: 2,
        rewardType: 'social_posts',
        title: '5 Social Media Posts',
        fulfilment: 'pack',
        status: 'delivered',
        items: [{ id: 9, title: 'Monday post', body: 'Share one lesson.' }],
      },
      {
        ...base,
        id: 1,
        rewardType: 'warm_leads',
        title: '10 Warm Leads',
        fulfilment: 'manual',
        status: 'refunded',
        settledAt: '2026-11-21T10:00:00Z',
        refundReason: 'Out of leads.',
        items: [],
      },
    ]);
    renderWithProviders(<RewardsPanel user={buildUser({ badges: [1, 3] })} />);
    const list = await screen.findByTestId('claimed-rewards');
    const rows = within(list).getAllByTestId('claimed-reward');
    expect(rows.map((row) => row.dataset.status)).toEqual(['pending', 'delivered', 'refunded']);
    expect(within(rows[0]!).getByText(/will e-mail you when it's delivered/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Share one lesson.')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Copy Monday post' })).toBeTruthy();
    expect(within(rows[2]!).getByText(/5 tokens returned\. Out of leads\./)).toBeTruthy();
    const unlocked = [1, 2, 3, 4, 5].map((station) => screen.getByTestId(`badge-station-${station}`).dataset.unlocked);
    expect(unlocked).toEqual(['true', 'false', 'true', 'false', 'false']);
    expect(screen.getByText('Station 5')).toBeTruthy();
  });

  it('says when nothing is claimed yet, and when the claimed list cannot be loaded', async () => {
    mockApi({});
    renderWithProviders(<RewardsPanel user={buildUser()} />);
    expect(await screen.findByText('Nothing claimed yet. Earn tokens on the Quest Map.')).toBeTruthy();
  });

  it('offers Try again when the claimed list cannot be loaded', async () => {
    mockApi({ [`GET /api/users/${buildUser().id}/rewards`]: { status: 503, body: { message: 'The service is temporarily unavailable. Please try again.' } } });
    renderWithProviders(<RewardsPanel user={buildUser()} />);
    expect(await screen.findByText(/Could not load your claimed rewards/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
