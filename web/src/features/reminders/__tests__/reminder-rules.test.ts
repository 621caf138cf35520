import { afterEach, describe, expect, it } from 'vitest';
import type { ReminderSettings } from '@contract';

import {
  choicesFromForm,
  DEFAULT_DAILY_AT,
  clockTime,
  formFromSettings,
  formProblem,
  offerAnswerMessage,
  offerSuggestion,
  offerText,
  problemText,
  pushAttempt,
  savedText,
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

  it("sums up the saved choices in the learner's zone (named as people name it, not its IANA id), and asks for a device when push has none", () => {
    const text = summary(t, { ...off, dailyAt: '07:15', streakRisk: true, byEmail: true, byPush: true }, 'Asia/Tokyo');
    expect(text).toBe(
      'You get a daily reminder at 07:15 AM, "streak at risk" in the evening by e-mail and push (times in Japan Standard Time), ' +
        "never after you have done the day's step. Turn on push on this device to receive them here.",
    );
    expect(summary(t, { ...off, weeklyRecap: true, byPush: true, pushDevices: 2 }, 'UTC')).toBe(
      "You get a weekly league recap on Monday morning by push (times in UTC), never after you have done the day's step.",
    );
  });

  it('says what a save really set: never "as you chose" when nothing can reach the learner', () => {
    expect(savedText(t, off, 'UTC')).toEqual({
      title: 'Reminders Are Off',
      description: 'Nothing is chosen that can reach you, so we will not send you reminders.',
    });
    // Push chosen, no reminder chosen: off, not "saved".
    expect(savedText(t, { ...off, byPush: true, pushDevices: 1 }, 'UTC').title).toBe('Reminders Are Off');
    // A reminder chosen, no channel: off too.
    expect(savedText(t, { ...off, dailyAt: '08:00' }, 'UTC').title).toBe('Reminders Are Off');
    const saved = savedText(t, { ...off, dailyAt: '08:00', byEmail: true }, 'Europe/Paris');
    expect(saved.title).toBe('Reminders Saved');
    expect(saved.description).toContain('a daily reminder at 08:00 AM by e-mail (times in Central European Time)');
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

  it('is what the offer names and its one button sets, the time as the profile writes it, the zone as people name it', () => {
    const text = offerText(t, { at: '19:00', sameTime: true, first: 'tomorrow' }, 'Europe/Paris');
    expect(text.title).toBe('Same time tomorrow?');
    // English writes a time of day on a 12-hour clock, as the profile's Reminders section does: never the server's "19:00".
    expect(text.setLabel).toBe(`Remind me daily at ${clockTime('19:00').replace(' ', '\u00a0')}`);
    expect(text.setLabel).toMatch(/^Remind me daily at 07:00\sPM$/);
    // The zone as people say it, never its IANA id; the first reminder's day said truthfully.
    expect(text.description.replace(/\u00a0/g, ' ')).toBe(
      'A daily reminder at 07:00 PM (Central European Time) keeps the habit going, by push where this browser allows it, otherwise by e-mail. ' +
        'The first comes tomorrow at 07:00 PM, and none comes on a day you have already done your step.',
    );
    expect(text.description).not.toMatch(/19:00|Europe\/Paris/);
    expect(offerText(t, { at: '19:00', sameTime: true, first: 'today' }, 'America/Argentina/Buenos_Aires')).toMatchObject({
      title: 'A daily reminder?',
      description: expect.stringMatching(/\(Argentina Standard Time\).*The first comes today at 07:00\sPM/),
    });
    expect(offerText(t, { at: '07:00', sameTime: false, first: 'tomorrow' }, 'UTC').title).toBe('A daily reminder?');
    expect(offerText(t, { at: '07:00', sameTime: false, first: 'tomorrow' }, 'UTC').description).toContain('(UTC)');
  });
});

describe('what the offer suggests at every hour of the day', () => {
  const zone = 'America/Argentina/Buenos_Aires';
  // 2026-11-30 00:00 in Buenos Aires (UTC-3, no summer time): each half hour of the day, and the minutes between.
  const local = (day: number, minutes: number) => new Date(Date.UTC(2026, 10, day, 3, minutes));
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const halfHours = Array.from({ length: 48 * 3 }, (_, i) => i * 10);

  /** When the server would first send the suggested reminder, in minutes from today's midnight, if the learner does no step in between. */
  function firstSend(suggestion: { at: string }, nowMinutes: number, doneToday: boolean): number {
    const at = minutesOf(suggestion.at);
    // app.claim_due_reminders: from `at` until two hours later, on a day not yet done.
    if (!doneToday && nowMinutes < at + 120) return Math.max(at, nowMinutes);
    return 24 * 60 + at;
  }

  it("right after the first station: the station's time, between 07:00 and 21:00, first tomorrow (today is done)", () => {
    for (const minutes of halfHours) {
      const now = local(30, minutes);
      const suggestion = offerSuggestion(now, now, zone);
      expect(suggestion.first).toBe('tomorrow');
      expect(suggestion.at).toBe(suggestedReminderTime(now, zone));
      expect(minutesOf(suggestion.at)).toBeGreaterThanOrEqual(7 * 60);
      expect(minutesOf(suggestion.at)).toBeLessThanOrEqual(21 * 60);
      // "Same time tomorrow?" only when it is the station's time of day.
      const rounded = Math.round(minutes / 30) * 30;
      expect(suggestion.sameTime).toBe(rounded === minutesOf(suggestion.at));
    }
    expect(offerSuggestion(local(30, 90), local(30, 90), zone)).toEqual({ at: '07:00', sameTime: false, first: 'tomorrow' });
    expect(offerSuggestion(local(30, 18 * 60 + 47), local(30, 18 * 60 + 50), zone)).toEqual({ at: '19:00', sameTime: true, first: 'tomorrow' });
  });

  it('on a later day, never a reminder in the next half hour nor in the night, and "today" or "tomorrow" as the server will send it', () => {
    for (const stationMinutes of [90, 6 * 60 + 50, 12 * 60 + 10, 18 * 60 + 47, 23 * 60 + 40]) {
      for (const minutes of halfHours) {
        const suggestion = offerSuggestion(local(27, stationMinutes), local(30, minutes), zone);
        const at = minutesOf(suggestion.at);
        expect(at).toBeGreaterThanOrEqual(7 * 60);
        expect(at).toBeLessThanOrEqual(21 * 60);
        const send = firstSend(suggestion, minutes, false);
        expect(send - minutes).toBeGreaterThanOrEqual(30);
        expect(suggestion.first).toBe(send < 24 * 60 ? 'today' : 'tomorrow');
        expect(send % (24 * 60)).toBe(at);
      }
    }
    // 18:47 three days ago: at 10:00 the reminder comes today at 19:00; at 18:50 it would come in minutes, so 20:00; at 20:30, tomorrow at 18:30.
    expect(offerSuggestion(local(27, 18 * 60 + 47), local(30, 10 * 60), zone)).toEqual({ at: '19:00', sameTime: true, first: 'today' });
    expect(offerSuggestion(local(27, 18 * 60 + 47), local(30, 18 * 60 + 50), zone)).toEqual({ at: '20:00', sameTime: false, first: 'today' });
    expect(offerSuggestion(local(27, 18 * 60 + 47), local(30, 20 * 60 + 30), zone)).toEqual({ at: '18:30', sameTime: false, first: 'tomorrow' });
    expect(offerSuggestion(local(27, 18 * 60 + 47), local(30, 21 * 60 + 5), zone)).toEqual({ at: '19:00', sameTime: true, first: 'tomorrow' });
  });
});

describe("the offer's answer says what is set, and why not push without blaming anyone", () => {
  const set = 'Daily reminder set for 19:00 (Europe/Paris time) by e-mail.';
  // The server's sentence as the learner reads it: the time on the profile's clock, the zone as people name it.
  const said = `Daily reminder set for ${clockTime('19:00').replace(' ', '\u00a0')} (Central European Time) by e-mail.`;

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
    // The answer's own link says where to change it: the sentence does not say it again.
    expect(offerAnswerMessage(t, set, 'notAllowed')).toBe(`${said} Push notifications are not on for this site.`);
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
    const offer = offerText(t, { at: '19:00', sameTime: true, first: 'tomorrow' }, 'Europe/Madrid');
    expect(offer.setLabel).toBe('Recuérdame cada día a las 19:00');
    expect(offer.title).toBe('¿Mañana a la misma hora?');
    expect(offer.description).toContain('a las 19:00 (hora de Europa central) mantiene el hábito');
    expect(offer.description).toContain('El primero llega mañana a las 19:00');
    expect(offerText(t, { at: '08:00', sameTime: false, first: 'today' }, 'America/Argentina/Buenos_Aires').description).toContain(
      '(hora estándar de Argentina)',
    );
    expect(offerAnswerMessage(t, 'Daily reminder set for 19:00 (Europe/Madrid time) by push notification.', 'on')).toBe(
      'Recordatorio diario a las 19:00 (hora de Europa central) por notificación push.',
    );
    expect(offerAnswerMessage(t, 'No reminder. You can turn reminders on in your profile at any time.', null)).toBe(
      'Sin recordatorio. Puedes activar los recordatorios en tu perfil cuando quieras.',
    );
    expect(offerAnswerMessage(t, 'Something new the server says.', null)).toBe('Something new the server says.');
    await activateLocale('ar');
    // The time kept in one piece (isolated, its space unbreakable) so it never wraps between the digits and the period of day.
    expect(offerAnswerMessage(t, 'Daily reminder set for 07:30 (Africa/Cairo time) by e-mail.', 'failed')).toBe(
      'تم ضبط التذكير اليومي على الساعة \u206807:30\u00a0ص\u2069 (توقيت شرق أوروبا) عبر البريد الإلكتروني. تعذّر تفعيل الإشعارات الفورية في هذا المتصفح، لذا يصل عبر البريد الإلكتروني.',
    );
    // Arabic writes the morning with its own mark, as the profile does.
    expect(clockTime('07:30')).toBe('07:30 ص');
    const arabic = offerText(t, { at: '19:00', sameTime: false, first: 'today' }, 'Asia/Riyadh');
    expect(arabic.setLabel).toBe('ذكّرني يوميًا في الساعة \u206807:00\u00a0م\u2069');
    expect(arabic.title).toBe('تذكير يومي؟');
    expect(arabic.description).toContain('(التوقيت العربي الرسمي)');
    expect(arabic.description).toContain('يصلك أول تذكير اليوم في الساعة');
    // No English left, nor the zone's id.
    expect(arabic.description).not.toMatch(/[A-Za-z]/);
  });
});

