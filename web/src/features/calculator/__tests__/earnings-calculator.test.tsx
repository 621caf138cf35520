import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { EarningsCalculator } from '../components/earnings-calculator';

const tile = (id: string) => screen.getByTestId(id).textContent;

describe('earnings calculator', () => {
  it('starts in Auto Calculate with the defaults and always shows the hypothetical statement', () => {
    renderWithProviders(<EarningsCalculator onInvite={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Auto Calculate' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('earnings-disclaimer').textContent).toMatch(/Hypothetical projection only/);
    expect(screen.getByTestId('earnings-disclaimer').textContent).toMatch(/not typical earnings/);
    // 3 direct, 3 per person, 12 months (12 of the 15 levels): level 1 = 3 people at $5.
    expect(screen.getAllByTestId('calc-level-row')).toHaveLength(12);
    expect(screen.getAllByTestId('calc-level-row')[0]?.textContent).toBe('13$5$15$15');
  });

  it('computes manual input, treats non-numeric input as 0 and clears inputs', () => {
    renderWithProviders(<EarningsCalculator onInvite={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Manual Input' }));
    fireEvent.change(screen.getByLabelText('Direct referrals'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Indirect referrals'), { target: { value: '10' } });
    expect(tile('calc-monthly')).toBe('$30');
    expect(tile('calc-yearly')).toBe('$360');
    expect(tile('calc-network')).toBe('14');
    expect(tile('calc-average')).toBe('$2.14');
    fireEvent.change(screen.getByLabelText('Indirect referrals'), { target: { value: 'lots' } });
    expect(tile('calc-monthly')).toBe('$20');
    expect(screen.getByTestId('earnings-disclaimer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Inputs' }));
    expect(tile('calc-monthly')).toBe('$0');
    expect((screen.getByLabelText('Direct referrals') as HTMLInputElement).value).toBe('');
  });

  it('asks to invite friends through the dashboard callback', () => {
    const onInvite = vi.fn();
    renderWithProviders(<EarningsCalculator onInvite={onInvite} />);
    fireEvent.click(screen.getByRole('button', { name: 'Invite Friends Now' }));
    expect(onInvite).toHaveBeenCalledOnce();
  });

  it('highlights levels one at a time when animating (300 ms steps)', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<EarningsCalculator onInvite={() => undefined} />);
      fireEvent.click(screen.getByRole('button', { name: 'Animate Network Growth' }));
      const current = () => screen.getAllByTestId('calc-level-row').findIndex((row) => row.getAttribute('aria-current') === 'true');
      expect(current()).toBe(0);
      act(() => vi.advanceTimersByTime(300));
      expect(current()).toBe(1);
      act(() => vi.advanceTimersByTime(300 * 20));
      expect(current()).toBe(-1);
      expect(screen.getByRole('button', { name: 'Animate Network Growth' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
