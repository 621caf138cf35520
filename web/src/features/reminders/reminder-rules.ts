/**
 * The reminders' rules (docs/product.md#reminders): what the form chose, whether it can reach the
 * learner, the line and the saved message that say so, and the time the daily reminder's offer
 * suggests. The server decides when each is due.
 */
import type { ReminderSettings } from '@contract';
import type { ToastText } from '@/hooks/use-api-mutation';
import { formatClockTime, formatTimeZone, isolateInRtl, knownSentences, type Translate } from '@/i18n';

export const DEFAULT_DAILY_AT = '18:00';

export interface ReminderForm {
  daily: boolean;
  dailyAt: string;
  streakRisk: boolean;
  weeklyRecap: boolean;
  byEmail: boolean;
  byPush: boolean;
}

export function formFromSettings(settings: ReminderSettings): ReminderForm {
  return {
    daily: settings.dailyAt !== null,
    dailyAt: settings.dailyAt ?? DEFAULT_DAILY_AT,
    streakRisk: settings.streakRisk,
    weeklyRecap: settings.weeklyRecap,
    byEmail: settings.byEmail,
    byPush: settings.byPush,
  };
}

export function choicesFromForm(form: ReminderForm) {
  return {
    dailyAt: form.daily ? form.dailyAt : null,
    streakRisk: form.streakRisk,
    weeklyRecap: form.weeklyRecap,
    byEmail: form.byEmail,
    byPush: form.byPush,
  };
}

/** What is wrong with the form before saving: no valid time for the daily reminder, no channel for a reminder chosen. */
export type FormProblem = 'time' | 'channel';

/** A problem to name under the form before saving, or null. */
export function formProblem(form: ReminderForm): FormProblem | null {
  if (form.daily && !/^([01]\d|2[0-3]):[0-5]\d$/.test(form.dailyAt)) return 'time';
  const anyReminder = form.daily || form.streakRisk || form.weeklyRecap;
  if (anyReminder && !form.byEmail && !form.byPush) return 'channel';
  return null;
}

/**
 * A saved "HH:MM" as the learner's language writes a time of day ("06:30 PM" in English on a 12-hour
 * clock, "18:30" in Spanish), the way the time field beside it shows it (docs/decisions.md, "Languages").
 */
export function clockTime(time: string): string {
  return formatClockTime(new Date(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))));
}

/** The sentence for a problem, with an example time in the learner's way of writing it. */
export function problemText(t: Translate, problem: FormProblem): string {
  return problem === 'time' ? t('reminders.problem.time', { example: clockTime('18:30') }) : t('reminders.problem.channel');
}

/** Whether the saved choices send anything: a reminder chosen, and a channel for it. */
export const remindersOn = (settings: Pick<ReminderSettings, 'dailyAt' | 'streakRisk' | 'weeklyRecap' | 'byEmail' | 'byPush'>) =>
  (settings.dailyAt !== null || settings.streakRisk || settings.weeklyRecap) && (settings.byEmail || settings.byPush);

/** What a save of the form says: what is really set now, never "as you chose" when nothing is. */
export function savedText(t: Translate, settings: ReminderSettings, timeZone: string): ToastText {
  if (!remindersOn(settings)) return { title: t('reminders.saved.offTitle'), description: t('reminders.saved.offText') };
  return { title: t('reminders.saved.title'), description: summary(t, settings, timeZone) };
}

/** The earliest and latest time the offer suggests: a reminder at 2 am helps nobody. */
export const OFFER_EARLIEST = '07:00';
export const OFFER_LATEST = '21:00';
/** The server sends a daily reminder from its time until this much later (supabase/schemas/reminders.sql, app.claim_due_reminders). */
const SEND_WINDOW_MINUTES = 120;
/** The least time between the offer and the first reminder it promises "today": never one in the next few minutes. */
const LEAD_MINUTES = 30;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const keptInDay = (minutes: number) => Math.min(Math.max(minutes, minutesOf(OFFER_EARLIEST)), minutesOf(OFFER_LATEST));

/** The local calendar day and minute of the day of `at` in `timeZone`. */
function localClock(at: Date, timeZone: string): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '0';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * The time of day the learner finished their first station (`at`), in their time zone, rounded to the
 * nearest half hour and kept between 07:00 and 21:00 ("18:47" → "19:00", "06:10" → "07:00").
 */
export function suggestedReminderTime(at: Date, timeZone: string): string {
  return timeOf(keptInDay(Math.round(localClock(at, timeZone).minutes / 30) * 30));
}

/**
 * What the offer suggests `now`: a daily time (`at`), whether it is the time of day of the first
 * station (`sameTime`: "Same time tomorrow?"), and when the first reminder really comes (`first`).
 * The server sends the daily reminder from its time until two hours later, on a day the learner has
 * not yet done their step. On the first station's own day the step is done, so the first comes
 * tomorrow at the station's time. On a later day (the offer waits on Today until answered) the
 * station's time comes today when it is more than half an hour away, tomorrow when its two hours are
 * over; in between it would come within minutes, so the offer suggests the first half hour at least
 * an hour away (today, up to 21:00), or else the last half hour whose two hours are over (tomorrow).
 */
export interface OfferSuggestion {
  at: string;
  sameTime: boolean;
  first: 'today' | 'tomorrow';
}

