import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';
import type { Mission } from '@contract';

import { lockedLine, QuestMap } from '../components/quest-map';
import { i18n, type Translate } from '@/i18n';

const t: Translate = (id, values) => i18n._(id, values);

// The lazy chunks this screen shows, loaded before its tests so a findBy* waits for the screen, not for
// a module's first on-demand transform (docs/performance.md#unit-tests).
await Promise.all([import('../components/mission-modal'), import('../components/lesson-markdown')]);

const mission = (id: number): Mission => ({
  id,
  station: id,
  title: `Station title ${id}`,
  description: `About station ${id}`,
  content: `Lesson ${id}`,
  tokens: 10,
  points: 50,
  unlockAfter: id === 1 ? null : id - 1,
  lang: 'en',
});
const missions = [1, 2, 3].map(mission);

describe('Quest Map', () => {
  it('says a locked station once: no "STATION 3" before a title that already names it', () => {
    expect(lockedLine(t, mission(3), 2)).toBe('STATION 3 · Locked · after Station 2');
    expect(lockedLine(t, { ...mission(3), title: 'Station 3: Conversations That Connect' }, 2)).toBe('Locked · after Station 2');
    expect(lockedLine(t, { ...mission(3), title: 'Station 30 ideas' }, null)).toBe('STATION 3 · Locked');
    // A translated title names its station in its own language.
    expect(lockedLine(t, { ...mission(3), title: 'Estación 3: Conversaciones que conectan', lang: 'es' }, 2)).toBe('Locked · after Station 2');
    expect(lockedLine(t, { ...mission(3), title: 'المحطة 3: محادثات تبني التواصل', lang: 'ar' }, 2)).toBe('Locked · after Station 2');
  });

  it('marks each title with the language the api served it in', async () => {
    mockApi({
      'GET /api/missions': {
        body: [
          { ...mission(1), title: 'Estación 1: Descubre tu porqué', lang: 'es' },
          { ...mission(2), lang: 'en' },
        ],
      },
    });
    const user = buildUser();
    renderWithProviders(<QuestMap user={user} />, { user });
    const spanish = await screen.findByText('Estación 1: Descubre tu porqué');
    expect([spanish.getAttribute('lang'), spanish.getAttribute('dir')]).toEqual(['es', 'auto']);
    expect(screen.getByText('Station title 2').getAttribute('lang')).toBe('en');
  });

  it('shows each station as completed / active / locked with its button and the progress', async () => {
    mockApi({ 'GET /api/missions': { body: missions } });
    const user = buildUser({ completedMissions: { 1: true } });
    renderWithProviders(<QuestMap user={user} />, { user });

    expect(await screen.findByTestId('quest-progress')).toHaveProperty('textContent', '1 of 3 completed');
    const station = (id: number) => screen.getByTestId(`station-${id}`);
    expect(station(1).dataset.status).toBe('completed');
    expect(within(station(1)).getByRole('button').textContent).toBe('Review');
    expect(within(station(2)).getByRole('button').textContent).toBe('Start Mission');
    // A locked station is folded to one line: what unlocks it, and no button to press.
    expect(station(3).dataset.status).toBe('locked');
    expect(within(station(3)).queryByRole('button')).toBeNull();
    expect(within(station(3)).getByText('STATION 3 · Locked · after Station 2')).toBeTruthy();
  });

  it('folds into one line once every station is done, and Review stations opens the list', async () => {
    mockApi({ 'GET /api/missions': { body: missions } });
    const user = buildUser({ completedMissions: { 1: true, 2: true, 3: true } });
    renderWithProviders(<QuestMap user={user} />, { user });

    expect((await screen.findByTestId('quest-map-done')).textContent).toContain('All 3 stations completed');
    expect(screen.getByTestId('quest-progress').textContent).toBe('3 of 3 completed');
    const list = screen.getByTestId('station-1').parentElement as HTMLElement;
    expect(list.hidden).toBe(true);
    const review = screen.getByRole('button', { name: 'Review stations' });
    expect(review.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(review);
    expect(list.hidden).toBe(false);
    expect(within(screen.getByTestId('station-3')).getByRole('button').textContent).toBe('Review');
    expect(screen.getByRole('button', { name: 'Hide stations' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the mission modal with objectives and rewards from the stations already loaded, and Start Mission goes to /mission/{id}', async () => {
    // No GET /api/missions/2: the list answered the station as that route does (docs/performance.md).
    const { calls } = mockApi({ 'GET /api/missions': { body: missions } });
    const user = buildUser({ completedMissions: { 1: true } });
    const { router } = renderWithProviders(<QuestMap user={user} />, { user, url: '/dashboard' });

    fireEvent.click(await screen.findByRole('button', { name: 'Start Mission: Station title 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Station title 2')).toBeTruthy();
    expect(within(dialog).getByText('Lesson 2')).toBeTruthy();
    // The four objectives, as a list to read.
    expect(within(within(dialog).getByTestId('mission-objectives')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByText('+10 tokens')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Mission' }));
    expect(router.state.location.pathname).toBe('/mission/2');
    expect(calls.map((call) => call.path)).toEqual(['/api/missions']);
  });

  it('asks the server for a station the list saw locked (no lesson there; it may be unlocked since)', async () => {
    const { calls } = mockApi({
      'GET /api/missions': { body: [mission(1), { ...mission(2), content: null }] },
      'GET /api/missions/2': { body: mission(2) },
    });
    // Station 1 completed after the list was read: station 2 is open now.
    const user = buildUser({ completedMissions: { 1: true } });
    renderWithProviders(<QuestMap user={user} />, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Mission: Station title 2' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Lesson 2')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/api/missions/2');
  });

  it('says "Mission not found" in the modal for an unknown mission', async () => {
    // A station without its lesson in the list is asked for: the server no longer has it.
    mockApi({
      'GET /api/missions': { body: [{ ...mission(1), content: null }] },
      'GET /api/missions/1': { status: 404, body: { message: 'Mission not found' } },
    });
    const user = buildUser();
    renderWithProviders(<QuestMap user={user} />, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Mission: Station title 1' }));
    expect(await screen.findByText('Mission not found')).toBeTruthy();
  });

  it('offers Review Mission for a completed mission', async () => {
    // Station 2 still open: a map with every station done is folded (the test above).
    mockApi({ 'GET /api/missions': { body: missions }, 'GET /api/missions/1': { body: mission(1) } });
    const user = buildUser({ completedMissions: { 1: true } });
    renderWithProviders(<QuestMap user={user} />, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Review: Station title 1' }));
    expect(await screen.findByRole('button', { name: 'Review Mission' })).toBeTruthy();
  });

  it('shows an error with a retry when missions cannot load', async () => {
    mockApi({ 'GET /api/missions': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<QuestMap user={buildUser()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load missions');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
