/** The content manager (docs/product.md#content-manager), for an admin: The Courses section: listing, creating (with the income-claim check), editing, the video, order and deleting. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  RENDER_BUDGET_MS,
  refusedWithoutReason,
  claimReasonsSent,
  courses,
  draftPublishedLater,
  serve,
  renderManager,
  form,
  markOf,
  openSection,
  saidIn,
  publishFromList,
} from './content-manager-screen';

describe('content manager: courses', { timeout: RENDER_BUDGET_MS }, () => {
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

  it('marks the empty fields under them after a refused try, and a try that passes closes the refusal', async () => {
    serve({ 'POST /api/courses': { status: 201, body: { course: courses[0], message: 'Course created' } } });
    renderManager();
    openSection('Courses');
    const create = form('Create Course');
    fireEvent.change(within(create).getByLabelText('Title'), { target: { value: 'Daily Posts' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(
      within(create)
        .getAllByTestId('field-error')
        .map((error) => error.textContent),
    ).toEqual(['Please fill in a description']);
    fireEvent.change(within(create).getByLabelText('Description'), { target: { value: 'Post every day' } });
    expect(within(create).queryAllByTestId('field-error')).toEqual([]);
    fireEvent.click(within(create).getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(screen.queryByText('Missing Information')).toBeNull());
  });

  it('names only what is still missing: a second try with the title filled says the description alone, and the line goes once it is filled', async () => {
    const { calls } = serve();
    renderManager();
    openSection('Courses');
    const create = form('Create Course');
    const save = within(create).getByRole('button', { name: 'Create Course' });
    fireEvent.click(save);
    await waitFor(() => expect(saidIn(create)).toBe('Missing Information Please fill in title and description'));
    fireEvent.change(within(create).getByLabelText('Title'), { target: { value: 'Daily Posts' } });
    // The title's mark goes as it is typed, and the line no longer names it.
    expect(markOf(within(create).getByLabelText('Title'))).toBeNull();
    expect(saidIn(create)).toBe('Missing Information Please fill in a description');
    fireEvent.click(save);
    await waitFor(() => expect(saidIn(create)).toBe('Missing Information Please fill in a description'));
    expect(markOf(within(create).getByLabelText('Description'))).toBe('Please fill in a description');
    // Every problem fixed by typing: the refusal is no longer true, so it is no longer said.
    fireEvent.change(within(create).getByLabelText('Description'), { target: { value: 'Post every day' } });
    expect(saidIn(create)).toBe('');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('marks an invalid duration and video link at their fields on one try, the save bar counting them', async () => {
    const { calls } = serve();
    renderManager();
    openSection('Courses');
    const create = form('Create Course');
    const duration = within(create).getByLabelText(/Duration/);
    const video = within(create).getByLabelText(/Video URL/);
    fireEvent.change(within(create).getByLabelText('Title'), { target: { value: 'Daily Posts' } });
    fireEvent.change(within(create).getByLabelText('Description'), { target: { value: 'Post every day' } });
    fireEvent.change(duration, { target: { value: 'abc' } });
    fireEvent.change(video, { target: { value: 'not a url' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(saidIn(create)).toBe('Not Saved Please fix the 2 fields marked'));
    await waitFor(() => expect(markOf(duration)).toBe('Invalid DurationEnter the duration in whole minutes, or leave it empty.'));
    expect(markOf(video)).toBe('Invalid Video LinkThe video link must be an http:// or https:// address, or leave it empty.');
    // The first marked field takes the focus (which scrolls it clear of the save bar on a phone).
    await waitFor(() => expect(document.activeElement).toBe(duration));
    // The duration fixed: its mark goes and the line names the link alone.
    fireEvent.change(duration, { target: { value: '30' } });
    expect(markOf(duration)).toBeNull();
    expect(saidIn(create)).toBe('Invalid Video Link The video link must be an http:// or https:// address, or leave it empty.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a course as a draft, with the duration as a whole number, and opens it with its next steps (no toast)', async () => {
    const { calls } = serve({ 'POST /api/courses': { status: 201, body: { course: courses[1], message: 'Course created' } } });
    renderManager();
    openSection('Courses');
    const create = form('Create Course');
    expect(within(create).getByTestId('course-form-visibility').textContent).toBe('Saved as a draft: learners see it once you publish it from the list.');
    fireEvent.change(within(create).getByLabelText('Title'), { target: { value: 'Daily Posts' } });
    fireEvent.change(within(create).getByLabelText('Description'), { target: { value: 'Post every day' } });
    fireEvent.change(within(create).getByLabelText('Category'), { target: { value: 'daily-challenge' } });
    // One pair of brackets: the field's own "(optional)" (a walk read "Duration (minutes) (optional)").
    expect(
      within(create)
        .getByText(/^Duration/)
        .closest('label')!.textContent,
    ).toBe('Duration in minutes(optional)');
    fireEvent.change(within(create).getByLabelText(/Duration/), { target: { value: '30' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create Course' }));
    // The new draft (as the server answered it) opens in the form, which leads with what it still needs.
    const steps = await screen.findByTestId('draft-next-steps');
    expect(steps.textContent).toContain(`“${courses[1]!.title}” is saved as a draft: learners will see it once you publish it.`);
    expect(steps.textContent).toContain('Add its video below');
    expect(within(steps).getByRole('link', { name: 'Quizzes' }).getAttribute('href')).toMatch(/#quizzes$/);
    expect((within(form('Edit Course')).getByLabelText('Title') as HTMLInputElement).value).toBe(courses[1]!.title);
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

  it('says a new course is published once it is, in its next steps, keeping the steps left (they said "saved as a draft")', async () => {
    serve({ ...draftPublishedLater(), 'POST /api/courses': { status: 201, body: { course: courses[1], message: 'Course created' } } });
    renderManager();
    openSection('Courses');
    const create = form('Create Course');
    fireEvent.change(within(create).getByLabelText('Title'), { target: { value: 'Birthday Messages' } });
    fireEvent.change(within(create).getByLabelText('Description'), { target: { value: 'Send a birthday note' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create Course' }));
    expect((await screen.findByTestId('draft-next-steps')).textContent).toContain('is saved as a draft');

    await publishFromList('Birthday Messages');
    expect((within(form('Edit Course')).getByLabelText('Title') as HTMLInputElement).value).toBe('Birthday Messages');
    const steps = screen.getByTestId('draft-next-steps');
    expect(steps.textContent).toContain('“Birthday Messages” is published: learners see it in their Courses now.');
    expect(steps.textContent).not.toContain('saved as a draft');
    expect(steps.textContent).toContain('Add its video below');
    expect(steps.textContent).not.toContain('Publish it from the list');
  });

  it('shows flagged income claims with why, and saves with the reason the admin gives', async () => {
    const claims = [{ match: 'quit your job', reason: 'Promises that people can leave their employment.' }];
    const { calls } = serve({
      'POST /api/courses': refusedWithoutReason(claims, { status: 201, body: { course: courses[1], message: 'Course created' } }),
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

  it('edits a course: Update Course keeps the form on it saying "Course Updated" (no toast) until a field changes; Cancel returns to create mode', async () => {
    const { calls } = serve({ 'PUT /api/courses/1': { body: { course: { ...courses[0], title: 'Prospecting 102' }, message: 'Course updated' } } });
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
    // Still editing the course, as saved, its save bar saying what the save did.
    await waitFor(() => expect(within(form('Edit Course')).getByTestId('form-said').textContent).toBe('Course Updated "Prospecting 102" was saved.'));
    expect((within(form('Edit Course')).getByLabelText('Title') as HTMLInputElement).value).toBe('Prospecting 102');
    expect(screen.queryByRole('form', { name: 'Create Course' })).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ title: 'Prospecting 102', duration: 15 });
    expect(screen.queryByTestId('toast')).toBeNull();
    // A change not saved yet: the line goes.
    fireEvent.change(within(form('Edit Course')).getByLabelText('Description'), { target: { value: 'Find people to talk to' } });
    expect(within(form('Edit Course')).getByTestId('form-said').textContent).toBe('');
    // Cancel still returns to an empty create form, which says nothing.
    fireEvent.click(within(form('Edit Course')).getByRole('button', { name: 'Cancel' }));
    const create = await screen.findByRole('form', { name: 'Create Course' });
    expect((within(create).getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(within(create).getByTestId('form-said').textContent).toBe('');
  });

  it('drops a draft\'s "Saved as a draft" line once the course is published from the list, and another course chosen starts without it', async () => {
    serve(draftPublishedLater());
    renderManager();
    openSection('Courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Birthday Messages' }));
    fireEvent.click(within(form('Edit Course')).getByRole('button', { name: 'Update Course' }));
    const said = () => within(form('Edit Course')).getByTestId('form-said').textContent;
    await waitFor(() => expect(said()).toBe('Course Updated Saved as a draft: learners see "Birthday Messages" once you publish it.'));

    await publishFromList('Birthday Messages');
    expect(screen.getByText('Course Published')).toBeTruthy();
    // Still editing it, and the draft line is gone: it is no longer true.
    expect((within(form('Edit Course')).getByLabelText('Title') as HTMLInputElement).value).toBe('Birthday Messages');
    expect(said()).toBe('');

    // Saved again, then another course chosen: its form starts without the last save's words.
    fireEvent.click(within(form('Edit Course')).getByRole('button', { name: 'Update Course' }));
    await waitFor(() => expect(said()).toBe('Course Updated "Birthday Messages" was saved.'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Prospecting 101' }));
    await waitFor(() => expect((within(form('Edit Course')).getByLabelText('Title') as HTMLInputElement).value).toBe('Prospecting 101'));
    expect(said()).toBe('');
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
});