describe("the Reminders section's sentences in the learner's language", () => {
  afterEach(() => activateLocale('en'));
  const chosen: ReminderSettings = { ...off, dailyAt: '18:30', streakRisk: true, weeklyRecap: true, byEmail: true, byPush: true };

  it('says the saved choices, the time as the time field writes it, and the problems, in Spanish', async () => {
    await activateLocale('es');
    expect(summary(t, chosen, 'Europe/Madrid')).toBe(
      'Recibes un recordatorio diario a las 18:30, «racha en riesgo» por la tarde, un resumen semanal de la liga el lunes por la mañana ' +
        'por correo y push (hora de Europa central), nunca después de haber dado el paso del día. Activa push en este dispositivo para recibirlos aquí.',
    );
    expect(summary(t, off, 'UTC')).toBe('Sin recordatorios: solo sabrás de nosotros cuando lo pidas.');
    expect(problemText(t, 'time')).toBe('Elige una hora para el recordatorio diario, por ejemplo 18:30.');
    expect(savedText(t, off, 'UTC').title).toBe('Recordatorios desactivados');
    expect(savedText(t, { ...chosen, pushDevices: 1 }, 'UTC')).toMatchObject({ title: 'Recordatorios guardados' });
  });

  it('says them in Arabic, joined with the Arabic comma, the time with its Arabic period of day', async () => {
    await activateLocale('ar');
    const text = summary(t, { ...chosen, byPush: false }, 'Africa/Cairo');
    expect(text).toBe(
      'تتلقى تذكيرًا يوميًا في الساعة 06:30 م، تنبيه «سلسلتك في خطر» مساءً، ملخصًا أسبوعيًا للدوري صباح الاثنين بالبريد الإلكتروني (توقيت شرق أوروبا)، ولا يصلك شيء منها بعد أن تنجز خطوة اليوم.',
    );
    // No English left but the time zone's name, which the server's answer names too.
    expect(text.replace('Africa/Cairo', '')).not.toMatch(/[A-Za-z]/);
    expect(problemText(t, 'channel')).toBe('اختر البريد الإلكتروني أو الإشعارات الفورية أو كليهما، وإلا فلن يصلك شيء.');
    expect(savedText(t, off, 'UTC').title).toBe('التذكيرات متوقفة');
  });
});
