import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ReminderSettings } from '@contract';
import { activateLocale } from '@/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';

import { RemindersPanel } from '../components/reminders-panel';

const USER = '00000000-0000-4000-8000-000000000001';
const PATH = `/api/users/${USER}/reminders`;
const off: ReminderSettings = {
  dailyAt: null,
  streakRisk: false,
  weeklyRecap: false,
  byEmail: false,
  byPush: false,
  pushDevices: 0,
  offer: 'not_yet',
  firstStationAt: null,
};

describe('RemindersPanel', () => {
  afterEach(() => activateLocale('en'));

  it('names a missing channel before saving, then saves and says what is set (English unchanged)', async () => {
    const saved: ReminderSettings = { ...off, dailyAt: '18:00', byEmail: true };
    const { calls } = mockApi({
      // The saved values once a save went through, as the api reads them back.
      [`GET ${PATH}`]: () => ({ body: calls.some((call) => call.method === 'PUT') ? saved : off }),
      [`PUT ${PATH}`]: { body: { message: 'Reminders saved', settings: saved } },
    });
    renderWithProviders(<RemindersPanel userId={USER} />);
    expect(await screen.findByText('No reminders: you will hear from us only when you ask.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Daily reminder' }));
    await screen.findByLabelText('At (your time)');
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose e-mail, push or both, or nothing will reach you.');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    const byEmail = screen.getByRole<HTMLInputElement>('checkbox', { name: 'By e-mail' });
    fireEvent.click(byEmail);
    await waitFor(() => expect(byEmail.checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    // Said under the button (no toast over the section), and the summary says it too.
    await waitFor(() => expect(screen.getByTestId('reminders-said').textContent).toMatch(/^Reminders Saved You get a daily reminder at 06:00\sPM/));
    expect(screen.queryByTestId('toast')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('reminders-summary').textContent).toMatch(/^You get a daily reminder at 06:00\sPM by e-mail \(/));
    // The next change leaves it: it said what the last save did.
    fireEvent.click(screen.getByRole('checkbox', { name: 'By e-mail' }));
    await waitFor(() => expect(screen.getByTestId('reminders-said').textContent).toBe(''));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      dailyAt: '18:00',
      streakRisk: false,
      weeklyRecap: false,
      byEmail: true,
      byPush: false,
    });
  });

  it('speaks Spanish: its choices, the devices counted, the summary with the time as Spanish writes it', async () => {
    await activateLocale('es');
    mockApi({ [`GET ${PATH}`]: { body: { ...off, dailyAt: '07:45', byEmail: true, byPush: true, pushDevices: 2 } } });
    renderWithProviders(<RemindersPanel userId={USER} />);
    await screen.findByText('Recordatorio diario');
    expect(screen.getByTestId('reminders-summary').textContent).toMatch(
      /^Recibes un recordatorio diario a las 07:45 por correo y push \((UTC|hora [^)/]+)\), nunca /,
    );
    expect(screen.getByText('2 dispositivos reciben recordatorios push.')).toBeTruthy();
    for (const label of ['Hora (de tu zona horaria)', '«Racha en riesgo» por la tarde (19:00)', 'Por correo electrónico', 'Guardar recordatorios']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
  });

  it('speaks Arabic, one device in its own form', async () => {
    await activateLocale('ar');
    mockApi({ [`GET ${PATH}`]: { body: { ...off, weeklyRecap: true, byPush: true, pushDevices: 1 } } });
    renderWithProviders(<RemindersPanel userId={USER} />);
    await screen.findByText('يتلقى جهاز واحد التذكيرات الفورية.');
    expect(screen.getByTestId('reminders-summary').textContent).toMatch(
      /^تتلقى ملخصًا أسبوعيًا للدوري صباح الاثنين بالإشعارات الفورية \((UTC|توقيت [^)/]+)\)، ولا /,
    );
  });
});
