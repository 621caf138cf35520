import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CelebrationHost, clearCelebrations, loadCelebrationDialog } from '@/features/celebrations';

import { getCurrentUser } from '@/lib/current-user';
import { catalogueReward, mockApi as mockRoutes, redemption, testSettings } from '@/testing/mock-api';
import type { Redemption } from '@contract';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { RewardsPanel } from '../components/rewards-panel';

// The lazy chunks this screen shows, loaded before its tests so a findBy* waits for the screen, not for
// a module's first on-demand transform (docs/performance.md#unit-tests).
await loadCelebrationDialog();

/** Routes the claimed-rewards read of any user (answering `claimed`) beside the test's own routes. */
function mockApi(routes: Parameters<typeof mockRoutes>[0], claimed: Redemption[] = []) {
  return mockRoutes({ [`GET /api/users/${buildUser().id}/rewards`]: { body: claimed }, ...routes });
}

const redeemButton = (title: string, cost = 5) => screen.findByRole('button', { name: `Redeem ${title} for ${cost} tokens` });

describe('rewards panel', () => {
  afterEach(() => clearCelebrations());

  it('offline says once that redeeming and downloads wait, and asks Storage for no delivered file (no error under each)', async () => {
    const delivered = (id: number, name: string) =>
      redemption({ id, status: 'fulfilled', settledAt: '2026-11-21T10:00:00Z', deliveryFile: { path: `u/${id}.pdf`, name } });
    mockApi({}, [delivered(41, 'leads-a.pdf'), delivered(42, 'leads-b.pdf')]);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<RewardsPanel user={buildUser({ tokens: 50 })} />);
      expect((await screen.findByTestId('rewards-offline')).textContent).toBe(
        "You are offline. Rewards shows what this device kept; you can redeem and download once you're back online.",
      );
      const files = await screen.findAllByTestId('delivery-offline');
      expect(files.map((file) => file.textContent)).toEqual([
        "leads-a.pdf downloads when you're back online.",
        "leads-b.pdf downloads when you're back online.",
      ]);
      expect(screen.queryByText(/Could not reach the server/)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      // Redeeming waits for the network too: no button opens a question that cannot be answered.
      expect((await redeemButton('5 Social Media Posts')).hasAttribute('disabled')).toBe(true);
    } finally {
      online.mockRestore();
    }
  });

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

  it('asks first: what it gives, the cost and the balance now → after; Cancel sends nothing', async () => {
    const user = buildUser({ tokens: 12 });
    const { calls } = mockApi({});
    renderWithProviders(<RewardsPanel user={user} />, { user });
    fireEvent.click(await redeemButton('Email Swipe Pack'));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Email Swipe Pack?' });
    expect(within(dialog).getByTestId('redeem-what-you-get').textContent).toContain('items to copy, on screen at once under Claimed rewards');
    expect(within(dialog).getByTestId('redeem-cost').textContent).toBe('5 tokens');
    expect(within(dialog).getByTestId('redeem-balance').textContent).toBe('12 → 7 tokens');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says in the question when the reward was claimed before: redeeming again buys it again', async () => {
    const user = buildUser({ tokens: 12 });
    mockApi({}, [redemption({ rewardType: 'email_swipes', title: 'Email Swipe Pack', fulfilment: 'pack', createdAt: '2026-11-20T10:00:00Z' })]);
    renderWithProviders(<RewardsPanel user={user} />, { user });
    fireEvent.click(await redeemButton('Email Swipe Pack'));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Email Swipe Pack?' });
    expect((await within(dialog).findByTestId('redeem-claimed-before')).textContent).toBe(
      'You already claimed this on November 20, 2026: it is under Claimed rewards. Redeeming again buys it again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Another reward, never claimed, says nothing of the kind.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await redeemButton('5 Social Media Posts'));
    const other = await screen.findByRole('dialog', { name: 'Redeem 5 Social Media Posts?' });
    expect(within(other).queryByTestId('redeem-claimed-before')).toBeNull();
  });

  it('redeems once confirmed: the new balance, and the celebration of what was received, counting the tokens down', async () => {
    const user = buildUser({ tokens: 12 });
    const base = { cost: 5, createdAt: '2026-11-20T10:00:00Z', delivery: null, deliveryFile: null, refundReason: null, settledAt: null };
    const { calls } = mockApi(
      {
        [`POST /api/users/${user.id}/redeem-reward`]: {
          body: {
            user: { ...user, tokens: 7, claimedRewards: ['email_swipes'] },
            message: 'Reward redeemed: Email Swipe Pack',
            redemption: { id: 4, rewardType: 'email_swipes', title: 'Email Swipe Pack', cost: 5, status: 'delivered' },
            emailSent: true,
          },
        },
      },
      [
        {
          ...base,
          id: 4,
          rewardType: 'email_swipes',
          title: 'Email Swipe Pack',
          fulfilment: 'pack',
          status: 'delivered',
          items: [
            { id: 1, title: 'Welcome e-mail', body: 'Hi!' },
            { id: 2, title: 'Follow-up e-mail', body: 'Hello again.' },
          ],
        },
      ],
    );
    renderWithProviders(
      <>
        <RewardsPanel user={user} />
        <CelebrationHost />
      </>,
      { user },
    );
    fireEvent.click(await redeemButton('Email Swipe Pack'));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Email Swipe Pack?' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Redeem/ }));
    const celebration = await screen.findByRole('dialog', { name: 'Reward Redeemed!' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ rewardType: 'email_swipes' });
    expect(getCurrentUser()?.tokens).toBe(7);
    expect(within(celebration).getByText('Reward redeemed: Email Swipe Pack. Find it under Claimed rewards. We e-mailed you a copy too.')).toBeTruthy();
    expect(within(celebration).getByTestId('celebration-received').textContent).toBe('Welcome e-mailFollow-up e-mail');
    expect(within(celebration).getByTestId('spent-cost').textContent).toBe('−5 tokens');
    await waitFor(() => expect(within(celebration).getByTestId('spent-balance').textContent).toBe('12 → 7 tokens left'));
    expect(within(celebration).getByRole('button', { name: 'See it in Claimed rewards' })).toBeTruthy();
    // One feedback per action: no toast says it too.
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('says "Redemption Failed" with the server message in the dialog, and keeps it open to try again', async () => {
    const user = buildUser({ tokens: 5 });
    mockApi({ [`POST /api/users/${user.id}/redeem-reward`]: { status: 400, body: { message: 'Invalid reward type' } } });
    renderWithProviders(<RewardsPanel user={user} />, { user });
    fireEvent.click(await redeemButton('Email Swipe Pack'));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Email Swipe Pack?' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Redeem/ }));
    expect((await within(dialog).findByTestId('redeem-problem')).textContent).toBe('Redemption Failed: Invalid reward type');
    expect(
      within(dialog)
        .getByRole('button', { name: /Redeem/ })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it("titles the refusal with the server's short title when it sends one", async () => {
    const user = buildUser({ tokens: 5 });
    mockApi({
      [`POST /api/users/${user.id}/redeem-reward`]: {
        status: 409,
        body: { error: 'Insufficient Tokens', message: 'You need at least 5 tokens to redeem this reward.' },
      },
    });
    renderWithProviders(<RewardsPanel user={user} />, { user });
    fireEvent.click(await redeemButton('Email Swipe Pack'));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Email Swipe Pack?' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Redeem/ }));
    expect((await within(dialog).findByTestId('redeem-problem')).textContent).toBe('Insufficient Tokens: You need at least 5 tokens to redeem this reward.');
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
