import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CHEER_PRESETS } from '@contract';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';
import { coachingQueue, coachingServer, coachingTask } from '@/testing/coaching-fixtures';

import { CoachingQueue } from '../components/coaching-queue';

const stalled = coachingTask({
  id: 12,
  kind: 'stalled',
  member: { id: 'm-bo', name: 'Bo Quiet' },
  reason: 'Bo Quiet has not been active for 7 days',
  actions: ['nudge', 'message', 'cheer', 'done', 'dismiss'],
});
const row = (name: RegExp) => screen.getAllByTestId('coaching-task').find((element) => name.test(element.textContent ?? ''))!;
const acted = (taskId: number, message: string) => ({ message, task: { id: taskId, closed: true }, points: 0 });
const lastPost = (calls: { method: string; body: unknown }[]) => calls.filter((call) => call.method === 'POST').at(-1)?.body;

describe('CoachingQueue', () => {
  it('lists each task with its reason and actions, and the deeper levels’ lines under them', async () => {
    mockApi({
      'GET /api/team/coaching': {
        body: coachingQueue({
          tasks: [coachingTask(), stalled],
          summaries: [
            { member: { id: 'm-ana', name: 'Ana Recruit' }, joined: 1, stations: 3, courses: 0, text: "3 stations finished in Ana Recruit's team this week" },
          ],
        }),
      },
    });
    renderWithProviders(<CoachingQueue />, { user: buildUser() });

    await screen.findByRole('heading', { name: 'Your team today: 2 tasks' });
    expect(row(/Welcome Ana Recruit/).textContent).toContain('3 hours ago');
    const bo = row(/Check in on Bo Quiet/);
    const buttons = () =>
      within(bo)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons()).toEqual(['Nudge', 'More']);
    fireEvent.click(within(bo).getByRole('button', { name: 'More for Bo Quiet' }));
    expect(buttons()).toEqual(['Nudge', 'More', 'Message', 'Cheer', 'Done', 'Dismiss']);
    expect(within(bo).getByTestId('coaching-more').textContent).toMatch(/Done.*another way.*Dismiss.*no points/);
    expect(screen.getByTestId('coaching-summaries').textContent).toContain("3 stations finished in Ana Recruit's team this week");
  });

  it('takes a dismissed task off at once, and brings it back with the reason when the server refuses', async () => {
    let refuse = true;
    const { calls } = mockApi(
      coachingServer(coachingQueue({ tasks: [coachingTask(), stalled] }), () =>
        refuse
          ? {
              status: 429,
              body: { error: 'Too many coaching actions', message: 'You can take 200 coaching actions a day. Try again later.' },
              headers: { 'Retry-After': '7200' },
            }
          : { body: acted(12, 'Dismissed') },
      ),
    );
    renderWithProviders(<CoachingQueue />, { user: buildUser() });

    fireEvent.click(await screen.findByRole('button', { name: 'More for Bo Quiet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Bo Quiet' }));
    const refusal = await screen.findByTestId('coaching-refusal');
    expect(refusal.textContent).toBe("You've done enough of this for today; try again in 2 hours.");
    expect(row(/Check in on Bo Quiet/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'dismiss' });

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Bo Quiet' }));
    await waitFor(() => expect(screen.getAllByTestId('coaching-task')).toHaveLength(1));
    expect(screen.queryByTestId('coaching-refusal')).toBeNull();
    expect(screen.getByTestId('coaching-outcome').textContent).toBe('Dismissed "Check in on Bo Quiet": it is off your list, no points.');
  });

  it('keeps the sponsor’s own words when a cheer is refused for a claim, then sends the corrected cheer', async () => {
    const { calls } = mockApi(
      coachingServer(coachingQueue({ tasks: [coachingTask()] }), (_, body) =>
        JSON.stringify(body).toLowerCase().includes('passive income')
          ? {
              status: 422,
              body: {
                error: 'Possible income claim',
                message: 'This text may make a claim the FTC treats as misleading: "passive income" (income promise). Please change it.',
                claims: [{ match: 'passive income', reason: 'income promise' }],
              },
            }
          : { body: { message: 'Cheer sent to Ana Recruit', task: { id: 11, closed: true }, points: 5 } },
      ),
    );
    renderWithProviders(<CoachingQueue />, { user: buildUser() });

    fireEvent.click(await screen.findByRole('button', { name: 'Cheer Ana Recruit' }));
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your cheer' });
    expect(box.value).toBe(CHEER_PRESETS.welcome);
    fireEvent.change(box, { target: { value: 'Welcome! Passive income is coming your way.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send cheer' }));
    expect((await screen.findByTestId('cheer-refusal')).textContent).toMatch(/may make a claim.*"passive income"/);
    expect(box.value).toBe('Welcome! Passive income is coming your way.');
    expect(lastPost(calls)).toEqual({ action: 'cheer', message: 'Welcome! Passive income is coming your way.' });

    fireEvent.change(box, { target: { value: 'Welcome! Your first station takes two minutes.' } });
    expect(screen.queryByTestId('cheer-refusal')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send cheer' }));
    expect((await screen.findByTestId('coaching-outcome')).textContent).toBe('Cheer sent to Ana Recruit · +5 points for coaching');
    await screen.findByText('Nothing waiting');
  });

  it('sends a chosen preset by its key', async () => {
    const { calls } = mockApi(
      coachingServer(coachingQueue({ tasks: [coachingTask()] }), () => ({
        body: { message: 'Cheer sent to Ana Recruit', task: { id: 11, closed: true }, points: 0 },
      })),
    );
    renderWithProviders(<CoachingQueue />, { user: buildUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Cheer Ana Recruit' }));
    fireEvent.click(screen.getByRole('button', { name: CHEER_PRESETS.proud }));
    fireEvent.click(screen.getByRole('button', { name: 'Send cheer' }));
    expect((await screen.findByTestId('coaching-outcome')).textContent).toBe('Cheer sent to Ana Recruit');
    expect(lastPost(calls)).toEqual({ action: 'cheer', preset: 'proud' });
  });

  it('shows the message’s links when the browser has no share sheet, and keeps the task open', async () => {
    mockApi({
      'GET /api/team/coaching': { body: coachingQueue({ tasks: [coachingTask()] }) },
      'POST /api/team/coaching/11': {
        body: {
          message: 'Message for Ana Recruit ready',
          task: { id: 11, closed: false },
          points: 0,
          share: {
            text: "Hi Ana Recruit, it's Ada. Welcome to the team!",
            targets: [
              { id: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/?text=Hi' },
              { id: 'sms', label: 'SMS', url: 'sms:?&body=Hi' },
              { id: 'email', label: 'E-mail', url: 'mailto:?subject=From%20your%20sponsor&body=Hi' },
            ],
          },
        },
      },
    });
    renderWithProviders(<CoachingQueue />, { user: buildUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'More for Ana Recruit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Message Ana Recruit' }));
    const share = await screen.findByTestId('coaching-share');
    expect(screen.getByTestId('coaching-outcome').textContent).toBe('Text for Ana Recruit ready: send it, then tap Done.');
    expect(share.textContent).toContain("Hi Ana Recruit, it's Ada. Welcome to the team!");
    expect(
      within(share)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://wa.me/?text=Hi', 'sms:?&body=Hi', 'mailto:?subject=From%20your%20sponsor&body=Hi']);
    expect(screen.getAllByTestId('coaching-task')).toHaveLength(1);
    // "Then tap Done": Done is the row's button in view now, no longer behind More.
    const row = screen.getByTestId('coaching-task');
    expect(within(row).getAllByRole('button', { name: 'Done Ana Recruit' })).toHaveLength(1);
    expect(within(within(row).getByTestId('coaching-more')).queryByRole('button', { name: 'Done Ana Recruit' })).toBeNull();
    expect(within(within(row).getByTestId('coaching-more')).getByRole('button', { name: 'Message Ana Recruit' })).toBeTruthy();
  });

  it('shows a help question and answers it in the sponsor’s own words', async () => {
    const help = coachingTask({
      id: 13,
      kind: 'struggling',
      reason: 'Ana Recruit asked for help',
      question: 'How do I share my link?',
      actions: ['message', 'cheer', 'done'],
    });
    const { calls } = mockApi(
      coachingServer(coachingQueue({ tasks: [help] }), () => ({ body: { message: 'Answer sent to Ana Recruit', task: { id: 13, closed: true }, points: 5 } })),
    );
    renderWithProviders(<CoachingQueue />, { user: buildUser() });
    expect((await screen.findByTestId('coaching-question')).textContent).toBe('“How do I share my link?”');
    // Said once: the reason says who asked, the question is quoted under it.
    expect(screen.getByTestId('coaching-task').textContent?.split('How do I share my link?')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Answer Ana Recruit' }));
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your answer to Ana Recruit' });
    expect(box.value).toBe('');
    expect(screen.queryByRole('button', { name: CHEER_PRESETS.help })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByTestId('cheer-refusal')).textContent).toBe('Write your answer.');
    fireEvent.change(box, { target: { value: 'Tap Invite, then Copy link.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByTestId('coaching-outcome')).textContent).toBe('Answer sent to Ana Recruit · +5 points for coaching');
    expect(lastPost(calls)).toEqual({ action: 'cheer', message: 'Tap Invite, then Copy link.' });
  });

  it('lists a waiting question first, answers it without cheering the member, and counts each cheer sent once', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const walker = { id: 'm-walker', name: 'Walker Tester' };
    const help = coachingTask({
      id: 13,
      kind: 'struggling',
      member: walker,
      reason: 'Walker Tester asked for help',
      question: 'How do I share my link?',
      actions: ['message', 'cheer', 'done'],
      createdAt: hoursAgo(5),
    });
    const welcome = coachingTask({ id: 14, member: walker, reason: 'Walker Tester joined your team', createdAt: hoursAgo(6) });
    const chloe = coachingTask({ id: 15, member: { id: 'm-chloe', name: 'Chloe Martin' }, reason: 'Chloe Martin joined your team', createdAt: hoursAgo(1) });
    const congratulate = coachingTask({ id: 16, kind: 'congratulate', member: walker, reason: 'Walker Tester finished Station 1', createdAt: hoursAgo(3) });
    mockApi(
      coachingServer(coachingQueue({ tasks: [help, chloe, congratulate, welcome] }), (taskId) => ({
        body: { message: taskId === 13 ? 'Answer sent' : 'Cheer sent', task: { id: taskId, closed: true }, points: 5 },
      })),
    );
    renderWithProviders(<CoachingQueue />, { user: buildUser() });
    const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
    // The queue's order (the server's): the question first, though Chloe's news is newer.
    await screen.findByTestId('coaching-question');
    expect(screen.getAllByTestId('coaching-task').map((task) => task.textContent?.match(/^\w+ (Walker Tester|Chloe Martin)/)?.[0])).toEqual([
      'Help Walker Tester',
      'Welcome Chloe Martin',
      'Congratulate Walker Tester',
      'Welcome Walker Tester',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Answer Walker Tester' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer to Walker Tester' }), { target: { value: 'Tap Invite, then Copy link.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByTestId('coaching-outcome')).textContent).toBe('Answer sent to Walker Tester · +5 points for coaching');
    // An answer is not a cheer: Walker's welcome still offers Cheer, and nothing is counted cheered.
    await waitFor(() => expect(heading()).toBe('Your team today: 3 tasks'));
    expect(within(row(/Welcome Walker Tester/)).getByRole('button', { name: 'Cheer Walker Tester' })).toBeTruthy();
    expect(screen.queryByTestId('coaching-cheered')).toBeNull();
    // The answer's line stays where the question was, first.
    expect(screen.getByTestId('coaching-queue').textContent).toMatch(/Answer sent to Walker Tester.*Welcome Chloe Martin/);

    fireEvent.click(screen.getByRole('button', { name: 'Cheer Chloe Martin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send cheer' }));
    await waitFor(() => expect(screen.getAllByTestId('coaching-outcome')).toHaveLength(2));
    await waitFor(() => expect(heading()).toBe('Your team today: 2 tasks, 1 cheered'));

    // One cheer on Walker's station also marks his welcome "Cheered": two cheers sent, two counted
    // (not the welcome a second time), and nothing left to do.
    fireEvent.click(within(row(/Congratulate Walker Tester/)).getByRole('button', { name: 'Cheer Walker Tester' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send cheer' }));
    await waitFor(() => expect(screen.getAllByTestId('coaching-outcome')).toHaveLength(3));
    await waitFor(() => expect(within(row(/Welcome Walker Tester/)).getByTestId('coaching-cheered')).toBeTruthy());
    await waitFor(() => expect(heading()).toBe('Your team today: 0 tasks, 2 cheered'));
  });

  it('says "Nothing waiting" with the team’s week, and shows nothing to a learner with no recruits', async () => {
    mockApi({ 'GET /api/team/coaching': { body: coachingQueue({ week: { weekStart: '2026-11-23', joined: 1, stations: 2, courses: 0 } }) } });
    const first = renderWithProviders(<CoachingQueue />, { user: buildUser() });
    await screen.findByText('Nothing waiting');
    screen.getByText('This week in your team: 1 joined, 2 stations finished.');
    first.unmount();

    mockApi({ 'GET /api/team/coaching': { body: coachingQueue({ recruits: 0 }) } });
    const { queryClient } = renderWithProviders(<CoachingQueue />, { user: buildUser() });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('coaching-queue')).toBeNull();
  });

  it('says when the queue cannot be loaded, with a retry', async () => {
    mockApi({ 'GET /api/team/coaching': { status: 500, body: { message: 'Database unavailable' } } });
    renderWithProviders(<CoachingQueue />, { user: buildUser() });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load your team's tasks\..*Database unavailable/);
    screen.getByRole('button', { name: 'Try again' });
  });
});
