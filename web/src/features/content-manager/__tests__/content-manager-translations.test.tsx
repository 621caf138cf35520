/**
 * The content manager (docs/product.md#content-manager), for an admin: the courses section's
 * Translations: the coverage line, the edited course's Spanish and Arabic beside the English (Arabic
 * right to left), the api's checks before saving, Save, Remove Translation with its question, the
 * income-claim refusal, and the loading error; the daily challenges' translations and the stations' line.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RENDER_BUDGET_MS, openSection, renderManager, serve, spanishCourse } from './content-manager-screen';

const coverageText = () => screen.getByTestId('translation-coverage').textContent;

/** Opens the courses section, chooses Edit on Prospecting 101 and opens its translations. */
async function editTranslations() {
  openSection('Courses');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Prospecting 101' }));
  openSection('Translations');
  return screen.findByRole('form', { name: 'Spanish course text' });
}

const saved = (body: unknown) => ({ body: { message: 'Translation saved', translation: body } });

describe('content manager: translations', { timeout: RENDER_BUDGET_MS }, () => {
  it('shows how much is translated, folded on a phone, and asks for a course to edit', async () => {
    serve();
    renderManager();
    openSection('Courses');
    await waitFor(() => expect(coverageText()).toBe('Spanish: 6 of 10 texts, 1 out of date · Arabic: 5 of 10 texts'));
    expect(screen.getByRole('button', { name: 'Translations' }).getAttribute('aria-expanded')).toBe('false');
    openSection('Translations');
    expect(screen.getByText('Choose Edit on a course to translate its title, description, quizzes and materials.')).toBeTruthy();
  });

  it('marks which course needs its Spanish or Arabic, and a mark opens that translation', async () => {
    serve();
    renderManager();
    openSection('Courses');
    const row = await screen.findByTestId('admin-course-1');
    await waitFor(() =>
      expect(
        within(row)
          .getAllByTestId(/^translation-mark-/)
          .map((mark) => mark.textContent),
      ).toEqual(['Spanish out of date', 'Arabic missing']),
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Translate Prospecting 101: Arabic missing' }));
    // The Translations section opens on that course, in Arabic.
    const arabic = await screen.findByRole('form', { name: 'Arabic course text' });
    expect(screen.getByRole('button', { name: 'Translations' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Edit Course' })).toBeTruthy();
    expect(within(arabic).getByTestId('translation-status').textContent).toBe('No Arabic translation yet: learners reading Arabic see the English.');
  });

  it("opens a quiz's translation from its mark in the quiz list, on its course", async () => {
    serve();
    renderManager();
    openSection('Quizzes');
    const quizMarks = await screen.findAllByRole('button', { name: 'Translate Who first?: Spanish missing' });
    expect(quizMarks).toHaveLength(1);
    fireEvent.click(quizMarks[0]!);
    expect(await screen.findByRole('form', { name: 'Spanish text of quiz 1' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('translation-of-quizzes-7'));
  });

  it("edits the saved Spanish beside the English, and Arabic right to left, with the course's quizzes", async () => {
    serve();
    renderManager();
    const spanish = await editTranslations();
    expect((within(spanish).getByLabelText('Spanish title') as HTMLInputElement).value).toBe(spanishCourse.title);
    expect(within(spanish).getAllByTestId('translation-source')[0]!.textContent).toBe('English titleProspecting 101');
    expect(within(spanish).getByLabelText('Spanish title').getAttribute('lang')).toBe('es');
    // Its status says so once, first, instead of "Translated": a badge, then what learners see and what to do.
    expect(within(spanish).getByTestId('translation-out-of-date').textContent).toBe('Out of date');
    expect(within(spanish).getByTestId('translation-status').textContent).toBe(
      'Out of dateLearners reading Spanish still see this translation, made from an earlier English: check it against the English and save it again.',
    );
    expect(within(spanish).getAllByText(/English changed|earlier English/)).toHaveLength(1);
    // The English beside it reads in its own direction.
    expect(within(spanish).getAllByTestId('translation-source-text')[0]!.getAttribute('dir')).toBe('auto');
    const quizForm = await screen.findByRole('form', { name: 'Spanish text of quiz 1' });
    expect(within(quizForm).getByText('Friends')).toBeTruthy();
    expect(within(quizForm).getByText('Warm market.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Arabic/ }));
    const arabic = await screen.findByRole('form', { name: 'Arabic course text' });
    const title = within(arabic).getByLabelText('Arabic title');
    expect([title.getAttribute('dir'), title.getAttribute('lang'), (title as HTMLInputElement).value]).toEqual(['rtl', 'ar', '']);
    expect(within(arabic).getByTestId('translation-status').textContent).toBe('No Arabic translation yet: learners reading Arabic see the English.');
    expect(within(arabic).queryByRole('button', { name: 'Remove Translation' })).toBeNull();
    expect(within(arabic).queryByTestId('translation-out-of-date')).toBeNull();
    const arabicQuiz = screen.getByRole('form', { name: 'Arabic text of quiz 1' });
    expect(within(arabicQuiz).getByLabelText('Arabic choice D').getAttribute('dir')).toBe('rtl');
  });

  it("refuses what the api would, in the api's words, before sending anything", async () => {
    const { calls } = serve();
    renderManager();
    const spanish = await editTranslations();
    fireEvent.change(within(spanish).getByLabelText('Spanish title'), { target: { value: '   ' } });
    fireEvent.click(within(spanish).getByRole('button', { name: 'Save Spanish title and description' }));
    expect((await within(spanish).findByTestId('translation-problem')).textContent).toBe('The translated title is required');

    const quizForm = await screen.findByRole('form', { name: 'Spanish text of quiz 1' });
    fireEvent.change(within(quizForm).getByLabelText('Spanish question'), { target: { value: '¿A quién primero?' } });
    ['Amigos', 'Desconocidos', 'Nadie'].forEach((text, index) =>
      fireEvent.change(within(quizForm).getByLabelText(`Spanish choice ${'ABC'[index]}`), { target: { value: text } }),
    );
    fireEvent.click(within(quizForm).getByRole('button', { name: /^Save Spanish quiz \d+$/ }));
    expect((await within(quizForm).findByTestId('translation-problem')).textContent).toBe('A quiz needs four non-empty choices');

    // Spanish pasted into the Arabic form: refused in the api's words (its script check) before sending.
    fireEvent.click(screen.getByRole('button', { name: /^Arabic/ }));
    const arabic = await screen.findByRole('form', { name: 'Arabic course text' });
    fireEvent.change(within(arabic).getByLabelText('Arabic title'), { target: { value: 'Tu primera semana' } });
    fireEvent.change(within(arabic).getByLabelText('Arabic description'), { target: { value: 'Aprende a invitar con respeto.' } });
    fireEvent.click(within(arabic).getByRole('button', { name: 'Save Arabic title and description' }));
    expect((await within(arabic).findByTestId('translation-problem')).textContent).toBe(
      'This translation is not written in Arabic letters: check that it is saved as the right language.',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves a quiz in Spanish and refreshes the coverage', async () => {
    const { calls } = serve({
      'PUT /api/quizzes/7/translations/es': (call) =>
        saved({ quizId: 7, locale: 'es', ...(call.body as object), updatedAt: '2026-11-02T10:00:00Z', outOfDate: false }),
    });
    renderManager();
    await editTranslations();
    const quizForm = await screen.findByRole('form', { name: 'Spanish text of quiz 1' });
    fireEvent.change(within(quizForm).getByLabelText('Spanish question'), { target: { value: '¿A quién primero?' } });
    ['Amigos', 'Desconocidos', 'Nadie', 'Rivales'].forEach((text, index) =>
      fireEvent.change(within(quizForm).getByLabelText(`Spanish choice ${'ABCD'[index]}`), { target: { value: text } }),
    );
    fireEvent.click(within(quizForm).getByRole('button', { name: /^Save Spanish quiz \d+$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        question: '¿A quién primero?',
        choices: ['Amigos', 'Desconocidos', 'Nadie', 'Rivales'],
        explanation: '',
      }),
    );
    expect(await screen.findByText('Translation Saved')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/translations/coverage').length).toBe(2));
  });

  it('shows an income-claim refusal at the form and saves with a reason', async () => {
    const { calls } = serve({
      'PUT /api/courses/1/translations/es': (call) =>
        (call.body as { claimReason?: string }).claimReason
          ? saved({ ...spanishCourse, title: 'Gana 5000 al mes', updatedAt: '2026-11-02T10:00:00Z', outOfDate: false })
          : {
              status: 422,
              body: {
                error: 'Possible income claim',
                message: 'This text may make a claim…',
                claims: [{ match: 'Gana 5000 al mes', reason: 'A specific income' }],
              },
            },
    });
    renderManager();
    const spanish = await editTranslations();
    fireEvent.change(within(spanish).getByLabelText('Spanish title'), { target: { value: 'Gana 5000 al mes' } });
    fireEvent.click(within(spanish).getByRole('button', { name: 'Save Spanish title and description' }));
    const warning = await within(spanish).findByTestId('claim-warning');
    expect(warning.textContent).toContain('“Gana 5000 al mes” in Spanish title — A specific income');
    expect(screen.queryByText('Failed to save the translation', { exact: false })).toBeNull();
    fireEvent.change(within(warning).getByLabelText('Reason to save anyway'), { target: { value: 'Quoting a bad example' } });
    fireEvent.click(within(spanish).getByRole('button', { name: 'Save Spanish title and description' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { claimReason?: string }).claimReason)).toEqual([
        undefined,
        'Quoting a bad example',
      ]),
    );
  });

  it('removes a translation after asking', async () => {
    const { calls } = serve({ 'DELETE /api/courses/1/translations/es': { body: { message: 'Translation removed' } } });
    renderManager();
    const spanish = await editTranslations();
    fireEvent.click(within(spanish).getByRole('button', { name: 'Remove Translation' }));
    expect((await screen.findByTestId('confirm-question')).textContent).toBe('Remove the Spanish translation of “Prospecting 101”?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove Translation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/courses/1/translations/es')).toBe(true));
    expect(await screen.findByText('Translation Removed')).toBeTruthy();
  });

  it("translates a daily challenge beside its English, the description required when the English has one; says the stations' count", async () => {
    const { calls } = serve({
      'PUT /api/challenges/3/translations/ar': (call) =>
        saved({ challengeId: 3, locale: 'ar', ...(call.body as object), updatedAt: '2026-11-02T10:00:00Z', outOfDate: false }),
    });
    renderManager();
    openSection('Courses');
    openSection('Translations');
    const part = await screen.findByTestId('challenge-translations');
    await waitFor(() =>
      expect(within(part).getByTestId('station-translations').textContent).toBe(
        'Stations ship their translations with the product data, not from this page: Spanish 5 of 5 · Arabic 5 of 5.',
      ),
    );
    const spanish = await within(part).findByRole('form', { name: 'Spanish challenge text' });
    expect((within(spanish).getByLabelText('Spanish challenge title') as HTMLInputElement).value).toBe('Habla con 10 personas');
    expect(within(spanish).getAllByTestId('translation-source')[1]!.textContent).toBe('English descriptionTen conversations.');
    // The chooser says which challenge needs its Spanish (the second has none yet).
    await waitFor(() => expect(within(part).getByRole('option', { name: 'Old habit (retired) · Spanish missing' })).toBeTruthy());
    expect(within(part).getByRole('option', { name: 'Talk to 10 people' })).toBeTruthy();

    // One language switch for the course and the challenges.
    fireEvent.click(screen.getByRole('button', { name: /^Arabic/ }));
    const arabic = await within(part).findByRole('form', { name: 'Arabic challenge text' });
    const title = within(arabic).getByLabelText('Arabic challenge title');
    expect([title.getAttribute('dir'), title.getAttribute('lang')]).toEqual(['rtl', 'ar']);
    fireEvent.change(title, { target: { value: 'تحدّث مع 10 أشخاص' } });
    fireEvent.click(within(arabic).getByRole('button', { name: 'Save Arabic challenge' }));
    expect((await within(arabic).findByTestId('translation-problem')).textContent).toBe(
      'The translated description is required: the challenge has one in English',
    );
    fireEvent.change(within(arabic).getByLabelText('Arabic challenge description'), { target: { value: 'عشر محادثات.' } });
    fireEvent.click(within(arabic).getByRole('button', { name: 'Save Arabic challenge' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ title: 'تحدّث مع 10 أشخاص', description: 'عشر محادثات.' }));
    expect(await screen.findByText('Translation Saved')).toBeTruthy();

    // A retired challenge with no English description: none needed in translation either.
    fireEvent.change(within(part).getByTestId('challenge-translation-choice'), { target: { value: '4' } });
    const retired = await within(part).findByRole('form', { name: 'Arabic challenge text' });
    expect(within(retired).getByTestId('translation-status').textContent).toBe('No Arabic translation yet: learners reading Arabic see the English.');
    expect((within(retired).getByLabelText(/Arabic challenge description/) as HTMLTextAreaElement).value).toBe('');
  });

  it("translates the course's materials, a reward and the income disclosure beside their English", async () => {
    const { calls } = serve({
      'GET /api/admin/income-disclosure/translations': {
        body: {
          es: { locale: 'es', typicalCosts: 'Unos 1200 US$ al año.', source: 'Declaración de prueba', updatedAt: '2026-11-01T10:00:00Z', outOfDate: false },
        },
      },
      'PUT /api/admin/rewards/social_posts/translations/es': (call) =>
        saved({ rewardType: 'social_posts', locale: 'es', ...(call.body as object), updatedAt: '2026-11-02T10:00:00Z', outOfDate: false }),
    });
    renderManager();
    await editTranslations();
    const material = await screen.findByRole('form', { name: 'Spanish material 1 text' });
    expect(within(material).getAllByTestId('translation-source')[0]!.textContent).toBe('English titleWorksheet');

    const reward = await screen.findByRole('form', { name: 'Spanish reward text' });
    expect(within(reward).getAllByTestId('translation-source')[0]!.textContent).toBe('English title5 Social Media Posts');
    fireEvent.change(within(reward).getByLabelText('Spanish title'), { target: { value: '5 publicaciones' } });
    fireEvent.click(within(reward).getByRole('button', { name: 'Save Spanish reward' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/admin/rewards/social_posts/translations/es',
        body: { title: '5 publicaciones', description: '' },
      }),
    );

    const disclosure = await screen.findByRole('form', { name: 'Spanish income disclosure text' });
    expect((within(disclosure).getByLabelText('Spanish source') as HTMLTextAreaElement).value).toBe('Declaración de prueba');
    expect(within(disclosure).getByTestId('translation-status').textContent).toMatch(/^Translated: learners reading Spanish see/);

    fireEvent.click(screen.getByRole('button', { name: /^Arabic/ }));
    const arabic = await screen.findByRole('form', { name: 'Arabic income disclosure text' });
    expect(within(arabic).getByLabelText('Arabic source').getAttribute('dir')).toBe('rtl');
  });

  it('says when the translations cannot be loaded, with a retry', async () => {
    serve({ 'GET /api/courses/1/translations': { status: 500, body: { message: 'Database unavailable' } } });
    renderManager();
    openSection('Courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Prospecting 101' }));
    openSection('Translations');
    expect(await screen.findByText("Could not load the course's translations.")).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
