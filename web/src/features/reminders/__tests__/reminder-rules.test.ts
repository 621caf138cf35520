import { afterEach, describe, expect, it } from 'vitest';
import type { ReminderSettings } from '@contract';

import {
  choicesFromForm,
  DEFAULT_DAILY_AT,
  formFromSettings,
  formProblem,
  offerAnswerMessage,
  offerText,
  pushAttempt,
  savedToast,
  suggestedReminderTime,
  summary,
} from '../reminder-rules';
import { activateLocale, i18n, type Translate } from '@/i18n';

const t: Translate = (id, values) => i18n._(id, values);

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

describe('reminder rules', () => {
  it('starts with everything off and a suggested time', () => {
    const form = formFromSettings(off);
    expect(form).toMatchObject({ daily: false, dailyAt: DEFAULT_DAILY_AT, streakRisk: false, byEmail: false });
    expect(choicesFromForm(form)).toEqual({ dailyAt: null, streakRisk: false, weeklyRecap: false, byEmail: false, byPush: false });
    expect(summary(off, 'Europe/Paris')).toMatch(/^No reminders/);
  });

  it('names a missing channel or a bad time before saving', () => {
    const form = { ...formFromSettings(off), daily: true };
    expect(formProblem(form)).toMatch(/e-mail, push or both/);
    expect(formProblem({ ...form, byEmail: true })).toBeNull();
    expect(formProblem({ ...form, byEmail: true, dailyAt: '25:00' })).toMatch(/time/);
    expect(choicesFromForm({ ...form, byEmail: true, dailyAt: '07:15' }).dailyAt).toBe('07:15');
  });

  it("sums up the saved choices in the learner's zone, and asks for a device when push has none", () => {
    const text = summary({ ...off, dailyAt: '07:15', streakRisk: true, byEmail: true, byPush: true }, 'Asia/Tokyo');
    expect(text).toContain('a daily reminder at 07:15');
    expect(text).toContain('by e-mail and push (Asia/Tokyo time)');
    expect(text).toContain('Turn on push on this device');
  });

  it('says what a save really set: never "as you chose" when nothing can reach the learner', () => {
    expect(savedToast(off, 'UTC')).toEqual({
      title: 'Reminders Are Off',
      description: 'Nothing is chosen that can reach you, so we will not send you reminders.',
    });
    // Push chosen, no reminder chosen: off, not "saved".
    expect(savedToast({ ...off, byPush: true, pushDevices: 1 }, 'UTC').title).toBe('Reminders Are Off');
    // A reminder chosen, no channel: off too.
    expect(savedToast({ ...off, dailyAt: '08:00' }, 'UTC').title).toBe('Reminders Are Off');
    const saved = savedToast({ ...off, dailyAt: '08:00', byEmail: true }, 'Europe/Paris');
    expect(saved.title).toBe('Reminders Saved');
    expect(saved.description).toContain('a daily reminder at 08:00 by e-mail (Europe/Paris time)');
  });
});

describe("the offer's suggested time", () => {
  const at = (iso: string) => new Date(iso);
  it("is the time the first station was finished, in the learner's zone, rounded to the half hour", () => {
    expect(suggestedReminderTime(at('2026-11-28T18:47:00Z'), 'UTC')).toBe('19:00');
    expect(suggestedReminderTime(at('2026-11-28T18:44:00Z'), 'UTC')).toBe('18:30');
    expect(suggestedReminderTime(at('2026-11-28T18:15:00Z'), 'UTC')).toBe('18:30');
    expect(suggestedReminderTime(at('2026-11-28T18:14:59Z'), 'UTC')).toBe('18:00');
    // 18:47 UTC is 19:47 in Paris (winter) and 03:47 the next day in Tokyo.
    expect(suggestedReminderTime(at('2026-11-28T18:47:00Z'), 'Europe/Paris')).toBe('20:00');
    expect(suggestedReminderTime(at('2026-06-28T18:47:00Z'), 'Europe/Paris')).toBe('21:00');
  });

  it('is kept between 07:00 and 21:00', () => {
    expect(suggestedReminderTime(at('2026-11-28T18:47:00Z'), 'Asia/Tokyo')).toBe('07:00');
    expect(suggestedReminderTime(at('2026-11-28T23:50:00Z'), 'UTC')).toBe('21:00');
    expect(suggestedReminderTime(at('2026-11-28T21:10:00Z'), 'UTC')).toBe('21:00');
    expect(suggestedReminderTime(at('2026-11-28T07:10:00Z'), 'UTC')).toBe('07:00');
  });

  it('is what the offer names and its one button sets', () => {
    const text = offerText(t, '19:00', 'Europe/Paris');
    expect(text.setLabel).toBe('Remind me daily at 19:00');
    // The same zone the server's answer names ("Daily reminder set for 19:00 (Europe/Paris time)").
    expect(text.description).toContain('at 19:00 (Europe/Paris time)');
    expect(text.description).toContain('It stays quiet on days you have already done your step.');
    expect(text.description).toContain('otherwise by e-mail');
  });
});

