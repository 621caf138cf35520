import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, setScreenTranslated } from '@/i18n';

import { courseCompletedMoment } from '../course-moment';
import { buildJourney } from '../journey';
import { completionToast } from '../progress';
import { progressParts } from '../progress-view';

const course = { id: 1, title: 'Prospecting 101' };
const courses = [
  { id: 1, title: 'Prospecting 101', isPublic: true },
  { id: 2, title: 'Birthday Messages', isPublic: true },
];

describe('the course-completed moment', () => {
  it('counts the completion reward alone as what the course paid when its quizzes paid nothing', () => {
    const moment = courseCompletedMoment({
      course,
      rewardPaid: { tokens: 15, points: 25 },
      quizzes: [],
      user: { quizPointsPaid: {}, courseProgress: { 1: 100 } },
      courses,
    });
    expect(moment).toMatchObject({ tokens: 15, points: 25, countsLabel: 'Your total from this course' });
    expect(moment.next).toEqual({ label: 'Next course: Birthday Messages', to: '/course/2' });
  });

  it('says the quizzes are in the sum when they paid points', () => {
    const moment = courseCompletedMoment({
      course,
      rewardPaid: { tokens: 15, points: 25 },
      quizzes: [{ id: 7 }, { id: 8 }],
      user: { quizPointsPaid: { 7: 10, 8: 20, 9: 40 }, courseProgress: { 1: 100, 2: 100 } },
      courses,
    });
    expect(moment).toMatchObject({ tokens: 15, points: 55, countsLabel: 'Your total from this course, quizzes included' });
    expect(moment.description).toBe('You finished "Prospecting 101", and with it every course on the line.');
  });
});

describe('the course page’s words in the learner’s language (docs/decisions.md, "Languages")', () => {
  afterEach(async () => {
    setScreenTranslated(false);
    await activateLocale('en');
  });
  /** The learner's language on a translated screen. */
  const speaking = async (locale: 'es' | 'ar') => {
    await activateLocale(locale);
    setScreenTranslated(true);
  };
  const done = { tokensEarned: 15, pointsEarned: 25, progress: { total: 100 } };
  const moment = () =>
    courseCompletedMoment({ course, rewardPaid: { tokens: 15, points: 25 }, quizzes: [], user: { quizPointsPaid: {}, courseProgress: { 1: 100 } }, courses });
  const journey = () => buildJourney({ hasVideo: true, watchPercent: 0, isCompleted: false, started: false, quizPoints: [10, 10], correct: 1, total: 20 });

  it('es: the moment, the toast, the progress line and the journey; the course’s title as written', async () => {
    await speaking('es');
    expect(moment()).toMatchObject({
      title: '¡Curso completado!',
      description: 'Terminaste «Prospecting 101». Próxima parada: «Birthday Messages».',
      countsLabel: 'Tu total de este curso',
      next: { label: 'Siguiente curso: Birthday Messages' },
    });
    expect(completionToast(done).description).toBe('Ganaste 15 tokens y 25 puntos de clasificación.');
    expect(progressParts({ hasVideo: true, video: 13, correct: 1, quizCount: 3 })).toBe('Video visto al 13\u00a0% · 1 de 3 cuestionarios acertados');
    expect(journey().stations.map((station) => station.label)).toEqual(['Cochera', '1 de 2 acertados', 'Video', '2 de 2 acertados']);
    expect(journey().badges.map((badge) => badge.label)).toContain('Primera respuesta correcta');
  });

  it('ar: the same in Arabic, a title inside a sentence isolated so it keeps its own direction', async () => {
    await speaking('ar');
    const { title, description, countsLabel } = moment();
    expect(countsLabel).toBe('مجموع ما كسبته من هذه الدورة');
    expect([title, description]).toEqual(['اكتملت الدورة!', 'أنهيت «\u2068Prospecting 101\u2069». المحطة التالية على الخط: «\u2068Birthday Messages\u2069».']);
    expect(completionToast(done).description).toBe('كسبت 15 توكنًا و25 نقطة في لوحة المتصدرين.');
    expect(journey().stations.map((station) => station.label)).toEqual(['المستودع', '1 من 2 صحيحة', 'الفيديو', '2 من 2 صحيحة']);
  });

  it('an untranslated screen keeps English whatever the learner’s language', async () => {
    await activateLocale('es');
    setScreenTranslated(false);
    expect(moment().title).toBe('Course Completed!');
  });
});
