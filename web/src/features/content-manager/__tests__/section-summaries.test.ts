import { afterEach, describe, expect, it } from 'vitest';

import type { Course, QueuedRedemption } from '@contract';
import { activateLocale, setScreenTranslated } from '@/i18n';
import { catalogueReward, queuedRedemption, testSettings } from '@/testing/mock-api';

import { publishDetails, publishQuestion, unpublishDetails, unpublishQuestion } from '../course-publish';
import {
  catalogueSummary,
  challengesSummary,
  coursesSummary,
  disclosureSummary,
  fulfilmentSummary,
  isSectionId,
  oldestWaitingSince,
  packsSummary,
  quizzesSummary,
  summaryOf,
} from '../section-summaries';

const course = (id: number, isPublic: boolean): Course => ({
  id,
  title: `Course ${id}`,
  description: 'D',
  category: 'training',
  duration: 10,
  videoUrl: null,
  videoPath: null,
  captionsPath: null,
  isPublic,
  order: id,
  lang: 'en',
  videoLang: 'en',
});

const redemption = (id: number, status: QueuedRedemption['status'], createdAt: string) => queuedRedemption({ id, status, createdAt });

describe("the content manager's section summaries", () => {
  it('counts courses, drafts among them', () => {
    expect(coursesSummary([])).toBe('No courses yet: create the first one.');
    expect(coursesSummary([course(1, true)])).toBe('1 course: 1 published, 0 drafts');
    expect(coursesSummary([course(1, true), course(2, false), course(3, false)])).toBe('3 courses: 1 published, 2 drafts');
  });

  it('counts quizzes, challenges, rewards and packs', () => {
    const quiz = { id: 1, courseId: 4, question: 'Q', choices: ['a', 'b', 'c', 'd'], points: 10, lang: 'en' as const };
    expect(quizzesSummary([])).toBe('No quizzes yet.');
    expect(quizzesSummary([quiz, { ...quiz, id: 2, courseId: null }])).toBe('2 quizzes: 1 in courses, 1 general (Quick Quizzes)');
    const challenge = { id: 1, title: 'C', description: '', kind: 'count' as const, target: 5, isActive: true };
    expect(challengesSummary([challenge, { ...challenge, id: 2, isActive: false }])).toBe('1 active, 1 retired');
    expect(catalogueSummary(testSettings.rewards)).toBe('3 rewards, all on sale');
    expect(catalogueSummary([catalogueReward({ id: 'a', title: 'A', items: 0 })])).toBe('1 reward, 1 coming soon');
    expect(packsSummary([])).toBe('No packs: a pack reward in the catalogue gets its items here.');
    expect(packsSummary([{ rewardType: 'a', title: 'A', items: [], buyerItems: 0 }])).toBe('1 pack, 0 items in all; 1 with nothing to give yet');
  });

  it('names the disclosure’s median and date, or says it is missing', () => {
    expect(disclosureSummary(testSettings.incomeDisclosure)).toBe('Median $84 a year, 52 % earned nothing (figures as of Nov 1, 2026)');
    expect(disclosureSummary(null)).toBe('Not set: the earnings calculator cannot show what a typical participant earns.');
  });

  it('counts what waits in the fulfilment queue and since when', () => {
    const queue = [
      redemption(1, 'fulfilled', '2026-11-01T10:00:00Z'),
      redemption(2, 'pending', '2026-11-20T10:00:00Z'),
      redemption(3, 'pending', '2026-11-18T23:30:00Z'),
    ];
    expect(oldestWaitingSince(queue)).toBe('Nov 18');
    expect(fulfilmentSummary(queue)).toBe('2 waiting to deliver, the oldest since Nov 18');
    expect(fulfilmentSummary([redemption(1, 'refunded', '2026-11-01T10:00:00Z')])).toBe('Nothing waiting to deliver.');
  });

  it('says "Loading…" or that it could not be loaded while there is no data', () => {
    expect(summaryOf({ isError: false }, coursesSummary)).toBe('Loading…');
    expect(summaryOf({ isError: true }, coursesSummary)).toBe('Could not be loaded: open the section to try again.');
    expect(isSectionId('fulfilment')).toBe(true);
    expect(isSectionId('constructor')).toBe(false);
  });
});

describe('the publish question', () => {
  const draft = course(5, false);

  it('says what learners will see: the video, the materials, the quizzes and what completing it pays', () => {
    expect(publishQuestion(draft)).toBe('Publish "Course 5"?');
    expect(publishDetails({ course: { ...draft, videoPath: '5/a.webm' }, materials: 2, quizPoints: [10, 15], completion: { tokens: 15, points: 25 } })).toEqual(
      [
        'Learners will find it in Courses from now on, with:',
        'Its title, category, duration and description.',
        'Its video, played in the course page.',
        '2 materials to open.',
        '2 quizzes, up to 25 points.',
        'Completing it pays 15 tokens and 25 points, once.',
      ],
    );
    const bare = publishDetails({ course: { ...draft, videoUrl: 'https://v.example' }, materials: 'loading', quizPoints: [], completion: null });
    expect(bare.slice(2)).toEqual(['A link to its video on another site.', 'Its materials (counting them…).', 'No quizzes.']);
    // No video, materials or quizzes: nothing to complete, so no reward is promised (the course page says the same).
    expect(publishDetails({ course: draft, materials: 0, quizPoints: [], completion: { tokens: 15, points: 25 } }).slice(2)).toEqual([
      'No video: the course page says it has none.',
      'No materials.',
      'No quizzes.',
      'Nothing to complete yet: the course page says it has no lesson so far, and completing it pays nothing until it has one.',
    ]);
    // One quiz is a lesson: completing it pays.
    expect(publishDetails({ course: draft, materials: 0, quizPoints: [5], completion: { tokens: 15, points: 25 } }).at(-1)).toBe(
      'Completing it pays 15 tokens and 25 points, once.',
    );
    expect(publishDetails({ course: draft, materials: 'unknown', quizPoints: [5], completion: null }).slice(2)).toEqual([
      'No video: the course page says it has none.',
      'Its materials (they could not be counted just now).',
      'You can still publish: learners will find every material it has.',
      '1 quiz, up to 5 points.',
    ]);
  });

  it('asks before a course becomes a draft again, keeping learners’ progress', () => {
    expect(unpublishQuestion(draft)).toBe('Make "Course 5" a draft again?');
    expect(unpublishDetails()).toEqual([
      'Learners will no longer find it in Courses or open it.',
      'Their progress in it is kept for when you publish it again.',
    ]);
  });
});

describe('the disclosure summary in the admin’s language (docs/decisions.md, "Languages")', () => {
  afterEach(async () => {
    setScreenTranslated(false);
    await activateLocale('en');
  });

  it('writes the median as Spanish writes US dollars', async () => {
    await activateLocale('es');
    setScreenTranslated(true);
    expect(disclosureSummary(testSettings.incomeDisclosure)).toBe('Mediana de 84\u00a0US$ al año, el 52 % no ganó nada (cifras al 1 nov 2026)');
  });

  it('writes the median in Arabic as one unit, number then currency, never "$US"', async () => {
    await activateLocale('ar');
    setScreenTranslated(true);
    const line = disclosureSummary(testSettings.incomeDisclosure);
    expect(line).toContain('\u2067\u200f84\u00a0US$\u200e\u2069');
    expect(line.startsWith('الوسيط \u2067')).toBe(true);
  });
});
