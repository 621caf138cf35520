/**
 * What the content manager's test files share (docs/product.md#content-manager): the admin, the
 * courses, quiz and reward packs the mocked api answers with, and the steps every test takes (render
 * the screen, open a section, fill a quiz). The screen's tests are split by section into files of
 * their own so they run side by side (docs/performance.md#unit-tests).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

import ContentManagerRoute from '@/app/routes/content-manager';
import type { Course, Quiz } from '@contract';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

// Whole screens render slowly in jsdom on a busy 2-core machine; this is a budget, not an assertion.
export const RENDER_BUDGET_MS = 30_000;

/** A save refused for the given claims (422) until it carries a reason, then answered with `saved`. */
export const refusedWithoutReason = (claims: { match: string; reason: string }[], saved: { status: number; body: unknown }) => (call: { body: unknown }) =>
  (call.body as { claimReason?: string }).claimReason
    ? saved
    : { status: 422, body: { error: 'Possible income claim', message: 'This text may make a claim…', claims } };
/** The reasons each POST sent, in order. */
export const claimReasonsSent = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => (call.body as { claimReason?: string }).claimReason);

/** Types the four choices into the quiz form. */
export function fillChoices(quizForm: HTMLElement, choices: string[]): void {
  choices.forEach((text, index) => fireEvent.change(within(quizForm).getByLabelText(`Choice ${String.fromCharCode(65 + index)}`), { target: { value: text } }));
}

/** Marks a choice correct in the quiz form and waits until the form says so. */
export async function pickAnswer(quizForm: HTMLElement, letter: string): Promise<void> {
  fireEvent.click(within(quizForm).getByText(`Choice ${letter} is correct`));
  await waitFor(() => expect(within(quizForm).getByTestId('quiz-correct-choice').textContent).toBe(`Correct answer: ${letter}`));
}

export const admin = buildUser({ name: 'Academy Admin', isAdmin: true });
export const courses: Course[] = [
  {
    id: 1,
    title: 'Prospecting 101',
    description: 'Find people',
    category: 'training',
    duration: 15,
    videoUrl: 'https://v.example/1',
    videoPath: null,
    captionsPath: null,
    isPublic: true,
    order: 1,
    lang: 'en',
    videoLang: 'en',
  },
  {
    id: 2,
    title: 'Birthday Messages',
    description: 'Say hi',
    category: 'bonus',
    duration: null,
    videoUrl: null,
    videoPath: null,
    captionsPath: null,
    isPublic: false,
    order: 2,
    lang: 'en',
    videoLang: 'en',
  },
];
export const quiz: Quiz = {
  id: 7,
  courseId: 1,
  question: 'Who first?',
  choices: ['Friends', 'Strangers', 'Nobody', 'Rivals'],
  points: 10,
  correctAnswer: 0,
  explanation: 'Warm market.',
  lang: 'en',
};

const packs = [
  { rewardType: 'social_posts', title: '5 Social Media Posts', items: [], buyerItems: 0 },
  {
    rewardType: 'email_swipes',
    title: 'Email Swipe Pack',
    items: [
      { id: 7, title: 'Intro e-mail', body: 'Hello!', position: 1, claimOverridden: false },
      { id: 8, title: 'Old e-mail', body: 'Flagged by a phrase added later.', position: 2, claimOverridden: false },
    ],
    buyerItems: 1,
  },
];

