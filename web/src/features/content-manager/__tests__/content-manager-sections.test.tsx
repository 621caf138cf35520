/** The content manager (docs/product.md#content-manager): who may open it, its folded sections, links into them, and publishing. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ContentManagerRoute from '@/app/routes/content-manager';
import { getCurrentUser } from '@/lib/current-user';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { RENDER_BUDGET_MS, admin, courses, serve, renderManager, form, openSection } from './content-manager-screen';

describe('content manager access', { timeout: RENDER_BUDGET_MS }, () => {
  it('says "No User Session" with a way to log in', async () => {
    renderWithProviders(<ContentManagerRoute />, { user: null });
    expect(await screen.findByRole('heading', { name: 'No User Session' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/auth/login');
  });

  it('denies a learner and offers to log in again, clearing the stored user', async () => {
    const { router } = renderManager(buildUser());
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Only administrators can access the content management system.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in as an administrator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(getCurrentUser()).toBeNull();
  });
});

describe('content manager sections and publishing', { timeout: RENDER_BUDGET_MS }, () => {
  const sectionTitles = [
    'Courses',
    'Course Materials',
    'Quizzes',
    'Daily Challenges',
    'Income Disclosure',
    'Reward Catalogue',
    'Reward Packs',
    'Fulfilment Queue',
  ];
  const toggle = (title: string) => screen.getByRole('button', { name: title });

  it('starts with every section folded, each with a line saying what it holds; "Open every section" opens them all', async () => {
    serve({ 'GET /api/challenges': { body: [] } });
    renderManager();
    for (const title of sectionTitles) expect(toggle(title).getAttribute('aria-expanded'), title).toBe('false');
    expect(screen.queryByRole('form', { name: 'Create Course' })).toBeNull();
    await waitFor(() => expect(screen.getByText('2 courses: 1 published, 1 draft')).toBeTruthy());
    const described = (title: string) => document.getElementById(toggle(title).getAttribute('aria-describedby') ?? '')?.textContent;
    await waitFor(() => expect(described('Quizzes')).toBe('1 quiz: 1 in courses, 0 general (Quick Quizzes)'));
    expect(described('Daily Challenges')).toBe('No challenges yet.');
    expect(described('Income Disclosure')).toBe('Median $84 a year, 52 % earned nothing (figures as of Nov 1, 2026)');
    expect(described('Reward Catalogue')).toBe('3 rewards, all on sale');
    await waitFor(() => expect(described('Reward Packs')).toBe('2 packs, 2 items in all; 1 with nothing to give yet'));
    expect(described('Fulfilment Queue')).toBe('Nothing waiting to deliver.');
    fireEvent.click(screen.getByRole('button', { name: 'Open every section' }));
    for (const title of sectionTitles) expect(toggle(title).getAttribute('aria-expanded'), title).toBe('true');
    expect(await screen.findByRole('form', { name: 'Create Course' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fold every section' }));
    expect(toggle('Courses').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps what was typed when a section folds and opens again; the save bar holds the form’s buttons', async () => {
    serve();
    renderManager();
    openSection('Courses');
    fireEvent.change(within(form('Create Course')).getByLabelText('Title'), { target: { value: 'Half-written' } });
    fireEvent.click(toggle('Courses'));
    expect(toggle('Courses').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle('Courses'));
    expect((within(form('Create Course')).getByLabelText('Title') as HTMLInputElement).value).toBe('Half-written');
    expect(within(within(form('Create Course')).getByTestId('save-bar')).getByRole('button', { name: 'Create Course' })).toBeTruthy();
  });

  it('opens the section a link names (#fulfilment)', async () => {
    serve();
    renderWithProviders(<ContentManagerRoute />, { user: admin, url: '/content-manager#fulfilment' });
    expect(toggle('Fulfilment Queue').getAttribute('aria-expanded')).toBe('true');
    expect(toggle('Courses').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Quizzes').getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByText('Nothing to deliver. Redemptions a person fulfils appear here.')).toBeTruthy();
  });

  it('opens Courses with the course from ?course= in the form', async () => {
    serve();
    renderWithProviders(<ContentManagerRoute />, { user: admin, url: '/content-manager?course=2' });
    expect(toggle('Courses').getAttribute('aria-expanded')).toBe('true');
    const edit = await screen.findByRole('form', { name: 'Edit Course' });
    expect((within(edit).getByLabelText('Title') as HTMLInputElement).value).toBe('Birthday Messages');
    expect(within(edit).getByTestId('course-form-visibility').textContent).toBe('A draft: only administrators see it until you publish it from the list.');
  });

  it('publishes a draft after a question that says what learners will see', async () => {
    const { calls } = serve({
      'GET /api/course-materials/2': {
        body: [
          { id: 60, courseId: 2, title: 'Card ideas', type: 'link', description: '', fileUrl: 'https://c.example', file: null, order: 1, lang: 'en' },
          // An older material with nothing to open: learners are not shown it, so it is not counted.
          { id: 61, courseId: 2, title: 'Follow-up planner', type: 'pdf', description: '', fileUrl: null, file: null, order: 2, lang: 'en' },
        ],
      },
      'PUT /api/courses/2': { body: { course: { ...courses[1], isPublic: true }, message: 'Course updated' } },
    });
    renderManager();
    openSection('Courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Birthday Messages' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-question').textContent).toBe('Publish "Birthday Messages"?');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Learners will find it in Courses from now on, with:',
        'Its title, category, duration and description.',
        'No video: the course page says it has none.',
        '1 material to open.',
        'No quizzes.',
        'Completing it pays 15 tokens and 25 points, once.',
        // Its text has no translation (its material has both): said, not blocking.
        'Spanish: 1 of 2 texts translated; learners reading Spanish see the English for the rest.',
        'Arabic: 1 of 2 texts translated; learners reading Arabic see the English for the rest.',
      ]),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish Course' }));
    expect(await screen.findByText('Course Published')).toBeTruthy();
    expect(screen.getByText('"Birthday Messages" is in the learners\' Courses now.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/api/courses/2', body: { isPublic: true } });
  });

  it('makes a public course a draft again only after confirming', async () => {
    const { calls } = serve({ 'PUT /api/courses/1': { body: { course: { ...courses[0], isPublic: false }, message: 'Course updated' } } });
    renderManager();
    openSection('Courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish Prospecting 101' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-question').textContent).toBe('Make "Prospecting 101" a draft again?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish Prospecting 101' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make It a Draft' }));
    expect(await screen.findByText('Course Is a Draft')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isPublic: false });
  });
});
