import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import NotFoundRoute from '../not-found';

describe('404 page', () => {
  it('reads "Page Not Found" and links back to the landing page', async () => {
    renderWithProviders(<NotFoundRoute />, { url: '/no/such/stop' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Page Not Found');
    const back = screen.getByRole('link', { name: 'Back to the station' });
    expect(back.getAttribute('href')).toBe('/');
  });

  it('offers Register and Login to a visitor', async () => {
    renderWithProviders(<NotFoundRoute />, { url: '/nowhere' });
    expect((await screen.findByRole('link', { name: 'Register' })).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
  });
});
