/** What the content manager's saves say while a course is a draft, in the admin's language, and which field a flagged claim is in. */
import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale } from '@/i18n';

import { claimFields } from '../claim-review';
import { checkCourseForm, emptyCourseForm } from '../course-form';
import { courseSavedText, quizSavedText } from '../course-publish';
import { fileProblem, formatBytes, videoLengthProblem } from '../material-file';
import { removeMaterialQuestion } from '../material-form';
import { checkQuizForm, emptyQuizForm } from '../quiz-form';

const draft = { title: 'Warm Market', isPublic: false };
const published = { title: 'Warm Market', isPublic: true };

describe('saves say "Saved as a draft" while the course is one', () => {
  it("a draft course's edits and quizzes, under SPEC's titles", () => {
    expect(courseSavedText(draft)).toEqual({ title: 'Course Updated', description: 'Saved as a draft: learners see "Warm Market" once you publish it.' });
    expect(quizSavedText(draft, true)).toEqual({ title: 'Quiz Created', description: 'Saved as a draft: learners see it once you publish "Warm Market".' });
    expect(quizSavedText(draft, false)).toEqual({ title: 'Quiz Updated', description: 'Saved as a draft: learners see it once you publish "Warm Market".' });
  });

  it('a published course, or a General quiz, is live now', () => {
    expect(courseSavedText(published)).toEqual({ title: 'Course Updated', description: '"Warm Market" was saved.' });
    expect(quizSavedText(published, true)).toEqual({ title: 'Quiz Created', description: 'The quiz was added to "Warm Market": learners see it now.' });
    expect(quizSavedText(null, true).description).toBe('The quiz was added to Quick Quizzes: learners see it now.');
    expect(quizSavedText(published, false).title).toBe('Quiz Updated');
    for (const text of [courseSavedText(published), quizSavedText(published, true), quizSavedText(null, false)])
      expect(text.description).not.toContain('Saved as a draft');
  });
});

describe('claimFields: the field a flagged claim is in', () => {
  const fields = { Question: 'How do you start?', 'Choice A': 'Earn six figures', Explanation: 'Six Figures is a claim.' };

  it('names every field holding the words, case aside, in the form order', () => {
    expect(claimFields({ match: 'six figures' }, fields)).toEqual(['Choice A', 'Explanation']);
  });

  it('names none when the words are in no field (the server read them differently)', () => {
    expect(claimFields({ match: 'p a s s i v e income' }, fields)).toEqual([]);
  });
});

describe("the content manager's toasts and refusals speak the admin's language", () => {
  afterEach(() => activateLocale('en'));

  it('in Spanish', async () => {
    await activateLocale('es');
    expect(courseSavedText(draft)).toEqual({
      title: 'Curso actualizado',
      description: 'Guardado como borrador: los participantes verán «Warm Market» cuando lo publiques.',
    });
    expect(checkCourseForm(emptyCourseForm)).toMatchObject({
      ok: false,
      problem: { title: 'Falta información', description: 'Rellena el título y la descripción' },
    });
    expect(checkCourseForm({ ...emptyCourseForm, title: 'Warm Market' })).toMatchObject({
      ok: false,
      problem: { title: 'Falta información', description: 'Escribe una descripción' },
    });
    expect(checkCourseForm({ ...emptyCourseForm, title: 'T', description: 'D', duration: 'x', videoUrl: 'y' })).toMatchObject({
      ok: false,
      problem: { title: 'No se guardó', description: 'Corrige los 2 campos marcados' },
    });
    expect(removeMaterialQuestion('Guion')).toBe('¿Quitar «Guion» de este curso?');
    expect(fileProblem({ type: 'application/pdf', size: 30.25 * 1024 * 1024 }, 25 * 1024 * 1024)).toBe(
      'Este archivo ocupa 30,3 MB; el máximo permitido es 25 MB.',
    );
  });

  it('in Arabic, with its dual', async () => {
    await activateLocale('ar');
    expect(quizSavedText(null, true)).toEqual({ title: 'أُنشئ الاختبار', description: 'أُضيف الاختبار إلى «اختبارات سريعة»: يراه المتعلّمون الآن.' });
    expect(checkQuizForm({ ...emptyQuizForm(), question: 'س' }).ok).toBe(false);
    expect(checkQuizForm({ ...emptyQuizForm(), question: 'س', choices: ['أ', 'ب', 'ج', 'د'], points: '500' })).toMatchObject({
      ok: false,
      problem: { title: 'لم يُحفظ', description: 'يُرجى تصحيح الحقلين المُعلَّمين' },
    });
    expect(videoLengthProblem(64, 3)).toContain('دقيقة واحدة أو أقل');
    expect(formatBytes(2)).toBe('بايتان');
  });
});
