import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { AppHeader } from '../app-header';

describe('shared header', () => {
  it('offers Register and Login to visitors', () => {
    renderWithProviders(<AppHeader />);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
  });

  it.each(['/auth/register', '/signup?ref=ADA123'])('offers no Register on a registration page (%s), only Login', (url) => {
    renderWithProviders(<AppHeader />, { url });
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
  });

  it('shows links, the name and "N tokens" to a signed-in user, and follows user updates', async () => {
    renderWithProviders(<AppHeader />, { user: buildUser({ name: 'Ada', tokens: 12 }) });
    // jsdom matches no media query, so this is the phone layout: the links sit behind Menu.
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(nav?.textContent).toContain('Dashboard');
    // The tabs' pages and the calculator are in the menu too (League, Rewards and Team are the phone's tabs).
    for (const [name, href] of [
      ['League', '/league'],
      ['Rewards', '/rewards'],
      ['My Team', '/team'],
      ['Earnings', '/earnings'],
    ]) {
      expect(screen.getAllByRole('link', { name })[0]?.getAttribute('href')).toBe(href);
    }
    expect(screen.getAllByRole('link', { name: 'Manage' })[0]?.getAttribute('href')).toBe('/content-manager');
    expect(screen.getByTestId('header-user-name').textContent).toBe('Ada');
    expect(screen.getByTestId('header-tokens').textContent).toContain('12 tokens');
    setCurrentUser(buildUser({ name: 'Ada', tokens: 22 }));
    await waitFor(() => expect(screen.getByTestId('header-tokens').textContent).toContain('22 tokens'));
  });

  it('links Admin Home and Insights for admins only; Manage for everyone', () => {
    const learner = renderWithProviders(<AppHeader />, { user: buildUser() });
    expect(screen.queryAllByRole('link', { name: 'Insights', hidden: true })).toEqual([]);
    expect(screen.queryAllByRole('link', { name: 'Admin Home', hidden: true })).toEqual([]);
    expect(screen.getAllByRole('link', { name: 'Manage', hidden: true })[0]?.getAttribute('href')).toBe('/content-manager');
    learner.unmount();
    renderWithProviders(<AppHeader />, { user: buildUser({ isAdmin: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getAllByRole('link', { name: 'Insights' })[0]?.getAttribute('href')).toBe('/insights');
    expect(screen.getAllByRole('link', { name: 'Admin Home' })[0]?.getAttribute('href')).toBe('/admin');
  });

  it.each([
    ['/invite', 'My Team'],
    ['/team', 'My Team'],
    ['/earnings', 'Earnings'],
    ['/league', 'League'],
  ])('marks the current place on %s: %s (the invite panel belongs to My Team; the calculator has a link of its own)', (url, name) => {
    renderWithProviders(<AppHeader />, { user: buildUser(), url });
    // Both navigations, the desktop's and the menu's, mark the same one link.
    const current = screen.getAllByRole('link', { hidden: true }).filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([name, name]);
  });

  it('logs out: clears the user and goes to /', async () => {
    const { router } = renderWithProviders(<AppHeader />, { user: buildUser(), url: '/dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getCurrentUser()).toBeNull();
  });
});
