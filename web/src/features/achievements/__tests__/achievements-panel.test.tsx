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
    // The spotlight is on the list's own card: each achievement is on the page once.
    expect(screen.getByTestId('achievement-referrals-1').dataset.spotlight).toBe('true');
    expect(screen.getAllByText('First Passenger')).toHaveLength(1);
    expect(document.querySelectorAll('[data-spotlight="true"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause spotlight' }));
    expect(screen.getByRole('button', { name: 'Resume spotlight' })).toBeTruthy();
  });

  it('names the network achievements for the people invited, never as money (SPEC thresholds kept)', () => {
    renderWithProviders(<AchievementsPanel user={{ invites: 5, courseProgress: {} }} />);
    const wide = screen.getByTestId('achievement-earnings-100');
    expect(wide.textContent).toContain('Wide Circle');
    expect(wide.textContent).toContain('Invite 13 people');
    expect(wide.textContent).toContain('5 / 13 people invited');
    expect(screen.getByTestId('achievement-earnings-25').dataset.unlocked).toBe('true');
    expect(screen.getByTestId('achievement-earnings-500').textContent).toContain('5 / 63 people invited');
    for (const id of ['earnings-25', 'earnings-100', 'earnings-500']) {
      expect(screen.getByTestId(`achievement-${id}`).textContent).not.toMatch(/\$|projected|earn/i);
    }
  });
});
