import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';
import { coachingQueue, coachingServer, coachingTask } from '@/testing/coaching-fixtures';

import { TeamTodayCard } from '../components/team-today-card';

describe('TeamTodayCard', () => {
  it('shows the count and the top task; its Cheer sends the fitting preset in one tap', async () => {
    const { calls } = mockApi(
      coachingServer(
        coachingQueue({
          tasks: [coachingTask(), coachingTask({ id: 12, kind: 'congratulate', member: { id: 'm-bo', name: 'Bo' }, reason: 'Bo finished Station 1' })],
        }),
        () => ({ body: { message: 'Cheer sent to Ana Recruit', task: { id: 11, closed: true }, points: 5 } }),
      ),
    );
    renderWithProviders(<TeamTodayCard user={buildUser()} />, { user: buildUser() });

    await screen.findByRole('heading', { name: 'Your team today: 2 tasks' });
    expect(screen.getByTestId('team-today-task').textContent).toContain('Welcome Ana Recruit');
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/team');
    fireEvent.click(screen.getByRole('button', { name: 'Cheer Ana Recruit' }));
    expect((await screen.findByTestId('coaching-outcome')).textContent).toBe('Cheer sent to Ana Recruit · +5 points for coaching');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ action: 'cheer', preset: 'welcome' });
    await waitFor(() => expect(screen.getByTestId('team-today-task').textContent).toContain('Congratulate Bo'));
    // Headed as /team is: the cheer sent today counted.
    screen.getByRole('heading', { name: 'Your team today: 1 task, 1 cheered' });
  });

  it('says "Cheered" on the recruit’s next task of the moment just cheered, and offers no second Cheer', async () => {
    const hour = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const welcome = coachingTask({ createdAt: hour(1) });
    const streak = coachingTask({ id: 12, kind: 'streak_at_risk', reason: "Ana Recruit's 4-day streak ends tonight", createdAt: hour(2) });
    let cheeredAt: string | null = null;
    // The server's reads: once Ana is cheered, her older task says so and offers no cheer.
    const { calls } = mockApi({
      'GET /api/team/coaching': () => ({
        body: coachingQueue({
          tasks: cheeredAt ? [{ ...streak, cheeredAt, actions: ['message', 'done', 'dismiss'] }] : [welcome, streak],
        }),
      }),
      'POST /api/team/coaching/11': () => {
        cheeredAt = new Date().toISOString();
        return { body: { message: 'Cheer sent to Ana Recruit', task: { id: 11, closed: true }, points: 5 } };
      },
    });
    renderWithProviders(<TeamTodayCard user={buildUser()} />, { user: buildUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Cheer Ana Recruit' }));
    await waitFor(() => expect(screen.getByTestId('team-today-task').textContent).toContain("Save Ana Recruit's streak"));
    expect(screen.getByTestId('coaching-cheered').textContent).toBe('Cheered');
    expect(screen.queryByRole('button', { name: 'Cheer Ana Recruit' })).toBeNull();
    screen.getByRole('button', { name: 'Message Ana Recruit' });
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(1));
    expect(screen.getByTestId('coaching-cheered').textContent).toBe('Cheered');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the newest task still to do, not a newer one already cheered', async () => {
    const hour = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const cheered = coachingTask({ createdAt: hour(1), cheeredAt: hour(0.5), actions: ['message', 'done', 'dismiss'] });
    const bo = coachingTask({ id: 12, kind: 'congratulate', member: { id: 'm-bo', name: 'Bo' }, reason: 'Bo finished Station 1', createdAt: hour(2) });
    mockApi({ 'GET /api/team/coaching': () => ({ body: coachingQueue({ tasks: [cheered, bo] }) }) });
    renderWithProviders(<TeamTodayCard user={buildUser()} />, { user: buildUser() });
    await screen.findByRole('heading', { name: 'Your team today: 1 task' });
    expect(screen.getByTestId('team-today-task').textContent).toContain('Congratulate Bo');
    expect(screen.queryByTestId('coaching-cheered')).toBeNull();
    screen.getByRole('button', { name: 'Cheer Bo' });
  });

  it('sends a help question to /team for an answer in the sponsor’s own words', async () => {
    const help = coachingTask({
      kind: 'struggling',
      reason: 'Ana Recruit asked for help',
      question: 'How do I share my link?',
      actions: ['message', 'cheer', 'done'],
    });
    mockApi({ 'GET /api/team/coaching': { body: coachingQueue({ tasks: [help] }) } });
    renderWithProviders(<TeamTodayCard user={buildUser()} />, { user: buildUser() });
    expect((await screen.findByRole('link', { name: 'Answer Ana Recruit' })).getAttribute('href')).toBe('/team');
    // Its one line is the question (the title already says who to help).
    const line = screen.getByTestId('team-today-task').textContent;
    expect(line).toContain('“\u2068How do I share my link?\u2069”');
    expect(line).not.toContain('asked for help');
  });

  it('gives a sponsor with nothing waiting the team’s week in one line', async () => {
    mockApi({ 'GET /api/team/coaching': { body: coachingQueue({ week: { weekStart: '2026-11-23', joined: 0, stations: 3, courses: 1 } }) } });
    renderWithProviders(<TeamTodayCard user={buildUser()} />, { user: buildUser() });
    await screen.findByText('This week in your team: 3 stations finished, 1 course finished.');
    screen.getByRole('link', { name: 'See your team' });
  });

  it('adds nothing for a learner without recruits, nor on a failure unless they brought someone in', async () => {
    mockApi({ 'GET /api/team/coaching': { body: coachingQueue({ recruits: 0 }) } });
    const first = renderWithProviders(<TeamTodayCard user={buildUser()} />, { user: buildUser() });
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(first.container.textContent).toBe('');
    first.unmount();

    mockApi({ 'GET /api/team/coaching': { status: 500, body: { message: 'Database unavailable' } } });
    const second = renderWithProviders(<TeamTodayCard user={buildUser()} />, { user: buildUser() });
    await waitFor(() => expect(second.queryClient.getQueryState(['/api/team', 'coaching'])?.status).toBe('error'));
    expect(second.container.textContent).toBe('');
    second.unmount();

    renderWithProviders(<TeamTodayCard user={buildUser({ invites: 2 })} />, { user: buildUser() });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load your team's tasks\..*Database unavailable/);
  });
});
