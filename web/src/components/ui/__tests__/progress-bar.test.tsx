import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { ProgressBar } from '../progress-bar';

describe('ProgressBar', () => {
  it('is a named progressbar with its value and range', () => {
    renderWithProviders(<ProgressBar value={3} max={5} label="First Passenger progress" fill="brand.solid" />);
    const bar = screen.getByRole('progressbar', { name: 'First Passenger progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
  });

  it('fills in proportion to the value, never past either end', () => {
    const fill = (value: number, max: number) => {
      const { unmount } = renderWithProviders(<ProgressBar value={value} max={max} label="bar" fill="brand.solid" />);
      const width = getComputedStyle(screen.getByRole('progressbar').firstElementChild as Element).width;
      unmount();
      return width;
    };
    expect(fill(3, 5)).toBe('60%');
    expect(fill(9, 5)).toBe('100%');
    expect(fill(-1, 5)).toBe('0%');
    expect(fill(0, 0)).toBe('0%');
  });

  it('fills with a gradient between two colours', () => {
    renderWithProviders(<ProgressBar value={1} max={2} label="journey" fill={{ from: 'brand.500', to: 'gold.400' }} />);
    const range = getComputedStyle(screen.getByRole('progressbar').firstElementChild as Element);
    expect(range.width).toBe('50%');
    expect(range.backgroundImage).toContain('linear-gradient');
  });
});
