import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';
import type { MyChallenge } from '@contract';

import { ChallengeCard } from '../components/challenge-card';
import { ChallengesPanel } from '../components/challenges-panel';

const talkToTen: MyChallenge = {
  id: 3,
  title: 'Talk to 10 people',
  description: '',
  kind: 'count',
  target: 10,
  isActive: true,
  completedRuns: 0,
  completedToday: false,
  lang: 'en',
  run: { id: 1, startedOn: '2026-11-20', progress: 5, lastCheckInOn: '2026-11-20', checkedInToday: true, missedDay: false, completedAt: null },
};

function renderCard() {
  const onCheckIn = vi.fn();
  renderWithProviders(<ChallengeCard challenge={talkToTen} pending={false} onJoin={() => undefined} onCheckIn={onCheckIn} />);
  return { onCheckIn, field: screen.getByLabelText('How many today?'), button: screen.getByRole('button', { name: 'Check In' }) };
}

describe("a count challenge's check-in", () => {
  it('refuses more than is left at the field, saying what is allowed and why, and Check In refuses it on tap', async () => {
    const { onCheckIn, field, button } = renderCard();
    for (const typed of ['20', '6']) {
      fireEvent.change(field, { target: { value: typed } });
      // Said at once, under the field, to screen readers too (an alert the field names as its error).
      const refusal = screen.getByRole('alert');
      expect(refusal.textContent).toBe('Enter 1 to 5: 5 to go to reach 10');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(field.getAttribute('aria-errormessage')).toBe(refusal.id));
      // The button does not go quietly dead: a tap is refused, with the focus back on the field.
      expect((button as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(button);
      expect(onCheckIn).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(field);
    }
    fireEvent.change(field, { target: { value: '5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button);
    expect(onCheckIn).toHaveBeenCalledWith(5);
  });

  it('says why when Check In is tapped with the field empty', () => {
    const { onCheckIn, field, button } = renderCard();
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button);
    expect(onCheckIn).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter 1 to 5: 5 to go to reach 10');
  });
});

describe('joining a challenge and checking in', () => {
  it('says "Challenge Joined!", then the check-in, on the card itself (announced), with no toast over the next card', async () => {
    const user = buildUser();
    const open = { ...talkToTen, run: null };
    const other = { ...talkToTen, id: 4, title: 'Share your why', run: null };
    const joined = { ...talkToTen, run: { ...talkToTen.run!, progress: 0, lastCheckInOn: null, checkedInToday: false } };
    const four = { ...talkToTen, run: { ...talkToTen.run!, progress: 4, checkedInToday: true } };
    const list = (first: MyChallenge) => ({ reward: { tokens: 5, points: 20 }, challenges: [first, other] });
    mockApi({
      [`GET /api/users/${user.id}/challenges`]: { body: list(open) },
      [`POST /api/users/${user.id}/challenges/3/join`]: { body: { message: 'Joined', challenges: list(joined) } },
      [`POST /api/users/${user.id}/challenges/3/check-in`]: {
        body: { message: 'Checked in', completed: false, reward: null, challenges: list(four), user },
      },
    });
    renderWithProviders(<ChallengesPanel user={user} />, { user });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Join Challenge' }))[0]!);
    const card = await screen.findByRole('group', { name: 'Talk to 10 people' });
    await waitFor(() => expect(within(card).getByTestId('challenge-said').textContent).toBe('Challenge Joined!'));
    expect(within(card).getByTestId('challenge-said').getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('toast')).toBeNull();
    // The other card is as it was: its own Join Challenge, nothing said on it.
    const next = screen.getByRole('group', { name: 'Share your why' });
    expect(within(next).getByRole('button', { name: 'Join Challenge' })).toBeTruthy();
    expect(within(next).getByTestId('challenge-said').textContent).toBe('');

    fireEvent.change(within(card).getByLabelText('How many today?'), { target: { value: '4' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Check In' }));
    await waitFor(() => expect(within(card).getByTestId('challenge-said').textContent).toBe('Checked In! Checked in: 4 of 10'));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
