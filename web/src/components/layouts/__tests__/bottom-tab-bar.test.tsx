import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { BottomTabBar } from '../bottom-tab-bar';

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
});
