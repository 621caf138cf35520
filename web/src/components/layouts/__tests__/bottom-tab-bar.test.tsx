import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { BottomTabBar, LABEL_INSET, TAB_LABEL_SIZE } from '../bottom-tab-bar';

const tabs = () =>
  screen.getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe("the phone's tab bar (docs/product.md#navigation)", () => {
  it('gives a learner Today, Courses, League, Rewards and Team, the current one marked', () => {
    renderWithProviders(<BottomTabBar />, { user: buildUser(), url: '/league' });
    expect(tabs()).toEqual([
      ['Dashboard', '/dashboard', null],
      ['Courses', '/courses', null],
      ['League', '/league', 'page'],
      ['Rewards', '/rewards', null],
      ['My Team', '/team', null],
    ]);
  });

  it.each(['/team', '/invite', '/earnings', '/invite/'])('marks My Team on %s, which is reached from it (current-place.ts)', (url) => {
    renderWithProviders(<BottomTabBar />, { user: buildUser(), url });
    expect(tabs().filter(([, , current]) => current === 'page')).toEqual([['My Team', '/team', 'page']]);
  });

  it('marks nothing on a page of no tab (the profile), and no tab of an administrator on /invite (My Team is not theirs)', () => {
    const learner = renderWithProviders(<BottomTabBar />, { user: buildUser(), url: '/profile' });
    expect(tabs().filter(([, , current]) => current === 'page')).toEqual([]);
    learner.unmount();
    renderWithProviders(<BottomTabBar />, { user: buildUser({ isAdmin: true }), url: '/invite' });
    expect(tabs().filter(([, , current]) => current === 'page')).toEqual([]);
  });

  it('gives an administrator their own start, Manage and Insights, then Today and Courses', () => {
    renderWithProviders(<BottomTabBar />, { user: buildUser({ isAdmin: true }), url: '/admin' });
    expect(tabs()).toEqual([
      ['Admin', '/admin', 'page'],
      ['Manage', '/content-manager', null],
      ['Insights', '/insights', null],
      ['Dashboard', '/dashboard', null],
      ['Courses', '/courses', null],
    ]);
  });

  it('sets every label at one size, with no tab narrower than its longest word (never a smaller "Recompensas")', () => {
    // Every label keeps room from its tab's edges (3 px at least: tests/e2e/i18n.test.ts).
    expect(LABEL_INSET).toBeGreaterThanOrEqual(3);
    renderWithProviders(<BottomTabBar />, { user: buildUser(), url: '/dashboard' });
    const labels = screen.getAllByTestId('tab-label');
    expect(new Set(labels.map((label) => getComputedStyle(label).fontSize))).toEqual(new Set([TAB_LABEL_SIZE]));
    for (const label of labels) expect(getComputedStyle(label.closest('li')!).minWidth).toBe('min-content');
  });
});
