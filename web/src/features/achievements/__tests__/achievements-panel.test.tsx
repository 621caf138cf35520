import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { buildAchievements, estimatedEarnings, peopleForScore } from '../achievements';
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
    expect(wide.textContent).toContain('Reach a network score of 100 (8 for each person you invite): 13 people');
    expect(wide.textContent).toContain('5 / 13 people invited');
    expect(screen.getByTestId('achievement-earnings-25').dataset.unlocked).toBe('true');
    expect(screen.getByTestId('achievement-earnings-500').textContent).toContain('5 / 63 people invited');
    for (const achievement of buildAchievements({ invites: 5, courseProgress: {} }).filter((each) => each.category === 'earnings')) {
      const card = screen.getByTestId(`achievement-${achievement.id}`).textContent;
      expect(card).not.toMatch(/\$|projected|earn|income|month/i);
      // The figures each card says are the rule's: its threshold, the score a person adds, the fewest people who reach it.
      expect(card).toContain(
        `network score of ${achievement.requirement} (${estimatedEarnings(1)} for each person you invite): ${peopleForScore(achievement.requirement)} people`,
      );
    }
  });
});
