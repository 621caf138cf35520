import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildUser, renderWithProviders } from '@/testing/test-utils';

import ar from '@/i18n/catalogues/ar.json';
import en from '@/i18n/catalogues/en.json';
import es from '@/i18n/catalogues/es.json';

import { ADMIN_TABS, BottomTabBar, labelInset, TABS, tabLabelFontSize } from '../bottom-tab-bar';

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

  it('shrinks a label whose longest word would not fit its tab, in every language, at 360 and 390 px, rather than break the word', () => {
    // The widest bold letters measured in Chromium for these labels run 0.70 em ("Recompensas").
    const measured = 0.71;
    for (const catalogue of [en, es, ar] as Record<string, string>[]) {
      for (const { label } of [...TABS, ...ADMIN_TABS]) {
        const text = catalogue[label]!;
        const longest = Math.max(...text.split(/\s+/).map((word) => [...word].length));
        for (const phone of [360, 390]) {
          const tab = phone / 5;
          const match = /calc\(\(100cqi - (\d+)px\) \/ ([\d.]+)\)/.exec(tabLabelFontSize(text))!;
          expect(Number(match[1]), 'the label keeps its inset on both sides').toBe(2 * labelInset(text));
          const room = tab - 2 * labelInset(text);
          const size = Math.min(12, room / Number(match[2]));
          expect(longest * measured * size, `${text} at ${phone}px`).toBeLessThanOrEqual(room);
          expect(size, `${text} at ${phone}px stays readable`).toBeGreaterThanOrEqual(7.5);
        }
      }
    }
    // A label of two words that would fill its tab wraps rather than touch the tab's edges.
    expect([labelInset('لوحة التحكم'), labelInset('My Team'), labelInset('Recompensas')]).toEqual([4, 4, 2]);
    renderWithProviders(<BottomTabBar />, { user: buildUser(), url: '/dashboard' });
    expect(screen.getAllByTestId('tab-label')[0]!.style.fontSize).toContain('100cqi');
  });
});
