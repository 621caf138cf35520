import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import ContentManagerRoute from '@/app/routes/content-manager';
import type { Course, Quiz } from '@contract';
import { getCurrentUser } from '@/lib/current-user';
import { mockApi, queuedRedemption } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

// Whole screens render slowly in jsdom on a busy 2-core machine; this is a budget, not an assertion.
const RENDER_BUDGET_MS = 30_000;

/** A save refused for the given claims (422) until it carries a reason, then answered with `saved`. */
const refusedWithoutReason = (claims: { match: string; reason: string }[], saved: { status: number; body: unknown }) => (call: { body: unknown }) =>
  (call.body as { claimReason?: string }).claimReason
    ? saved
    : { status: 422, body: { error: 'Possible income claim', message: 'This text may make a claim…', claims } };
/** The reasons each POST sent, in order. */
const claimReasonsSent = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => (call.body as { claimReason?: string }).claimReason);

/** Types the four choices into the quiz form. */
function fillChoices(quizForm: HTMLElement, choices: string[]): void {
  choices.forEach((text, index) => fireEvent.change(within(quizForm).getByLabelText(`${String.fromCharCode(65 + index)} choice`), { target: { value: text } }));
}

/** Marks a choice correct in the quiz form and waits until the form says so. */
async function pickAnswer(quizForm: HTMLElement, letter: string): Promise<void> {
  fireEvent.click(within(quizForm).getByText(`Choice ${letter} is correct`));
  await waitFor(() => expect(within(quizForm).getByTestId('quiz-correct-choice').textContent).toBe(`Correct answer: ${letter}`));
}

const admin = buildUser({ name: 'Academy Admin', isAdmin: true });
const courses: Course[] = [
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
  },
];
const quiz: Quiz = {
  id: 7,
  courseId: 1,
  question: 'Who first?',
  choices: ['Friends', 'Strangers', 'Nobody', 'Rivals'],
  points: 10,
  correctAnswer: 0,
  explanation: 'Warm market.',
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

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/courses': { body: courses },
    'GET /api/quizzes': { body: [quiz] },
    'GET /api/course-materials/1': { body: [{ id: 50, courseId: 1, title: 'Worksheet', type: 'pdf', description: '', fileUrl: null, file: null, order: 1 }] },
    'GET /api/admin/reward-packs': { body: packs },
    'GET /api/admin/fulfilments': { body: [] },
    ...extra,
  });
}

const renderManager = (user = admin) => renderWithProviders(<ContentManagerRoute />, { user, routes: [{ path: '/auth/login', element: <p>login page</p> }] });

const form = (name: string) => screen.getByRole('form', { name });

/** Opens a folded section by its toggle (docs/product.md#content-manager). */
const openSection = (title: string) => {
  const toggle = screen.getByRole('button', { name: title });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
};

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

