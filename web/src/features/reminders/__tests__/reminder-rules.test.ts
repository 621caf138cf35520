import { afterEach, describe, expect, it } from 'vitest';
import type { ReminderSettings } from '@contract';

import {
  choicesFromForm,
  DEFAULT_DAILY_AT,
  clockTime,
  formFromSettings,
  formProblem,
  offerAnswerMessage,
  offerText,
  problemText,
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
    expect(summary(t, off, 'Europe/Paris')).toMatch(/^No reminders/);
  });

  it('names a missing channel or a bad time before saving', () => {
    const form = { ...formFromSettings(off), daily: true };
    expect(formProblem(form)).toBe('channel');
    expect(problemText(t, 'channel')).toBe('Choose e-mail, push or both, or nothing will reach you.');
    expect(formProblem({ ...form, byEmail: true })).toBeNull();
    expect(formProblem({ ...form, byEmail: true, dailyAt: '25:00' })).toBe('time');
    // The example is written as the time field shows a time in English: a 12-hour clock.
    expect(problemText(t, 'time')).toBe('Choose a time for the daily reminder, such as 06:30 PM.');
    expect(choicesFromForm({ ...form, byEmail: true, dailyAt: '07:15' }).dailyAt).toBe('07:15');
  });

  it("sums up the saved choices in the learner's zone, and asks for a device when push has none", () => {
    const text = summary(t, { ...off, dailyAt: '07:15', streakRisk: true, byEmail: true, byPush: true }, 'Asia/Tokyo');
    expect(text).toBe(
      'You get a daily reminder at 07:15 AM, "streak at risk" in the evening by e-mail and push (Asia/Tokyo time), ' +
        "never after you have done the day's step. Turn on push on this device to receive them here.",
    );
    expect(summary(t, { ...off, weeklyRecap: true, byPush: true, pushDevices: 2 }, 'UTC')).toBe(
      "You get a weekly league recap on Monday morning by push (UTC time), never after you have done the day's step.",
    );
  });

  it('says what a save really set: never "as you chose" when nothing can reach the learner', () => {
    expect(savedToast(t, off, 'UTC')).toEqual({
      title: 'Reminders Are Off',
      description: 'Nothing is chosen that can reach you, so we will not send you reminders.',
    });
    // Push chosen, no reminder chosen: off, not "saved".
    expect(savedToast(t, { ...off, byPush: true, pushDevices: 1 }, 'UTC').title).toBe('Reminders Are Off');
    // A reminder chosen, no channel: off too.
    expect(savedToast(t, { ...off, dailyAt: '08:00' }, 'UTC').title).toBe('Reminders Are Off');
    const saved = savedToast(t, { ...off, dailyAt: '08:00', byEmail: true }, 'Europe/Paris');
    expect(saved.title).toBe('Reminders Saved');
    expect(saved.description).toContain('a daily reminder at 08:00 AM by e-mail (Europe/Paris time)');
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

  it('is what the offer names and its one button sets, the time as the profile writes it', () => {
    const text = offerText(t, '19:00', 'Europe/Paris');
    // English writes a time of day on a 12-hour clock, as the profile's Reminders section does: never the server's "19:00".
    expect(text.setLabel).toBe('Remind me daily at 07:00 PM');
    expect(text.setLabel).toBe(`Remind me daily at ${clockTime('19:00')}`);
    // The same zone the server's answer names ("Daily reminder set for 19:00 (Europe/Paris time)").
    expect(text.description).toContain('at 07:00 PM (Europe/Paris time)');
    expect(text.description).not.toContain('19:00');
    expect(text.description).toContain('It stays quiet on days you have already done your step.');
    expect(text.description).toContain('otherwise by e-mail');
  });
});

describe("the offer's answer says what is set, and why not push without blaming anyone", () => {
  const set = 'Daily reminder set for 19:00 (Europe/Paris time) by e-mail.';
  // The server's sentence as the learner reads it: the time on the profile's clock.
  const said = 'Daily reminder set for 07:00 PM (Europe/Paris time) by e-mail.';

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
    for (const attempt of ['unsupported', 'notSetUp', 'blockedBefore', 'on', null] as const) expect(offerAnswerMessage(t, set, attempt)).toBe(said);
  });

  it('says push is not on, never that someone blocked it, when the question was not allowed; and a browser failure as one', () => {
    expect(offerAnswerMessage(t, set, 'notAllowed')).toBe(`${said} Push notifications are not on for this site; you can turn them on in your profile.`);
    expect(offerAnswerMessage(t, set, 'failed')).toBe(`${said} Push could not be turned on in this browser, so it comes by e-mail.`);
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
      `تم ضبط التذكير اليومي على الساعة ${clockTime('07:30')} (بتوقيت UTC) عبر البريد الإلكتروني. تعذّر تفعيل الإشعارات الفورية في هذا المتصفح، لذا يصل عبر البريد الإلكتروني.`,
    );
    // Arabic writes the morning with its own mark, as the profile does.
    expect(clockTime('07:30')).toBe('07:30 ص');
    expect(offerText(t, '19:00', 'Asia/Riyadh').setLabel).toBe('ذكّرني يوميًا في الساعة 07:00 م');
  });
});

describe("the Reminders section's sentences in the learner's language", () => {
  afterEach(() => activateLocale('en'));
  const chosen: ReminderSettings = { ...off, dailyAt: '18:30', streakRisk: true, weeklyRecap: true, byEmail: true, byPush: true };

  it('says the saved choices, the time as the time field writes it, and the problems, in Spanish', async () => {
    await activateLocale('es');
    expect(summary(t, chosen, 'Europe/Madrid')).toBe(
      'Recibes un recordatorio diario a las 18:30, «racha en riesgo» por la tarde, un resumen semanal de la liga el lunes por la mañana ' +
        'por correo y push (hora de Europe/Madrid), nunca después de haber dado el paso del día. Activa push en este dispositivo para recibirlos aquí.',
    );
    expect(summary(t, off, 'UTC')).toBe('Sin recordatorios: solo sabrás de nosotros cuando lo pidas.');
    expect(problemText(t, 'time')).toBe('Elige una hora para el recordatorio diario, por ejemplo 18:30.');
    expect(savedToast(t, off, 'UTC').title).toBe('Recordatorios desactivados');
    expect(savedToast(t, { ...chosen, pushDevices: 1 }, 'UTC')).toMatchObject({ title: 'Recordatorios guardados' });
  });

  it('says them in Arabic, joined with the Arabic comma, the time with its Arabic period of day', async () => {
    await activateLocale('ar');
    const text = summary(t, { ...chosen, byPush: false }, 'Africa/Cairo');
    expect(text).toBe(
      'تتلقى تذكيرًا يوميًا في الساعة 06:30 م، تنبيه «سلسلتك في خطر» مساءً، ملخصًا أسبوعيًا للدوري صباح الاثنين بالبريد الإلكتروني (بتوقيت Africa/Cairo)، ولا يصلك شيء منها بعد أن تنجز خطوة اليوم.',
    );
    // No English left but the time zone's name, which the server's answer names too.
    expect(text.replace('Africa/Cairo', '')).not.toMatch(/[A-Za-z]/);
    expect(problemText(t, 'channel')).toBe('اختر البريد الإلكتروني أو الإشعارات الفورية أو كليهما، وإلا فلن يصلك شيء.');
    expect(savedToast(t, off, 'UTC').title).toBe('التذكيرات متوقفة');
  });
});
