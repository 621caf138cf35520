import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, i18n, type Translate } from '@/i18n';

import type { Mission, MyChallenge } from '@contract';

import { challengeProgress, offlineStreak, streakLine, todayAction, todayActionLink, type TodayFacts } from '../today';

const t: Translate = (id, values) => i18n._(id, values);

const mission = (id: number, unlockAfter: number | null = null): Mission =>
  ({ id, station: id, title: `Station ${id}`, description: '', content: '', tokens: 5, points: 10, unlockAfter, lang: 'en' }) as Mission;
const missions = [mission(1), mission(2, 1), mission(3, 2)];
const allDone = { 1: true, 2: true, 3: true };

const course = (id: number, title: string, isPublic = true) => ({ id, title, isPublic });
const courses = [course(1, 'Warm Market Basics'), course(2, 'Prospecting Fundamentals'), course(3, 'A Draft', false)];

const challenge = (id: number, run: Partial<NonNullable<MyChallenge['run']>> | null, extra: Partial<MyChallenge> = {}): MyChallenge => ({
  id,
  title: `Challenge ${id}`,
  description: '',
  kind: 'days',
  target: 10,
  isActive: true,
  completedRuns: 0,
  completedToday: false,
  run: run && { id: id * 10, startedOn: '2026-11-01', progress: 3, lastCheckInOn: null, checkedInToday: false, missedDay: false, completedAt: null, ...run },
  ...extra,
});

const facts = (over: Partial<TodayFacts> = {}): TodayFacts => ({
  missions,
  completedMissions: {},
  courseProgress: {},
  courses,
  challenges: [],
  ...over,
});

describe("today's one action", () => {
  it('is the first station the learner may start, before a course in progress or a challenge', () => {
    expect(todayAction(facts())).toMatchObject({ kind: 'station', station: 1 });
    const started = facts({ completedMissions: { 1: true }, courseProgress: { 1: 40 }, challenges: [challenge(1, {})] });
    expect(todayAction(started)).toMatchObject({ kind: 'station', station: 2 });
  });

  it('is the public course the learner has gone furthest in, by name, once every station is done', () => {
    const action = todayAction(facts({ completedMissions: allDone, courseProgress: { 1: 20, 2: 60, 3: 90 } }));
    expect(action).toEqual({ kind: 'course', course: courses[1], percent: 60 });
    expect(todayActionLink(t, action!)).toEqual({ summary: 'Course in progress: 60% done', label: 'Continue: Prospecting Fundamentals', to: '/course/2' });
    // Finished (100) and untouched (0) courses are not in progress; a tie goes to the list's first.
    expect(todayAction(facts({ completedMissions: allDone, courseProgress: { 1: 100, 2: 0 } }))).toEqual({ kind: 'courses' });
    expect(todayAction(facts({ completedMissions: allDone, courseProgress: { 2: 50, 1: 50 } }))).toMatchObject({ course: courses[0] });
  });

  it("is a joined challenge's check-in when no station or course waits, never one already checked in, finished, retired or not joined", () => {
    const waiting = challenge(4, {});
    const list = [
      challenge(1, null),
      challenge(2, { checkedInToday: true }),
      challenge(3, {}, { isActive: false }),
      challenge(5, { completedAt: '2026-11-02' }),
      waiting,
    ];
    const action = todayAction(facts({ completedMissions: allDone, challenges: list }));
    expect(action).toEqual({ kind: 'challenge', challenge: waiting });
    expect(todayActionLink(t, action!)).toEqual({
      summary: 'Daily challenge · 3 days of 10 days',
      label: 'Check in: Challenge 4',
      to: '/league#daily-challenges',
    });
    expect(todayAction(facts({ completedMissions: allDone, challenges: list.slice(0, 4) }))).toEqual({ kind: 'courses' });
  });

  it('is the courses when nothing else waits', () => {
    const action = todayAction(facts({ completedMissions: allDone }));
    expect(action).toEqual({ kind: 'courses' });
    expect(todayActionLink(t, action!)).toEqual({ summary: 'Every station done: keep learning in a course', label: 'Open the courses', to: '/courses' });
    expect(todayActionLink(t, { kind: 'station', mission: mission(2, 1), station: 2 })).toMatchObject({ label: 'Start Station 2', to: '/mission/2' });
  });

  it('waits for a list only when every step before it has nothing to offer', () => {
    expect(todayAction(facts({ missions: undefined }))).toBeNull();
    // A station is known before the courses and challenges arrive.
    expect(todayAction(facts({ courses: undefined, challenges: undefined }))).toMatchObject({ kind: 'station' });
    // The course's title is needed only when a course is in progress.
    expect(todayAction(facts({ completedMissions: allDone, courses: undefined, courseProgress: { 1: 30 } }))).toBeNull();
    expect(todayAction(facts({ completedMissions: allDone, courses: undefined }))).toEqual({ kind: 'courses' });
    expect(todayAction(facts({ completedMissions: allDone, challenges: undefined }))).toBeNull();
  });

  it('still offers a step when a list failed to load (passed as empty)', () => {
    expect(todayAction(facts({ missions: [], courses: [], challenges: [] }))).toEqual({ kind: 'courses' });
    expect(todayAction(facts({ missions: [], courseProgress: { 1: 30 } }))).toMatchObject({ kind: 'course' });
  });
});