describe('content manager for admins', { timeout: RENDER_BUDGET_MS }, () => {
  it('filters the quiz list by course or General', async () => {
    mockApi({
      'GET /api/courses': { body: courses },
      'GET /api/quizzes': { body: [quiz, { ...quiz, id: 8, courseId: null, question: 'General one?' }] },
      'GET /api/course-materials/1': { body: [] },
    });
    renderManager();
    openSection('Quizzes');
    expect(await screen.findByTestId('admin-quiz-8')).toBeTruthy();
    expect(screen.getByTestId('admin-quiz-7')).toBeTruthy();
    fireEvent.change(screen.getByTestId('quiz-filter'), { target: { value: 'general' } });
    await waitFor(() => expect(screen.queryByTestId('admin-quiz-7')).toBeNull());
    expect(screen.getByTestId('admin-quiz-8')).toBeTruthy();
    fireEvent.change(screen.getByTestId('quiz-filter'), { target: { value: '2' } });
    expect(await screen.findByText('No quizzes here yet.')).toBeTruthy();
  });

  it('lists every course, drafts included, with Publish on a draft and Unpublish on a public one', async () => {
    serve();
    renderManager();
    openSection('Courses');
    const list = await screen.findByTestId('admin-course-2');
    expect(within(list).getByText('Draft')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Publish Birthday Messages' })).toBeTruthy();
    expect(within(screen.getByTestId('admin-course-1')).getByText('Public')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish Prospecting 101' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Prospecting 101 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Birthday Messages down' })).toHaveProperty('disabled', true);
  });

  it('refuses a course without title and description: "Missing Information"', async () => {
    const { calls } = serve();
    renderManager();
    openSection('Courses');
    await screen.findByTestId('admin-course-1');
    fireEvent.click(within(form('Create Course')).getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please fill in title and description')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a course as a draft, with the duration as a whole number, and opens it with its next steps (no toast)', async () => {
    const { calls } = serve({ 'POST /api/courses': { status: 201, body: { course: courses[0], message: 'Course created' } } });
    renderManager();
    openSection('Courses');
    const create = form('Create Course');
    expect(within(create).getByTestId('course-form-visibility').textContent).toBe('Saved as a draft: learners see it once you publish it from the list.');
    fireEvent.change(within(create).getByLabelText('Title'), { target: { value: 'Daily Posts' } });
    fireEvent.change(within(create).getByLabelText('Description'), { target: { value: 'Post every day' } });
    fireEvent.change(within(create).getByLabelText('Category'), { target: { value: 'daily-challenge' } });
    fireEvent.change(within(create).getByLabelText(/Duration/), { target: { value: '30' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create Course' }));
    // The new draft (as the server answered it) opens in the form, which leads with what it still needs.
    const steps = await screen.findByTestId('draft-next-steps');
    expect(steps.textContent).toContain(`“${courses[0]!.title}” is saved as a draft: learners will see it once you publish it.`);
    expect(steps.textContent).toContain('Add its video below');
    expect(within(steps).getByRole('link', { name: 'Quizzes' }).getAttribute('href')).toMatch(/#quizzes$/);
    expect((within(form('Edit Course')).getByLabelText('Title') as HTMLInputElement).value).toBe(courses[0]!.title);
    expect(screen.queryByTestId('toast')).toBeNull();
    // No isPublic: the server makes a new course a draft.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Daily Posts',
      description: 'Post every day',
      category: 'daily-challenge',
      duration: 30,
      videoUrl: null,
    });
    // Cancel leaves the draft for an empty create form.
    fireEvent.click(within(form('Edit Course')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect((within(form('Create Course')).getByLabelText('Title') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByTestId('draft-next-steps')).toBeNull();
  });

  it('shows flagged income claims with why, and saves with the reason the admin gives', async () => {
    const claims = [{ match: 'quit your job', reason: 'Promises that people can leave their employment.' }];
    const { calls } = serve({
      'POST /api/courses': refusedWithoutReason(claims, { status: 201, body: { course: courses[0], message: 'Course created' } }),
    });
    renderManager();
    openSection('Courses');
    const create = form('Create Course');
    fireEvent.change(within(create).getByLabelText('Title'), { target: { value: 'Freedom' } });
    fireEvent.change(within(create).getByLabelText('Description'), { target: { value: 'Quit your job today' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create Course' }));
    const warning = await within(create).findByTestId('claim-warning');
    expect(within(warning).getByText('“quit your job”')).toBeTruthy();
    expect(within(warning).getByText(/leave their employment/)).toBeTruthy();
    fireEvent.change(within(warning).getByLabelText('Reason to save anyway'), { target: { value: 'Quoting a bad example' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByTestId('draft-next-steps')).toBeTruthy();
    expect(claimReasonsSent(calls)).toEqual([undefined, 'Quoting a bad example']);
  });

  it('lists the reward packs and an empty fulfilment queue', async () => {
    serve();
    renderManager();
    openSection('Reward Packs');
    openSection('Fulfilment Queue');
    const packsPanel = await screen.findByRole('region', { name: 'Reward Packs' });
    expect(await within(packsPanel).findByText(/No items yet/)).toBeTruthy();
    expect(within(packsPanel).getByTestId('pack-buyer-items').textContent).toBe(
      'A buyer would get nothing: learners see this pack as "Coming soon" and cannot redeem it until it has an item.',
    );
    fireEvent.change(within(packsPanel).getByTestId('reward-pack'), { target: { value: 'email_swipes' } });
    expect(await within(packsPanel).findByText('Intro e-mail')).toBeTruthy();
    expect(within(packsPanel).getByTestId('pack-buyer-items').textContent).toBe('A buyer gets 1 item (1 withheld for a flagged claim).');
    expect(await screen.findByText('Nothing to deliver. Redemptions a person fulfils appear here.')).toBeTruthy();
  });

  it('adds a reward to the catalogue after checking the form, and says what a buyer of each gets', async () => {
    const { calls } = serve({
      'POST /api/admin/rewards': {
        status: 201,
        body: {
          message: 'Reward added',
          reward: {
            id: 'call_scripts',
            title: 'Call Scripts',
            description: '',
            cost: 25,
            fulfilment: 'pack',
            items: 0,
            available: false,
            unavailableReason: 'x',
          },
        },
      },
    });
    renderManager();
    openSection('Reward Catalogue');
    const panel = await screen.findByRole('region', { name: 'Reward Catalogue' });
    const rows = await within(panel).findAllByTestId('admin-reward');
    expect(rows.map((row) => within(row).getByTestId('admin-reward-buyer-gets').textContent)).toEqual([
      'A buyer gets 5 items',
      'A buyer gets 5 items',
      'Delivered by a person from the fulfilment queue',
    ]);
    const form = within(panel).getByRole('form', { name: 'Add reward' });
    fireEvent.change(within(form).getByLabelText('Reward id'), { target: { value: 'Call Scripts' } });
    fireEvent.change(within(form).getByLabelText('Reward title'), { target: { value: 'Call Scripts' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Reward' }));
    expect(await screen.findByText('A reward id is 1 to 40 lower-case letters or underscores, starting with a letter.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Reward id'), { target: { value: 'call_scripts' } });
    fireEvent.change(within(form).getByLabelText('Cost (tokens)'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Reward' }));
    expect(await screen.findByText('The cost must be a whole number of tokens from 1 to 100000.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Cost (tokens)'), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Reward' }));
    expect(await screen.findByText('Reward Saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 'call_scripts',
      title: 'Call Scripts',
      description: '',
      cost: 25,
      fulfilment: 'pack',
    });
  });

  it('delivers a queued redemption with text or a file; neither, or a file of the wrong type, is refused before sending', async () => {
    const pending = queuedRedemption();
    const { calls } = serve({
      'GET /api/admin/fulfilments': { body: [pending] },
      'POST /api/admin/fulfilments/31/fulfil': {
        body: { message: 'Marked as delivered', redemption: { ...pending, status: 'fulfilled' }, emailSent: true },
      },
    });
    renderManager();
    openSection('Fulfilment Queue');
    const entry = await screen.findByTestId('fulfilment');
    const deliver = within(entry).getByRole('button', { name: 'Mark as Delivered' });
    fireEvent.click(deliver);
    expect(await screen.findByText('Describe what you delivered or attach the file first.')).toBeTruthy();
    const picker = within(entry).getByLabelText(/Delivered file/) as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['<p>x</p>'], 'page.html', { type: 'text/html' })] } });
    expect(await within(entry).findByText(/This type of file cannot be uploaded/)).toBeTruthy();
    expect((deliver as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(picker, { target: { files: [] } });
    fireEvent.change(within(entry).getByRole('textbox'), { target: { value: 'Ten leads, sent by e-mail.' } });
    await waitFor(() => expect((deliver as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(deliver);
    expect(await screen.findByText('Marked as Delivered')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admin/fulfilments/31/fulfil')?.body).toEqual({ delivery: 'Ten leads, sent by e-mail.' });
  });

  it('refuses a file whose contents are not its type before anything goes up, and says so', async () => {
    const upload = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const { calls } = serve({ 'GET /api/admin/fulfilments': { body: [queuedRedemption()] } });
    renderManager();
    openSection('Fulfilment Queue');
    const entry = await screen.findByTestId('fulfilment');
    const picker = within(entry).getByLabelText(/Delivered file/) as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['Ten names, no PDF at all.'], 'leads.pdf', { type: 'application/pdf' })] } });
    const deliver = within(entry).getByRole('button', { name: 'Mark as Delivered' }) as HTMLButtonElement;
    await waitFor(() => expect(deliver.disabled).toBe(false));
    fireEvent.click(deliver);
    expect(await within(entry).findByText('This file says it is a PDF document, but its contents are not. Choose the original file.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path.endsWith('/fulfil'))).toEqual([]);
  });

  it('toasts "Failed to create course: {message}" when the server refuses', async () => {
    serve({ 'POST /api/courses': { status: 403, body: { message: 'Only administrators can manage course content' } } });
    renderManager();
    openSection('Courses');
    const create = form('Create Course');
    fireEvent.change(within(create).getByLabelText('Title'), { target: { value: 'X' } });
    fireEvent.change(within(create).getByLabelText('Description'), { target: { value: 'Y' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Failed to create course: Only administrators can manage course content')).toBeTruthy();
  });

  it('edits a course, and Cancel returns to create mode', async () => {
    const { calls } = serve({ 'PUT /api/courses/1': { body: { course: courses[0], message: 'Course updated' } } });
    renderManager();
    openSection('Courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Prospecting 101' }));
    const edit = form('Edit Course');
    expect((within(edit).getByLabelText('Title') as HTMLInputElement).value).toBe('Prospecting 101');
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('form', { name: 'Create Course' })).toBeTruthy();
    expect((within(form('Create Course')).getByLabelText('Title') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Prospecting 101' }));
    fireEvent.change(within(form('Edit Course')).getByLabelText('Title'), { target: { value: 'Prospecting 102' } });
    fireEvent.click(within(form('Edit Course')).getByRole('button', { name: 'Update Course' }));
    expect(await screen.findByText('Course Updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ title: 'Prospecting 102', duration: 15 });
    expect(await screen.findByRole('form', { name: 'Create Course' })).toBeTruthy();
  });

  it('removes a course video with "Video Removed"', async () => {
    const { calls } = serve({ 'PUT /api/courses/1': { body: { course: courses[0], message: 'Course updated' } } });
    renderManager();
    openSection('Courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Prospecting 101' }));
    fireEvent.click(within(form('Edit Course')).getByRole('button', { name: 'Remove Video' }));
    expect(await screen.findByText('Video Removed')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ videoUrl: null });
  });

  it('reorders one step by sending the neighbour\'s order: "Course Reordered"', async () => {
    const { calls } = serve({ 'PUT /api/courses/2': { body: { course: courses[1], message: 'Course Reordered' } } });
    renderManager();
    openSection('Courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Birthday Messages up' }));
    expect(await screen.findByText('Course Reordered')).toBeTruthy();
    expect(screen.getByText('"Birthday Messages" moved up.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ order: 1 });
  });

  it('deletes a course only after confirming', async () => {
    const { calls } = serve({ 'DELETE /api/courses/2': { body: { message: 'Course deleted' } } });
    renderManager();
    openSection('Courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Birthday Messages' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-question').textContent).toContain('Delete "Birthday Messages"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Birthday Messages' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Course' }));
    expect(await screen.findByText('Course Deleted')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/courses/2')).toBe(true);
  });

  it('adds a material (title required) and removes one after "Remove "{title}" from this course?"', async () => {
    const { calls } = serve({
      'POST /api/course-materials': {
        status: 201,
        body: {
          material: { id: 51, courseId: 1, title: 'Script', type: 'document', description: '', fileUrl: null, file: null, order: 2 },
          message: 'Material added',
        },
      },
      'DELETE /api/course-materials/50': { status: 500, body: { message: 'db down' } },
    });
    renderManager();
    openSection('Course Materials');
    const add = await screen.findByRole('form', { name: 'Add material' });
    const addButton = within(add).getByRole('button', { name: /Add Material/ });
    expect((addButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(add).getByLabelText('Material title'), { target: { value: 'Script' } });
    fireEvent.change(within(add).getByLabelText('Type'), { target: { value: 'link' } });
    fireEvent.change(within(add).getByLabelText(/File URL/), { target: { value: 'https://s.example' } });
    fireEvent.click(addButton);
    expect(await screen.findByText('Material Created')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/course-materials')?.body).toEqual({
      courseId: 1,
      title: 'Script',
      type: 'link',
      description: '',
      fileUrl: 'https://s.example',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Worksheet' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-question').textContent).toBe('Remove "Worksheet" from this course?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove material')).toBeTruthy();
  });

  it('edits a material: a description flagged for income claims shows the claims and saves with the reason', async () => {
    const claims = [{ match: '$5,000 a month', reason: 'An earnings amount per period: most people in network marketing earn far less.' }];
    const worksheet = { id: 50, courseId: 1, title: 'Worksheet', type: 'pdf', description: '', fileUrl: null, file: null, order: 1 };
    const { calls } = serve({
      'PUT /api/course-materials/50': refusedWithoutReason(claims, {
        status: 200,
        body: { material: { ...worksheet, description: 'Make $5,000 a month' }, message: 'Material updated' },
      }),
    });
    renderManager();
    openSection('Course Materials');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Worksheet' }));
    const edit = await screen.findByRole('form', { name: 'Edit Worksheet' });
    fireEvent.change(within(edit).getByLabelText(/Description/), { target: { value: 'Make $5,000 a month' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    const warning = await within(edit).findByTestId('claim-warning');
    expect(within(warning).getByText('“$5,000 a month”')).toBeTruthy();
    expect(within(warning).getByText(/earnings amount per period/)).toBeTruthy();
    fireEvent.change(within(warning).getByLabelText('Reason to save anyway'), { target: { value: 'Quoted as a bad example' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Material Updated')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { title: 'Worksheet', description: 'Make $5,000 a month', fileUrl: null },
      { title: 'Worksheet', description: 'Make $5,000 a month', fileUrl: null, claimReason: 'Quoted as a bad example' },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Worksheet' })).toBeNull());
  });

  it('keeps Create Quiz disabled until all four choices are filled, then sends a general quiz with null course', async () => {
    const { calls } = serve({ 'POST /api/quizzes': { status: 201, body: { quiz, message: 'Quiz created' } } });
    renderManager();
    openSection('Quizzes');
    openSection('Courses');
    const quizForm = await screen.findByRole('form', { name: 'Create Quiz' });
    const save = within(quizForm).getByRole('button', { name: 'Create Quiz' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(quizForm).getByLabelText('Question'), { target: { value: 'Best time to post?' } });
    ['Morning', 'Noon', 'Evening'].forEach((text, index) =>
      fireEvent.change(within(quizForm).getByLabelText(`${String.fromCharCode(65 + index)} choice`), { target: { value: text } }),
    );
    expect(save.disabled).toBe(true);
    fireEvent.change(within(quizForm).getByLabelText('D choice'), { target: { value: 'Any time' } });
    expect(save.disabled).toBe(false);
    // No answer is marked correct until the admin picks one: a save is refused and sends nothing.
    const correctChoice = () => within(quizForm).getByTestId('quiz-correct-choice').textContent;
    const checkedRadios = () => within(quizForm).queryAllByRole('radio', { checked: true });
    expect(correctChoice()).toBe('Correct answer: not picked yet');
    expect(checkedRadios()).toEqual([]);
    fireEvent.click(save);
    expect(await screen.findByText('Pick the right answer')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(quizForm).getByText('Choice D is correct'));
    await waitFor(() => expect(correctChoice()).toBe('Correct answer: D'));
    fireEvent.change(within(quizForm).getByLabelText('Points'), { target: { value: '' } });
    fireEvent.click(save);
    expect(await screen.findByText('Quiz Created')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/quizzes' && call.method === 'POST')?.body).toEqual({
      courseId: null,
      question: 'Best time to post?',
      choices: ['Morning', 'Noon', 'Evening', 'Any time'],
      correctAnswer: 3,
      explanation: '',
      points: null,
    });
    // The emptied form does not mark A (or any choice) correct for the next quiz.
    await waitFor(() => expect(correctChoice()).toBe('Correct answer: not picked yet'));
    expect(checkedRadios()).toEqual([]);
  });

  it('shows income claims flagged in a quiz with why, and saves with the reason the admin gives', async () => {
    const claims = [{ match: '$10,000 a month', reason: 'An earnings amount per period: most people in network marketing earn far less.' }];
    const { calls } = serve({
      'POST /api/quizzes': refusedWithoutReason(claims, { status: 201, body: { quiz, message: 'Quiz created' } }),
    });
    renderManager();
    openSection('Quizzes');
    const quizForm = await screen.findByRole('form', { name: 'Create Quiz' });
    fireEvent.change(within(quizForm).getByLabelText('Question'), { target: { value: 'Why listen?' } });
    fillChoices(quizForm, ['a', 'b', 'c', 'd']);
    await pickAnswer(quizForm, 'B');
    fireEvent.change(within(quizForm).getByLabelText(/Explanation/), { target: { value: 'You will earn $10,000 a month if you listen.' } });
    fireEvent.click(within(quizForm).getByRole('button', { name: 'Create Quiz' }));
    const warning = await within(quizForm).findByTestId('claim-warning');
    expect(within(warning).getByText('“$10,000 a month”')).toBeTruthy();
    expect(within(warning).getByText(/most people in network marketing earn far less/)).toBeTruthy();
    fireEvent.change(within(warning).getByLabelText('Reason to save anyway'), { target: { value: 'Shown as what not to say' } });
    fireEvent.click(within(quizForm).getByRole('button', { name: 'Create Quiz' }));
    expect(await screen.findByText('Quiz Created')).toBeTruthy();
    expect(claimReasonsSent(calls)).toEqual([undefined, 'Shown as what not to say']);
  });

  it('writes a new quiz for the course being edited, keeping what was typed', async () => {
    const { calls } = serve({ 'POST /api/quizzes': { status: 201, body: { quiz, message: 'Quiz created' } } });
    renderManager();
    openSection('Quizzes');
    openSection('Courses');
    const quizForm = await screen.findByRole('form', { name: 'Create Quiz' });
    const select = within(quizForm).getByTestId('quiz-course') as HTMLSelectElement;
    expect(select.value).toBe('general');
    expect(within(quizForm).getByTestId('quiz-general-note').textContent).toMatch(/Quick Quizzes on every learner's dashboard/);
    fireEvent.change(within(quizForm).getByLabelText('Question'), { target: { value: 'Who first?' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Birthday Messages' }));
    await waitFor(() => expect(select.value).toBe('2'));
    expect(within(quizForm).queryByTestId('quiz-general-note')).toBeNull();
    expect((within(quizForm).getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Who first?');
    fillChoices(quizForm, ['a', 'b', 'c', 'd']);
    await pickAnswer(quizForm, 'C');
    fireEvent.click(within(quizForm).getByRole('button', { name: 'Create Quiz' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/quizzes' && call.method === 'POST')?.body).toMatchObject({ courseId: 2 }));
  });

  it('refuses points outside 1 to 100', async () => {
    const { calls } = serve();
    renderManager();
    openSection('Quizzes');
    const quizForm = await screen.findByRole('form', { name: 'Create Quiz' });
    fireEvent.change(within(quizForm).getByLabelText('Question'), { target: { value: 'Q?' } });
    fillChoices(quizForm, ['a', 'b', 'c', 'd']);
    await pickAnswer(quizForm, 'A');
    fireEvent.change(within(quizForm).getByLabelText('Points'), { target: { value: '150' } });
    fireEvent.click(within(quizForm).getByRole('button', { name: 'Create Quiz' }));
    expect(await screen.findByText('Points must be between 1 and 100')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a quiz and deletes one; failures say "Failed to update quiz: {message}"', async () => {
    const { calls } = serve({
      'PUT /api/quizzes/7': { status: 400, body: { message: 'A quiz needs four non-empty choices' } },
      'DELETE /api/quizzes/7': { body: { message: 'Quiz deleted' } },
    });
    renderManager();
    openSection('Quizzes');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit quiz: Who first?' }));
    const edit = screen.getByRole('form', { name: 'Edit Quiz' });
    expect((within(edit).getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Who first?');
    expect((within(edit).getByLabelText('Course') as HTMLSelectElement).value).toBe('1');
    expect(within(edit).getByTestId('quiz-correct-choice').textContent).toBe('Correct answer: A');
    fireEvent.click(within(edit).getByRole('button', { name: 'Update Quiz' }));
    expect(await screen.findByText('Failed to update quiz: A quiz needs four non-empty choices')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ courseId: 1, correctAnswer: 0, points: 10 });

    fireEvent.click(screen.getByRole('button', { name: 'Delete quiz: Who first?' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Quiz' }));
    expect(await screen.findByText('Quiz Deleted')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Create Quiz' })).toBeTruthy();
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
        body: [{ id: 60, courseId: 2, title: 'Card ideas', type: 'link', description: '', fileUrl: 'https://c.example', file: null, order: 1 }],
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
