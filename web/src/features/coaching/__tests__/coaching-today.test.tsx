import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MyCoaching } from '@contract';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';
import { coachingQueue, coachingTask } from '@/testing/coaching-fixtures';

import { CoachingToday } from '../components/coaching-today';

const user = buildUser();
const uma = { id: '00000000-0000-4000-8000-0000000000bb', name: 'Uma Upline' };
const mine = (fields: Partial<MyCoaching> = {}): MyCoaching => ({
  coached: true,
  hideFromUpline: false,
  sponsor: uma,
  lastCheer: { id: 3, message: 'Glad to have you on the team!', createdAt: new Date().toISOString(), seenAt: new Date().toISOString() },
  help: [],
  ...fields,
});

describe('CoachingToday', () => {
  it('gives a learner who is a sponsor and a recruit one card: the team’s top task, the sponsor folded to one line', async () => {
    mockApi({
      'GET /api/team/coaching': { body: coachingQueue({ tasks: [coachingTask()] }) },
      [`GET /api/users/${user.id}/coaching`]: { body: mine() },
    });
    renderWithProviders(<CoachingToday user={user} />, { user });
    await screen.findByRole('heading', { name: 'Your team today: 1 task' });
    const line = await screen.findByTestId('your-sponsor');
    expect(screen.getByTestId('team-today').contains(line)).toBe(true);
    expect(line.textContent).toBe('Your sponsor: Uma UplineAsk for help');
    // The last cheer is left to its celebration; Ask for help opens the same form in the card.
    expect(screen.queryByTestId('last-cheer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for help' }));
    screen.getByRole('textbox', { name: 'Your question for Uma Upline' });
  });

  it('heads the team card as /team does, with the cheers sent today', async () => {
    mockApi({
      'GET /api/team/coaching': { body: coachingQueue({ tasks: [coachingTask()], cheeredToday: 1 }) },
      [`GET /api/users/${user.id}/coaching`]: { body: mine() },
    });
    renderWithProviders(<CoachingToday user={user} />, { user });
    await screen.findByRole('heading', { name: 'Your team today: 1 task, 1 cheered' });
  });

  it('says the latest question’s line in the folded sponsor line', async () => {
    mockApi({
      'GET /api/team/coaching': { body: coachingQueue() },
      [`GET /api/users/${user.id}/coaching`]: {
        body: mine({ help: [{ id: 1, question: 'Where is Station 2?', createdAt: new Date().toISOString(), answeredAt: null, answer: null, holder: uma }] }),
      },
    });
    renderWithProviders(<CoachingToday user={user} />, { user });
    expect((await screen.findByTestId('help-status')).textContent).toBe('Uma Upline has your question.');
    expect(screen.getByTestId('team-today').contains(screen.getByTestId('help-status'))).toBe(true);
  });

  it('keeps the whole sponsor card for a recruit with no team', async () => {
    const { calls } = mockApi({
      'GET /api/team/coaching': { body: coachingQueue({ recruits: 0 }) },
      [`GET /api/users/${user.id}/coaching`]: { body: mine() },
    });
    renderWithProviders(<CoachingToday user={user} />, { user });
    await screen.findByRole('heading', { name: 'Your sponsor: Uma Upline' });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/team/coaching')).toHaveLength(1));
    expect(screen.queryByTestId('team-today')).toBeNull();
    screen.getByTestId('last-cheer');
  });
});