const counts = (translated: number, total: number, outOfDate = 0) => ({ translated, outOfDate, total });
/** The rewards', pack items', materials' and disclosure's parts (counted, none here). */
const untranslated = { rewards: counts(0, 0), packItems: counts(0, 0), materials: counts(0, 0), incomeDisclosure: counts(0, 0) };
export const coverage = [
  // The Spanish course's translation is out of date (its English changed since: spanishCourse).
  {
    locale: 'es',
    translated: 6,
    outOfDate: 1,
    total: 10,
    needs: [
      { kind: 'courses', key: '1', state: 'outOfDate' },
      { kind: 'courses', key: '2', state: 'missing' },
      { kind: 'quizzes', key: '7', state: 'missing', courseId: 1 },
      { kind: 'challenges', key: '4', state: 'missing' },
    ],
    courses: counts(0, 2, 1),
    quizzes: counts(0, 1),
    missions: counts(5, 5),
    challenges: counts(1, 2),
    ...untranslated,
  },
  {
    locale: 'ar',
    translated: 5,
    outOfDate: 0,
    total: 10,
    needs: [
      { kind: 'courses', key: '2', state: 'missing' },
      { kind: 'courses', key: '1', state: 'missing' },
      { kind: 'quizzes', key: '7', state: 'missing', courseId: 1 },
      { kind: 'challenges', key: '4', state: 'missing' },
      { kind: 'challenges', key: '3', state: 'missing' },
    ],
    courses: counts(0, 2),
    quizzes: counts(0, 1),
    missions: counts(5, 5),
    challenges: counts(0, 2),
    ...untranslated,
  },
];
/** Two challenges, the second retired; the first has a Spanish version. */
export const challenges = [
  { id: 3, title: 'Talk to 10 people', description: 'Ten conversations.', kind: 'count', target: 10, isActive: true, lang: 'en' },
  { id: 4, title: 'Old habit', description: '', kind: 'days', target: 5, isActive: false, lang: 'en' },
];
export const spanishChallenge = {
  challengeId: 3,
  locale: 'es',
  title: 'Habla con 10 personas',
  description: 'Diez conversaciones.',
  updatedAt: '2026-11-01T10:00:00Z',
  outOfDate: false,
};
/** Saved before its English changed: out of date. */
export const spanishCourse = {
  courseId: 1,
  locale: 'es',
  title: 'Prospección 101',
  description: 'Encuentra personas',
  updatedAt: '2026-11-01T10:00:00Z',
  outOfDate: true,
  videoPath: null,
  captionsPath: null,
};

export function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/courses': { body: courses },
    'GET /api/quizzes': { body: [quiz] },
    'GET /api/course-materials/1': {
      body: [{ id: 50, courseId: 1, title: 'Worksheet', type: 'pdf', description: '', fileUrl: null, file: null, order: 1, lang: 'en' }],
    },
    'GET /api/admin/reward-packs': { body: packs },
    'GET /api/admin/fulfilments': { body: [] },
    'GET /api/translations/coverage': { body: coverage },
    'GET /api/courses/1/translations': { body: { es: spanishCourse } },
    'GET /api/courses/2/translations': { body: {} },
    'GET /api/quizzes/7/translations': { body: {} },
    'GET /api/challenges': { body: challenges },
    'GET /api/challenges/3/translations': { body: { es: spanishChallenge } },
    'GET /api/challenges/4/translations': { body: {} },
    'GET /api/course-materials/50/translations': { body: {} },
    'GET /api/admin/rewards/social_posts/translations': { body: {} },
    'GET /api/admin/income-disclosure/translations': { body: {} },
    ...extra,
  });
}

/** Routes under which the draft (Birthday Messages) is listed as published once a PUT publishes it; an edit's PUT answers it as it is. */
export function draftPublishedLater() {
  let published = false;
  const draft = () => ({ ...courses[1]!, isPublic: published });
  return {
    'GET /api/courses': () => ({ body: [courses[0], draft()] }),
    'GET /api/course-materials/2': { body: [] },
    'PUT /api/courses/2': (call: { body: unknown }) => {
      if ((call.body as { isPublic?: boolean }).isPublic) published = true;
      return { body: { course: draft(), message: 'Course updated' } };
    },
  };
}

/** Publishes a draft from the course list, confirming, and waits until the list shows it published. */
export async function publishFromList(title: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: `Publish ${title}` }));
  fireEvent.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Publish Course' }));
  await screen.findByRole('button', { name: `Unpublish ${title}` });
}

export const renderManager = (user = admin) =>
  renderWithProviders(<ContentManagerRoute />, { user, routes: [{ path: '/auth/login', element: <p>login page</p> }] });

export const form = (name: string) => screen.getByRole('form', { name });

/** What the save bar of a form says under its buttons. */
export const saidIn = (formElement: HTMLElement) => within(formElement).getByTestId('form-said').textContent;

/** A field's mark: the message under it (heading and sentence), or null while the field is not marked invalid. */
export function markOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(field.getAttribute('aria-errormessage') ?? '')?.textContent ?? '';
}

/** Opens a folded section by its toggle (docs/product.md#content-manager). */
export const openSection = (title: string) => {
  const toggle = screen.getByRole('button', { name: title });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
};
