import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi, testSettings } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';

import { EarningsCalculator } from '../components/earnings-calculator';

const tile = (id: string) => screen.getByTestId(id).textContent;

describe('earnings calculator', () => {
  it('starts in Auto Calculate with the defaults and always shows the hypothetical statement', () => {
    renderWithProviders(<EarningsCalculator />);
    expect(screen.getByRole('button', { name: 'Auto Calculate' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('earnings-disclaimer').textContent).toMatch(/Hypothetical projection only/);
    expect(screen.getByTestId('earnings-disclaimer').textContent).toMatch(/not typical earnings/);
    // 3 direct, 3 per person, all 15 levels of the 15-level system: level 1 = 3 people at $5.
    expect(screen.getAllByTestId('calc-level-row')).toHaveLength(15);
    expect(screen.getByTestId('level-system').textContent).toMatch(/15-level system/);
    expect(screen.getAllByTestId('calc-level-row')[0]?.textContent).toBe('1351515');
  });

  it('computes manual input, treats non-numeric input as 0 and clears inputs', () => {
    renderWithProviders(<EarningsCalculator />);
    fireEvent.click(screen.getByRole('button', { name: 'Manual Input' }));
    fireEvent.change(screen.getByLabelText('Direct referrals'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Indirect referrals'), { target: { value: '10' } });
    expect(tile('calc-monthly')).toBe('$30');
    expect(tile('calc-yearly')).toBe('$360');
    expect(tile('calc-network')).toBe('14');
    expect(tile('calc-average')).toBe('$2.14');
    expect(tile('calc-average-note')).toBe('A month, for each person in this network');
    fireEvent.change(screen.getByLabelText('Indirect referrals'), { target: { value: 'lots' } });
    expect(tile('calc-monthly')).toBe('$20');
    expect(screen.getByTestId('earnings-disclaimer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Inputs' }));
    expect(tile('calc-monthly')).toBe('$0');
    expect((screen.getByLabelText('Direct referrals') as HTMLInputElement).value).toBe('');
  });

  it('opens on what a typical participant earns, puts it beside every projected figure, and ends on the projection beside the top figure and the real field', async () => {
    mockApi({});
    renderWithProviders(<EarningsCalculator />);
    expect((await screen.findByTestId('typical-median')).textContent).toBe('$84');
    expect(screen.getByTestId('typical-zero-share').textContent).toBe('52%');
    expect(screen.getByTestId('typical-costs').textContent).toBe('Typical costs: About $1,200 a year.');
    expect(screen.getByTestId('typical-source').textContent).toBe('Source: Test disclosure (Nov 1, 2026)');
    // The disclosure comes before the controls and the tiles.
    const order = [screen.getByTestId('typical-earnings'), screen.getByText('Direct referrals'), screen.getByTestId('calc-yearly')];
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Defaults: $21,523,371 a month, $258,280,452 a year, shortened so they never wrap; the typical figure first.
    expect(tile('calc-yearly')).toBe('$258.3M');
    expect(screen.getByTestId('calc-yearly').getAttribute('title')).toBe('$258,280,452');
    expect(tile('calc-yearly-typical')).toBe('$84');
    expect(tile('calc-monthly-typical')).toBe('$7');
    // Above the top figure: that figure under both, never a share of participants for the projection.
    const above = "Above the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year.";
    expect(tile('calc-yearly-note')).toBe(above);
    expect(tile('calc-monthly-note')).toBe(above);
    expect(tile('calc-network')).toBe('21.5M');
    expect(tile('calc-network-field')).toBe('The whole company: 250,000 participants in 2026.');
    expect(screen.queryByText(/of participants earn /)).toBeNull();
    const reality = screen.getAllByTestId('calc-reality-paragraph').map((paragraph) => paragraph.textContent);
    expect(reality).toEqual([
      "This projection, $258,280,452 a year, is more than the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year. " +
        'In 2026 half of the participants earned $84 a year or less; 52% earned nothing.',
      'This projection needs 21,523,359 people in your network. The disclosure counts 250,000 participants in the whole company in 2026. ' +
        'That is 86.1 times as many people as the company has.',
    ]);
    // The call to invite is not the last word: the reality check follows it.
    const invite = screen.getByRole('link', { name: 'Invite Friends Now' });
    expect(invite.compareDocumentPosition(screen.getByTestId('calc-reality')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByTestId('calc-level-row')[14]?.textContent).toBe('1514.3M114.3M21.5M');
  });

  it('lets the projection months change one figure, the total tile, and says so; the other tiles and the table stay monthly and yearly', async () => {
    mockApi({});
    renderWithProviders(<EarningsCalculator />);
    await screen.findByTestId('typical-median');
    const months = screen.getByRole('slider', { name: 'Projection months' });
    /** A key on a slider's thumb, which takes keys once it has the focus (as a keyboard user's does). */
    const press = async (slider: HTMLElement, key: string) => {
      act(() => slider.focus());
      // The slider's machine takes the key on its next tick.
      await act(async () => {
        fireEvent.keyDown(slider, { key });
        await Promise.resolve();
      });
    };
    expect(screen.getByTestId('calc-months-hint').textContent).toBe(
      'Changes one figure: the last tile, the total over these months. The other tiles and the table stay per month and per year.',
    );
    expect(months.getAttribute('aria-describedby')).toContain('calc-months-hint');
    // Defaults, 12 months: the total is a year's worth, the typical participant's the median year.
    expect(screen.getByTestId('calc-months-total-tile').textContent).toMatch(/^Total over 12 months/);
    expect(tile('calc-months-total')).toBe('$258.3M');
    expect(tile('calc-months-total-typical')).toBe('$84');
    // The total says what it assumes: the whole network every month (the model has no growth in time).
    expect(tile('calc-months-total-assumes')).toBe(
      'As if the whole network were in place from the first month: real networks take years to grow, if they grow at all.',
    );
    const table = () => screen.getAllByTestId('calc-level-row').map((row) => row.textContent);
    const before = table();
    for (let step = 0; step < 3; step += 1) await press(months, 'ArrowLeft');
    // 3 months: 3 x $21,523,371, and a quarter of the typical year ($84 / 4).
    expect(screen.getByTestId('calc-months-total-tile').textContent).toMatch(/^Total over 3 months/);
    expect(tile('calc-months-total')).toBe('$64.6M');
    expect(screen.getByTestId('calc-months-total').getAttribute('title')).toBe('$64,570,113');
    expect(tile('calc-months-total-typical')).toBe('$21');
    expect(tile('calc-months-total-note')).toBe("Above the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year.");
    expect([tile('calc-monthly'), tile('calc-yearly'), table()]).toEqual(['$21.5M', '$258.3M', before]);
    // The sentence that used to multiply alone is gone: the tile says it.
    expect(tile('calc-insight')).not.toMatch(/\bmonths?\b/);
    // The smallest network over 24 months ($35 a month, $840): within the top figure, what half earned beside it.
    for (const name of ['Direct referrals', 'Average referrals per person', 'Max levels']) await press(screen.getByRole('slider', { name }), 'Home');
    await press(months, 'End');
    expect(tile('calc-months-total')).toBe('$840');
    expect(tile('calc-months-total-typical')).toBe('$168');
    expect(tile('calc-months-total-note')).toBe('In 2026 half of the participants earned $84 a year or less; 52% earned nothing.');
    expect(tile('calc-monthly')).toBe('$35');
    // The other modes have no months: no total tile.
    fireEvent.click(screen.getByRole('button', { name: 'Manual Input' }));
    expect(screen.queryByTestId('calc-months-total-tile')).toBeNull();
  });

  it('names what half of the participants earned under a projection within the top figure', async () => {
    mockApi({});
    renderWithProviders(<EarningsCalculator />);
    await screen.findByTestId('typical-median');
    fireEvent.click(screen.getByRole('button', { name: 'Manual Input' }));
    fireEvent.change(screen.getByLabelText('Direct referrals'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Indirect referrals'), { target: { value: '10' } });
    expect(tile('calc-yearly-note')).toBe('In 2026 half of the participants earned $84 a year or less; 52% earned nothing.');
    expect(screen.getAllByTestId('calc-reality-paragraph')[0]?.textContent).toMatch(
      /^In 2026 the top 0\.1% of participants earned at least \$100,000 a year\./,
    );
  });

  it('says so when no income disclosure is published', async () => {
    mockApi({ 'GET /api/settings': { body: { ...testSettings, incomeDisclosure: null } } });
    renderWithProviders(<EarningsCalculator />);
    expect(await screen.findByText(/No income disclosure has been published yet/)).toBeTruthy();
    expect(tile('calc-yearly-typical')).toBe('Not published');
    expect(tile('calc-yearly-note')).toMatch(/No income disclosure is published yet/);
    expect(screen.getByTestId('calc-reality').textContent).toMatch(/cannot be set beside what participants really earned/);
  });

  it('says when the disclosure could not be loaded, and loads it again on Try again', async () => {
    let failing = true;
    mockApi({ 'GET /api/settings': () => (failing ? { status: 500, body: { message: 'Database unavailable' } } : { body: testSettings }) });
    renderWithProviders(<EarningsCalculator />);
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 10_000 });
    expect(alerts.map((alert) => alert.textContent)).toEqual([expect.stringMatching(/could not be loaded/), expect.stringMatching(/could not be loaded/)]);
    expect(tile('calc-yearly-note')).toMatch(/could not be loaded/);
    expect(screen.queryByText(/No income disclosure has been published/)).toBeNull();
    failing = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect((await screen.findByTestId('typical-median')).textContent).toBe('$84');
  });

  it('calls to invite through the /invite route', () => {
    renderWithProviders(<EarningsCalculator />);
    expect(screen.getByRole('link', { name: 'Invite Friends Now' }).getAttribute('href')).toBe('/invite');
  });

  it('flat mode multiplies levels by the multiplier and keeps the statements on screen', () => {
    renderWithProviders(<EarningsCalculator />);
    fireEvent.click(screen.getByRole('button', { name: 'Flat Multiplier' }));
    // 15 levels x 3 people: level 1 at $5, levels 2-15 at $1.
    expect(screen.getAllByTestId('calc-level-row')).toHaveLength(15);
    expect(tile('calc-network')).toBe('45');
    expect(tile('calc-monthly')).toBe('$57');
    expect(screen.getByTestId('earnings-disclaimer')).toBeTruthy();
    expect(screen.getByTestId('level-system')).toBeTruthy();
  });

  it('custom mode takes the people of each level, non-numbers as 0', () => {
    renderWithProviders(<EarningsCalculator />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom Levels' }));
    expect(screen.getAllByTestId('calc-level-row')).toHaveLength(15);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Inputs' }));
    expect(tile('calc-monthly')).toBe('$0');
    fireEvent.change(screen.getByLabelText('Level 1 people'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Level 2 people'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Level 3 people'), { target: { value: 'x' } });
    expect(tile('calc-monthly')).toBe('$17');
    expect(tile('calc-network')).toBe('9');
    expect(screen.getByTestId('earnings-disclaimer')).toBeTruthy();
  });

  it('highlights levels one at a time when animating (300 ms steps)', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<EarningsCalculator />);
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