describe("the offer's answer says what is set, and why not push without blaming anyone", () => {
  const set = 'Daily reminder set for 19:00 (Europe/Paris time) by e-mail.';

  it('names the attempt from what the browser said before and after asking', () => {
    expect(pushAttempt({ supported: false })).toBe('unsupported');
    expect(pushAttempt({ supported: true, before: 'denied' })).toBe('blockedBefore');
    expect(pushAttempt({ supported: true, before: 'default', on: true })).toBe('on');
    expect(pushAttempt({ supported: true, before: 'default', after: 'denied' })).toBe('notAllowed');
    // The question left open until the set-up gave up: not allowed either.
    expect(pushAttempt({ supported: true, before: 'default', after: 'default' })).toBe('notAllowed');
    expect(pushAttempt({ supported: true, before: 'default', after: 'granted' })).toBe('failed');
    expect(pushAttempt({ supported: true, before: 'granted', after: 'granted', notSetUp: true })).toBe('notSetUp');
    expect(pushAttempt({ supported: true, before: 'default', after: 'default', notSetUp: true })).toBe('notSetUp');
  });

  it('says e-mail plainly when nothing was asked: no push here, none on the server, or blocked before', () => {
    for (const attempt of ['unsupported', 'notSetUp', 'blockedBefore', 'on', null] as const) expect(offerAnswerMessage(t, set, attempt)).toBe(set);
  });

  it('says push is not on, never that someone blocked it, when the question was not allowed; and a browser failure as one', () => {
    expect(offerAnswerMessage(t, set, 'notAllowed')).toBe(`${set} Push notifications are not on for this site; you can turn them on in your profile.`);
    expect(offerAnswerMessage(t, set, 'failed')).toBe(`${set} Push could not be turned on in this browser, so it comes by e-mail.`);
    for (const attempt of ['unsupported', 'notSetUp', 'blockedBefore', 'on', 'notAllowed', 'failed'] as const) {
      expect(offerAnswerMessage(t, set, attempt)).not.toMatch(/blocked|you did not|not allowed/i);
    }
  });
});

describe("the offer and its answer in the learner's language", () => {
  afterEach(() => activateLocale('en'));

  it("words the server's answers it knows, and keeps one it does not", async () => {
    await activateLocale('es');
    expect(offerText(t, '19:00', 'Europe/Madrid').setLabel).toBe('Recuérdame cada día a las 19:00');
    expect(offerAnswerMessage(t, 'Daily reminder set for 19:00 (Europe/Madrid time) by push notification.', 'on')).toBe(
      'Recordatorio diario a las 19:00 (hora de Europe/Madrid) por notificación push.',
    );
    expect(offerAnswerMessage(t, 'No reminder. You can turn reminders on in your profile at any time.', null)).toBe(
      'Sin recordatorio. Puedes activar los recordatorios en tu perfil cuando quieras.',
    );
    expect(offerAnswerMessage(t, 'Something new the server says.', null)).toBe('Something new the server says.');
    await activateLocale('ar');
    expect(offerAnswerMessage(t, 'Daily reminder set for 07:30 (UTC time) by e-mail.', 'failed')).toBe(
      'تم ضبط التذكير اليومي على الساعة 07:30 (بتوقيت UTC) عبر البريد الإلكتروني. تعذّر تفعيل الإشعارات الفورية في هذا المتصفح، لذا يصل عبر البريد الإلكتروني.',
    );
  });
});
