import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { AchievementsPanel } from '../components/achievements-panel';

describe('achievements panel', () => {
  it('shows unlocked and locked cards from the user and a pausable spotlight', () => {
    renderWithProviders(<AchievementsPanel user={{ invites: 5, courseProgress: { a: 100 } }} />);
    expect(screen.getByTestId('achievements-unlocked').textContent).toBe('4 of 10 unlocked');
    expect(screen.getByTestId('achievement-referrals-5').dataset.unlocked).toBe('true');
    expect(screen.getByTestId('achievement-referrals-10').dataset.unlocked).toBe('false');
    expect(screen.getByTestId('achievement-spotlight').textContent).toContain('First Passenger');
    fireEvent.click(screen.getByRole('button', { name: 'Pause spotlight' }));
    expect(screen.getByRole('button', { name: 'Resume spotlight' })).toBeTruthy();
  });
});
