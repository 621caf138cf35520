import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { i18n, type Translate } from '@/i18n';

import { renderWithProviders } from '@/testing/test-utils';
import { StreakFreezes, streakFreezesLabel } from '../streak-freezes';

const t: Translate = (id, values) => i18n._(id, values);

describe('StreakFreezes', () => {
  it('shows the freezes held with the rule as its name, and nothing when none is held', () => {
    const { container } = renderWithProviders(<StreakFreezes count={0} />);
    expect(container.textContent).toBe('');
    renderWithProviders(<StreakFreezes count={2} />);
    const badge = screen.getByRole('img', { name: streakFreezesLabel(t, 2) });
    expect(badge.textContent).toContain('2 freezes');
    expect(streakFreezesLabel(t, 1)).toMatch(/^1 streak freeze held: each covers one missed day/);
  });
});