describe('the streak line', () => {
  it('counts today and names tomorrow', () => {
    expect(streakLine(t, 1)).toEqual({ title: '1-day streak', detail: 'Today counts. Come back tomorrow for day 2.' });
    expect(streakLine(t, 6).title).toBe('6-day streak');
    expect(streakLine(t, 0).title).toBe('1-day streak');
  });

  it('says a streak this visit ended, and what a streak freeze does (none held, or too few)', () => {
    // Headed as a new streak's first day (not "1-day streak" above "your streak ended"), in two short sentences.
    expect(streakLine(t, 1, { lost: 2, missed: 3, freezesHeld: 0 })).toEqual({
      title: 'Day 1 of a new streak',
      detail: 'Your 2-day streak ended after 3 missed days. Every 7 days in a row earns a freeze for a missed day.',
    });
    expect(streakLine(t, 1, { lost: 9, missed: 2, freezesHeld: 1 }).detail).toBe(
      'Your 9-day streak ended: 2 missed days, more than your freeze covers (kept for next time).',
    );
    expect(streakLine(t, 1, { lost: 9, missed: 3, freezesHeld: 2 }).detail).toContain('more than your 2 freezes cover');
    expect(streakLine(t, 1, { lost: 9, missed: 1, freezesHeld: 0 }).detail).toContain('after 1 missed day.');
    expect(streakLine(t, 1, null)).toEqual(streakLine(t, 1));
  });

  it('offline, claims only what the last counted visit day vouches for', () => {
    expect(offlineStreak('2026-11-30', '2026-11-30')).toBe('today');
    expect(offlineStreak('2026-11-29', '2026-11-30')).toBe('yesterday');
    expect(offlineStreak('2026-10-31', '2026-11-01')).toBe('yesterday');
    // A missed day (or more), no kept day, or a clock moved back: the device cannot know.
    expect(offlineStreak('2026-11-28', '2026-11-30')).toBe('unknown');
    expect(offlineStreak(null, '2026-11-30')).toBe('unknown');
    expect(offlineStreak('2026-12-01', '2026-11-30')).toBe('unknown');
    expect(streakLine(t, 2, null, 'today')).toEqual(streakLine(t, 2));
    expect(streakLine(t, 2, null, 'yesterday')).toEqual({
      title: '2-day streak',
      detail: "Today counts once you're back online. Come back tomorrow for day 3.",
    });
    // The morning after a missed day: never "2-day streak · Today counts".
    expect(streakLine(t, 2, null, 'unknown')).toEqual({ title: '2-day streak at your last visit', detail: "Your streak updates when you're back online." });
  });

  it('never says every station is done when the stations failed to load', () => {
    expect(todayAction(facts({ missions: [], missionsFailed: true, courses: [], challenges: [] }))).toEqual({ kind: 'stations-unknown' });
    expect(todayActionLink(t, { kind: 'stations-unknown' })).toEqual({
      summary: 'Your stations could not load just now',
      label: 'Open the courses',
      to: '/courses',
    });
    // With every station done, the failed list does not matter: the next steps come as usual.
    const everyStation = { 1: true, 2: true, 3: true, 4: true, 5: true };
    expect(todayAction(facts({ missions: [], missionsFailed: true, completedMissions: everyStation, courses: [], challenges: [] }))).toEqual({
      kind: 'courses',
    });
  });
});

describe('Today in the learner’s language', () => {
  afterEach(() => activateLocale('en'));

  it('says the streak, the action and the challenge’s progress in Spanish and Arabic, with their plurals', async () => {
    await activateLocale('es');
    expect(streakLine(t, 1)).toEqual({ title: 'Racha de 1 día', detail: 'Hoy cuenta. Vuelve mañana para el día 2.' });
    expect(streakLine(t, 6).title).toBe('Racha de 6 días');
    expect(streakLine(t, 2, null, 'unknown')).toEqual({
      title: 'Racha de 2 días en tu última visita',
      detail: 'Tu racha se actualiza cuando vuelvas a estar en línea.',
    });
    expect(todayActionLink(t, { kind: 'course', course: { id: 2, title: 'Prospecting' }, percent: 60 }).summary).toBe('Curso en marcha: 60\u00a0% hecho');
    expect(challengeProgress(t, challenge(1, { progress: 1 }, { kind: 'streak', target: 30 }))).toBe('Racha: 1 día de 30 días');
    await activateLocale('ar');
    expect(streakLine(t, 2).title).toBe('سلسلة يومين');
    expect(streakLine(t, 7).title).toBe('سلسلة 7 أيام');
    expect(streakLine(t, 2, null, 'unknown')).toEqual({ title: 'سلسلة يومين في زيارتك الأخيرة', detail: 'تتحدّث سلسلتك عند عودتك إلى الاتصال.' });
    expect(todayActionLink(t, { kind: 'station', mission: mission(3, 2), station: 3 }).label).toBe('ابدأ المحطة 3');
  });

  it('keeps the English words', () => {
    expect(todayActionLink(t, { kind: 'course', course: { id: 2, title: 'X' }, percent: 60 }).summary).toBe('Course in progress: 60% done');
    expect(challengeProgress(t, challenge(1, { progress: 4 }, { kind: 'count', target: 10 }))).toBe('4 of 10');
    expect(challengeProgress(t, challenge(1, { progress: 3 }, { kind: 'days', target: 15 }))).toBe('3 days of 15 days');
    expect(challengeProgress(t, challenge(1, { progress: 1 }, { kind: 'streak', target: 30 }))).toBe('Streak: 1 day of 30 days');
  });
});
