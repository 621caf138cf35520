/** The content manager (docs/product.md#content-manager), for an admin: The Quizzes section: the list and its filter, creating (four choices, the right answer, points, the income-claim check), editing and deleting. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import {
  RENDER_BUDGET_MS,
  refusedWithoutReason,
  claimReasonsSent,
  fillChoices,
  pickAnswer,
  courses,
  quiz,
  serve,
  renderManager,
  openSection,
  draftPublishedLater,
  publishFromList,
  markOf,
  saidIn,
} from './content-manager-screen';

describe('content manager: quizzes', { timeout: RENDER_BUDGET_MS }, () => {
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

  it('keeps Create Quiz disabled until all four choices are filled, then sends a general quiz with null course', async () => {
    const { calls } = serve({ 'POST /api/quizzes': { status: 201, body: { quiz, message: 'Quiz created' } } });
    renderManager();
    openSection('Quizzes');
    openSection('Courses');
    const quizForm = await screen.findByRole('form', { name: 'Create Quiz' });
    const save = within(quizForm).getByRole('button', { name: 'Create Quiz' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // The bar says what is missing: the question too, while it is empty.
    expect(within(quizForm).getByText('Write the question and fill in all four choices to save the quiz.')).toBeTruthy();
    fireEvent.change(within(quizForm).getByLabelText('Question'), { target: { value: 'Best time to post?' } });
    expect(within(quizForm).getByText('Fill in all four choices to save the quiz.')).toBeTruthy();
    ['Morning', 'Noon', 'Evening'].forEach((text, index) =>
      fireEvent.change(within(quizForm).getByLabelText(`Choice ${String.fromCharCode(65 + index)}`), { target: { value: text } }),
    );
    expect(save.disabled).toBe(true);
    fireEvent.change(within(quizForm).getByLabelText('Choice D'), { target: { value: 'Any time' } });
    expect(save.disabled).toBe(false);
    // No answer is marked correct until the admin picks one: a save is refused and sends nothing.
    const correctChoice = () => within(quizForm).getByTestId('quiz-correct-choice').textContent;
    const checkedRadios = () => within(quizForm).queryAllByRole('radio', { checked: true });
    expect(correctChoice()).toBe('Correct answer: not picked yet');
    expect(checkedRadios()).toEqual([]);
    fireEvent.click(save);
    await waitFor(() => expect(saidIn(quizForm)).toBe('Missing Information Pick the right answer'));
    // Said at the choices too.
    expect(
      within(quizForm)
        .getAllByTestId('field-error')
        .map((error) => error.textContent),
    ).toEqual(['Pick the right answer']);
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
    // The field to change is named, and the warning is the refusal's one message: no toast repeats it over the form.
    expect(within(warning).getByText(/in Explanation/)).toBeTruthy();
    expect(screen.queryByText(/Failed to create quiz/)).toBeNull();
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

  it('refuses points outside 1 to 100, marked at the Points field', async () => {
    const { calls } = serve();
    renderManager();
    openSection('Quizzes');
    const quizForm = await screen.findByRole('form', { name: 'Create Quiz' });
    const points = within(quizForm).getByLabelText('Points');
    fireEvent.change(within(quizForm).getByLabelText('Question'), { target: { value: 'Q?' } });
    fillChoices(quizForm, ['a', 'b', 'c', 'd']);
    await pickAnswer(quizForm, 'A');
    fireEvent.change(points, { target: { value: '500' } });
    fireEvent.click(within(quizForm).getByRole('button', { name: 'Create Quiz' }));
    await waitFor(() => expect(markOf(points)).toBe('Invalid PointsPoints must be between 1 and 100'));
    expect(saidIn(quizForm)).toBe('Invalid Points Points must be between 1 and 100');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Fixed by typing: the mark and the line go.
    fireEvent.change(points, { target: { value: '50' } });
    expect(markOf(points)).toBeNull();
    expect(saidIn(quizForm)).toBe('');
  });

  it('marks an empty question, no right answer and points out of range all on one try', async () => {
    const { calls } = serve();
    renderManager();
    openSection('Quizzes');
    const quizForm = await screen.findByRole('form', { name: 'Create Quiz' });
    fillChoices(quizForm, ['a', 'b', 'c', 'd']);
    fireEvent.change(within(quizForm).getByLabelText('Points'), { target: { value: '0' } });
    fireEvent.click(within(quizForm).getByRole('button', { name: 'Create Quiz' }));
    await waitFor(() => expect(saidIn(quizForm)).toBe('Not Saved Please fix the 3 fields marked'));
    expect(markOf(within(quizForm).getByLabelText('Question'))).toBe('Please enter a question');
    expect(markOf(within(quizForm).getByLabelText('Points'))).toBe('Invalid PointsPoints must be between 1 and 100');
    expect(
      within(quizForm)
        .getAllByTestId('field-error')
        .map((error) => error.textContent),
    ).toContain('Pick the right answer');
    await pickAnswer(quizForm, 'B');
    expect(saidIn(quizForm)).toBe('Not Saved Please fix the 2 fields marked');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('stays on the quiz after Update Quiz, its save bar saying "Quiz Updated" (no toast) until a field changes; Cancel returns to Create Quiz', async () => {
    serve({ 'PUT /api/quizzes/7': { body: { quiz: { ...quiz, question: 'Who comes first?' }, message: 'Quiz updated' } } });
    renderManager();
    openSection('Quizzes');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit quiz: Who first?' }));
    const edit = screen.getByRole('form', { name: 'Edit Quiz' });
    fireEvent.change(within(edit).getByLabelText('Question'), { target: { value: 'Who comes first?' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Update Quiz' }));
    const said = () => within(screen.getByRole('form', { name: 'Edit Quiz' })).getByTestId('form-said').textContent;
    await waitFor(() => expect(said()).toBe('Quiz Updated Your changes to the quiz were saved: learners see them in "Prospecting 101" now.'));
    // The same quiz, as saved: its question, its course and its right answer, Update Quiz enabled.
    const still = screen.getByRole('form', { name: 'Edit Quiz' });
    expect((within(still).getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Who comes first?');
    expect((within(still).getByLabelText('Course') as HTMLSelectElement).value).toBe('1');
    expect(within(still).getByTestId('quiz-correct-choice').textContent).toBe('Correct answer: A');
    expect((within(still).getByRole('button', { name: 'Update Quiz' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('form', { name: 'Create Quiz' })).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
    // A change not saved yet: the line goes.
    fireEvent.change(within(still).getByLabelText('Choice B'), { target: { value: 'People you just met' } });
    expect(said()).toBe('');
    fireEvent.click(within(still).getByRole('button', { name: 'Cancel' }));
    const create = await screen.findByRole('form', { name: 'Create Quiz' });
    expect((within(create).getByLabelText('Question') as HTMLTextAreaElement).value).toBe('');
    expect(within(create).getByTestId('form-said').textContent).toBe('');
  });

  it("drops a draft course's quiz line once that course is published from the list", async () => {
    const draftQuiz = { ...quiz, courseId: courses[1]!.id };
    serve({
      ...draftPublishedLater(),
      'GET /api/quizzes': { body: [draftQuiz] },
      'PUT /api/quizzes/7': { body: { quiz: draftQuiz, message: 'Quiz updated' } },
    });
    renderManager();
    openSection('Quizzes');
    openSection('Courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit quiz: Who first?' }));
    fireEvent.click(within(screen.getByRole('form', { name: 'Edit Quiz' })).getByRole('button', { name: 'Update Quiz' }));
    const said = () => within(screen.getByRole('form', { name: 'Edit Quiz' })).getByTestId('form-said').textContent;
    await waitFor(() => expect(said()).toBe('Quiz Updated Saved as a draft: learners see it once you publish "Birthday Messages".'));
    await publishFromList('Birthday Messages');
    expect(said()).toBe('');
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