export function offerSuggestion(firstStationAt: Date, now: Date, timeZone: string): OfferSuggestion {
  const station = localClock(firstStationAt, timeZone);
  const clock = localClock(now, timeZone);
  const rounded = Math.round(station.minutes / 30) * 30;
  const at = keptInDay(rounded);
  const sameTime = at === rounded;
  if (station.day === clock.day || clock.minutes >= at + SEND_WINDOW_MINUTES) return { at: timeOf(at), sameTime, first: 'tomorrow' };
  if (clock.minutes + LEAD_MINUTES <= at) return { at: timeOf(at), sameTime, first: 'today' };
  const later = Math.ceil((clock.minutes + 60) / 30) * 30;
  if (later <= minutesOf(OFFER_LATEST)) return { at: timeOf(later), sameTime: false, first: 'today' };
  return { at: timeOf(keptInDay(Math.floor((clock.minutes - SEND_WINDOW_MINUTES) / 30) * 30)), sameTime: false, first: 'tomorrow' };
}

/** What the saved choices mean for this learner, in one line; the daily time as the time field shows it. */
export function summary(t: Translate, settings: ReminderSettings, timeZone: string): string {
  const kinds = [
    settings.dailyAt ? t('reminders.summary.daily', { at: clockTime(settings.dailyAt) }) : null,
    settings.streakRisk ? t('reminders.summary.streak') : null,
    settings.weeklyRecap ? t('reminders.summary.weekly') : null,
  ].filter((kind): kind is string => kind !== null);
  if (kinds.length === 0) return t('reminders.summary.none');
  const ways = settings.byEmail && settings.byPush ? 'both' : settings.byEmail ? 'email' : settings.byPush ? 'push' : 'none';
  const line = t('reminders.summary.line', { kinds: kinds.join(t('reminders.summary.separator')), ways, zone: formatTimeZone(timeZone) });
  return settings.byPush && settings.pushDevices === 0 ? `${line} ${t('reminders.summary.pushHere')}` : line;
}

/**
 * A time of day kept in one piece on a line: its space unbreakable and, in a language written right
 * to left, isolated, so Arabic's "07:00 م" never wraps between the time and its period of day.
 */
const unbroken = (time: string) => isolateInRtl(time.replace(/ /g, '\u00a0'));

/**
 * What the offer says, in the Today card. The time zone is the browser's, the one the visit stores
 * and the server's answer names, said as people say it in the screen's language (`formatTimeZone`:
 * "Central European Time", "hora de Europa central"), so the offer and its answer say the same. The
 * suggested "HH:MM" is written as the profile's Reminders section writes it (`clockTime`: "07:00 PM"
 * in English, "19:00" in Spanish), and the sentence says truthfully when the first reminder comes
 * ("today" or "tomorrow", `offerSuggestion`); "Same time tomorrow?" only when it is both.
 */
export function offerText(t: Translate, suggestion: OfferSuggestion, timeZone: string): { title: string; description: string; setLabel: string } {
  const shown = unbroken(clockTime(suggestion.at));
  const sameTomorrow = suggestion.sameTime && suggestion.first === 'tomorrow';
  return {
    title: sameTomorrow ? t('reminders.offer.title') : t('reminders.offer.titleDaily'),
    description: t('reminders.offer.descriptionFirst', { at: shown, zone: formatTimeZone(timeZone), first: suggestion.first }),
    setLabel: t('reminders.offer.set', { at: shown }),
  };
}

/**
 * How turning push on for the offer went: `on`; or not, because this browser has no push
 * (`unsupported`), the server has none set up (`notSetUp`), notifications were blocked before, so
 * nothing was asked (`blockedBefore`), the browser's question was answered without allowing them
 * (`notAllowed`: by the learner, or by a browser that answers it itself, so nobody is blamed), or the
 * browser failed after allowing them (`failed`).
 */
export type PushAttempt = 'on' | 'unsupported' | 'notSetUp' | 'blockedBefore' | 'notAllowed' | 'failed';

/** The attempt's name from what the browser said before and after asking (`notSetUp`: the server has no push key). */
export function pushAttempt(facts: {
  supported: boolean;
  before?: NotificationPermission;
  after?: NotificationPermission;
  notSetUp?: boolean;
  on?: boolean;
}): PushAttempt {
  if (!facts.supported) return 'unsupported';
  if (facts.before === 'denied') return 'blockedBefore';
  if (facts.on) return 'on';
  if (facts.notSetUp) return 'notSetUp';
  return facts.after === 'granted' ? 'failed' : 'notAllowed';
}

/**
 * What the offer's answer says: the server's sentence, which names what is set ("Daily reminder set
 * for 19:00 (Europe/Paris time) by e-mail.", said "… for 07:00 PM (Central European Time) …"), then why not push only where something happened on this
 * visit, said without blaming anyone: the question was answered without allowing them (a browser may
 * answer it itself), or the browser failed after allowing them. A browser without push, a server
 * without it, or a block from before (nothing asked) say e-mail plainly.
 */
export function offerAnswerMessage(t: Translate, serverMessage: string, attempt: PushAttempt | null): string {
  const said = answerSentence(t, serverMessage);
  if (attempt === 'notAllowed') return t('reminders.offer.pushNotOn', { said });
  if (attempt === 'failed') return t('reminders.offer.pushFailed', { said });
  return said;
}

/** The server's answer (supabase/schemas/reminders.sql, app.answer_reminder_offer) in the screen's language; one it does not know as it came. */
const SET_SENTENCE = /^Daily reminder set for (\d{2}:\d{2}) \((.+) time\) by (push notification|e-mail)\.$/;
const declined = knownSentences([['No reminder. You can turn reminders on in your profile at any time.', 'reminders.offer.declined']]);

function answerSentence(t: Translate, serverMessage: string): string {
  const set = SET_SENTENCE.exec(serverMessage);
  if (!set) return declined(t, serverMessage);
  const [, at = '', zone = '', channel] = set;
  return t('reminders.offer.setAnswerZone', { at: unbroken(clockTime(at)), zone: formatTimeZone(zone), channel: channel === 'e-mail' ? 'email' : 'push' });
}
