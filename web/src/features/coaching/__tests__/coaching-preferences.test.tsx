import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MyCoaching } from '@contract';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { CoachingPreferences } from '../components/coaching-preferences';

const user = buildUser();
const path = `/api/users/${user.id}/coaching`;
const mine = (fields: Partial<MyCoaching> = {}): MyCoaching => ({
  coached: true,
  hideFromUpline: false,
  sponsor: { id: 'ana', name: 'Ana' },
  lastCheer: null,
  help: [],
  ...fields,
});
const coached = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Let my sponsor coach me' });
const hidden = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Hide my activity from people above my sponsor' });

describe('CoachingPreferences', () => {
  it('shows the saved choices and saves each one on its own', async () => {
    let saved = mine();
    const { calls } = mockApi({
      [`GET ${path}`]: () => ({ body: saved }),
      [`PUT ${path}`]: (call) => {
        saved = { ...saved, ...(call.body as Partial<MyCoaching>) };
        return { body: { ...saved, message: 'Coaching preferences saved' } };
      },
    });
    renderWithProviders(<CoachingPreferences userId={user.id} />, { user });
    await waitFor(() => expect(coached().checked).toBe(true));
    expect(hidden().checked).toBe(false);
    fireEvent.click(coached());
    await waitFor(() => expect(coached().checked).toBe(false));
    expect(await screen.findByText(/Ana gets no tasks about you/)).toBeTruthy();
    fireEvent.click(hidden());
    await waitFor(() => expect(hidden().checked).toBe(true));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ coached: false }, { hideFromUpline: true }]);
  });

  it('keeps the saved value and says why when the save is refused', async () => {
    mockApi({
      [`GET ${path}`]: { body: mine() },
      [`PUT ${path}`]: { status: 400, body: { message: 'coached must be true or false' } },
    });
    renderWithProviders(<CoachingPreferences userId={user.id} />, { user });
    await waitFor(() => expect(coached().checked).toBe(true));
    fireEvent.click(coached());
    expect((await screen.findByRole('alert')).textContent).toContain('coached must be true or false');
    await waitFor(() => expect(coached().checked).toBe(true));
  });

  it('says when it cannot load', async () => {
    mockApi({ [`GET ${path}`]: { status: 503, body: { message: 'Database unavailable' } } });
    renderWithProviders(<CoachingPreferences userId={user.id} />, { user });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Could not load your coaching preferences.');
  });
});
