/** The content manager (docs/product.md#content-manager), for an admin: Course Materials, Reward Packs, the Reward Catalogue and the Fulfilment Queue. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { queuedRedemption } from '@/testing/mock-api';

import { RENDER_BUDGET_MS, refusedWithoutReason, serve, renderManager, openSection } from './content-manager-screen';

describe('content manager: materials and rewards', { timeout: RENDER_BUDGET_MS }, () => {
  it('adds a material (title required) and removes one after "Remove "{title}" from this course?"', async () => {
    const { calls } = serve({
      'POST /api/course-materials': {
        status: 201,
        body: {
          material: { id: 51, courseId: 1, title: 'Script', type: 'document', description: '', fileUrl: null, file: null, order: 2, lang: 'en' },
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
    await waitFor(() => expect(within(add).getByTestId('form-said').textContent).toBe('Material Created "Script" was added to the course.'));
    expect(screen.queryByTestId('toast')).toBeNull();
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

  it('refuses to add a material with nothing to open: File URL says so, and nothing is sent until a link is given', async () => {
    const { calls } = serve({
      'POST /api/course-materials': {
        status: 201,
        body: {
          material: {
            id: 52,
            courseId: 1,
            title: 'Follow-up planner',
            type: 'pdf',
            description: '',
            fileUrl: 'https://p.example/planner.pdf',
            file: null,
            order: 2,
            lang: 'en',
          },
          message: 'Material added',
        },
      },
    });
    renderManager();
    openSection('Course Materials');
    const add = await screen.findByRole('form', { name: 'Add material' });
    fireEvent.change(within(add).getByLabelText('Material title'), { target: { value: 'Follow-up planner' } });
    const addButton = within(add).getByRole('button', { name: /Add Material/ }) as HTMLButtonElement;
    // The type stays PDF, no file is chosen and File URL is empty: the button is not disabled for it.
    expect(addButton.disabled).toBe(false);
    fireEvent.click(addButton);
    const link = within(add).getByLabelText(/File URL/);
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(within(add).getByTestId('field-error').textContent).toBe('Choose a file or give a link: learners need something to open.');
    expect(within(add).getByTestId('form-said').textContent).toBe('Nothing to Open Choose a file or give a link: learners need something to open.');
    expect(within(add).getByTestId('form-said').dataset.refused).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(link, { target: { value: 'https://p.example/planner.pdf' } });
    expect(link.getAttribute('aria-invalid')).toBeNull();
    expect(within(add).queryByTestId('field-error')).toBeNull();
    fireEvent.click(addButton);
    await waitFor(() => expect(within(add).getByTestId('form-said').textContent).toBe('Material Created "Follow-up planner" was added to the course.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { courseId: 1, title: 'Follow-up planner', type: 'pdf', description: '', fileUrl: 'https://p.example/planner.pdf' },
    ]);
  });

  it('marks an older material with nothing to open, and saves its edit only once it has a link', async () => {
    const worksheet = { id: 50, courseId: 1, title: 'Worksheet', type: 'pdf', description: '', fileUrl: null, file: null, order: 1, lang: 'en' };
    const { calls } = serve({
      'GET /api/course-materials/1': { body: [worksheet] },
      'PUT /api/course-materials/50': { body: { material: { ...worksheet, fileUrl: 'https://w.example/w.pdf' }, message: 'Material updated' } },
    });
    renderManager();
    openSection('Course Materials');
    const row = await screen.findByRole('listitem', { name: 'Worksheet' });
    expect(within(row).getByTestId('material-nothing-to-open').textContent).toBe('Nothing to open: learners do not see it until it has a file or a link.');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Worksheet' }));
    const edit = await screen.findByRole('form', { name: 'Edit Worksheet' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    const link = within(edit).getByLabelText('Link');
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(within(edit).getByTestId('field-error').textContent).toBe('Choose a file or give a link: learners need something to open.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(link, { target: { value: 'https://w.example/w.pdf' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Material Updated')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { title: 'Worksheet', description: '', fileUrl: 'https://w.example/w.pdf' },
    ]);
  });

  it('shows the materials of the course being edited, following when another is chosen', async () => {
    serve({ 'GET /api/course-materials/2': { body: [] } });
    renderManager();
    openSection('Course Materials');
    openSection('Courses');
    const select = (await screen.findByTestId('materials-course')) as HTMLSelectElement;
    expect(select.value).toBe('1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Birthday Messages' }));
    await waitFor(() => expect(select.value).toBe('2'));
    expect(await screen.findByText('Materials of “Birthday Messages”')).toBeTruthy();
    // The select still picks any course; the next course chosen for editing is followed again.
    fireEvent.change(select, { target: { value: '1' } });
    expect(select.value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Prospecting 101' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Birthday Messages' }));
    await waitFor(() => expect(select.value).toBe('2'));
  });

  it('edits a material: a description flagged for income claims shows the claims and saves with the reason', async () => {
    const claims = [{ match: '$5,000 a month', reason: 'An earnings amount per period: most people in network marketing earn far less.' }];
    const worksheet = {
      id: 50,
      courseId: 1,
      title: 'Worksheet',
      type: 'pdf',
      description: '',
      fileUrl: 'https://w.example/w.pdf',
      file: null,
      order: 1,
      lang: 'en',
    };
    const { calls } = serve({
      'GET /api/course-materials/1': { body: [worksheet] },
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
      { title: 'Worksheet', description: 'Make $5,000 a month', fileUrl: 'https://w.example/w.pdf' },
      { title: 'Worksheet', description: 'Make $5,000 a month', fileUrl: 'https://w.example/w.pdf', claimReason: 'Quoted as a bad example' },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Worksheet' })).toBeNull());
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
});
