/**
 * Which texts need their Spanish or Arabic (translation-needs.ts): the coverage's `needs` by text,
 * the marks' and choosers' words, and what a course's publish question says about its translations,
 * in English, Spanish and Arabic.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, i18n, setScreenTranslated, type Translate } from '@/i18n';
import type { TranslationCoverage } from '@contract';

import { checkChallengeTranslation, checkCourseTranslation, checkQuizTranslation } from '../translation-form';
import { courseTranslationCounts, coursePublishTranslationLine, needLabel, needsIndex, needsOf, optionLabel } from '../translation-needs';

const t: Translate = (id, values) => i18n._(id, values);
const counts = { translated: 0, outOfDate: 0, total: 0 };
const entry = (locale: 'es' | 'ar', needs: TranslationCoverage[number]['needs']): TranslationCoverage[number] => ({
  locale,
  translated: 0,
  outOfDate: 0,
  total: 0,
  needs,
  courses: counts,
  quizzes: counts,
  missions: counts,
  challenges: counts,
  rewards: counts,
  packItems: counts,
  materials: counts,
  incomeDisclosure: counts,
});
const coverage: TranslationCoverage = [
  entry('es', [
    { kind: 'courses', key: '5', state: 'outOfDate' },
    { kind: 'quizzes', key: '9', state: 'missing', courseId: 5 },
  ]),
  entry('ar', [
    { kind: 'courses', key: '5', state: 'missing' },
    { kind: 'quizzes', key: '9', state: 'missing', courseId: 5 },
    { kind: 'materials', key: '12', state: 'outOfDate', courseId: 5 },
    { kind: 'materials', key: '13', state: 'missing', courseId: 6 },
  ]),
];

afterEach(async () => {
  setScreenTranslated(false);
  await activateLocale('en');
});

describe('which texts need a translation', () => {
  it('finds each text’s needs, in every language or in one', () => {
    const index = needsIndex(coverage);
    expect(needsOf(index, 'courses', 5).map((need) => [need.locale, need.state])).toEqual([
      ['es', 'outOfDate'],
      ['ar', 'missing'],
    ]);
    expect(needsOf(index, 'quizzes', '9', 'ar')).toEqual([{ kind: 'quizzes', key: '9', state: 'missing', courseId: 5, locale: 'ar' }]);
    expect(needsOf(index, 'courses', 6)).toEqual([]);
    // Not read yet (or failed): no marks.
    expect(needsOf(needsIndex(undefined), 'courses', 5)).toEqual([]);
  });

  it.each([
    ['en', ['Spanish out of date', 'Arabic missing'], 'Talk to 10 people · Spanish out of date, Arabic missing'],
    ['es', ['Español: por actualizar', 'Árabe: sin traducir'], 'Talk to 10 people · Español: por actualizar, Árabe: sin traducir'],
    ['ar', ['الإسبانية: بحاجة إلى تحديث', 'العربية: بلا ترجمة'], 'Talk to 10 people · الإسبانية: بحاجة إلى تحديث، العربية: بلا ترجمة'],
  ] as const)('says what a text needs, once, in the admin’s language (%s)', async (locale, marks, option) => {
    await activateLocale(locale);
    const needs = [
      { locale: 'es', state: 'outOfDate' },
      { locale: 'ar', state: 'missing' },
    ] as const;
    expect(needs.map((need) => needLabel(t, need))).toEqual(marks);
    expect(optionLabel(t, 'Talk to 10 people', needs)).toBe(option);
    expect(optionLabel(t, 'Talk to 10 people', [])).toBe('Talk to 10 people');
  });

  it("counts a course's own texts, quizzes and materials per language, and says what learners see", async () => {
    const counted = courseTranslationCounts(coverage, { id: 5, quizIds: [9], materialIds: [12, 14] });
    expect(counted).toEqual([
      { locale: 'es', total: 4, missing: 1, outOfDate: 1 },
      { locale: 'ar', total: 4, missing: 2, outOfDate: 1 },
    ]);
    expect(counted.map(coursePublishTranslationLine)).toEqual([
      'Spanish: 3 of 4 texts translated, 1 out of date; learners reading Spanish see the English for the rest.',
      'Arabic: 2 of 4 texts translated, 1 out of date; learners reading Arabic see the English for the rest.',
    ]);
    // Every text current: nothing to say.
    expect(coursePublishTranslationLine({ locale: 'es', total: 3, missing: 0, outOfDate: 0 })).toBeNull();
    expect(coursePublishTranslationLine({ locale: 'es', total: 3, missing: 0, outOfDate: 2 })).toBe('Spanish: 3 of 3 texts translated, 2 out of date.');

    await activateLocale('es');
    setScreenTranslated(true);
    expect(coursePublishTranslationLine({ locale: 'ar', total: 5, missing: 2, outOfDate: 0 })).toBe(
      'Árabe: 3 de 5 textos traducidos; quienes leen en árabe ven el resto en inglés.',
    );
    await activateLocale('ar');
    expect(coursePublishTranslationLine({ locale: 'es', total: 5, missing: 2, outOfDate: 0 })).toBe(
      'الإسبانية: تُرجم 3 من 5 نصوص؛ ومن يقرؤون بالإسبانية يرون الباقي بالإنجليزية.',
    );
  });
});

describe("a translation form's check in the admin's language", () => {
  it('says the rule broken in Spanish and Arabic, never the English sentence; the English screen keeps the api’s words', async () => {
    expect(checkCourseTranslation({ title: ' ', description: 'x' })).toEqual({ ok: false, problem: 'The translated title is required' });
    await activateLocale('es');
    setScreenTranslated(true);
    expect(checkCourseTranslation({ title: ' ', description: 'x' })).toEqual({
      ok: false,
      problem: 'Falta un campo obligatorio. Rellénalo e inténtalo de nuevo.',
    });
    expect(checkCourseTranslation({ title: 'x'.repeat(201), description: 'x' })).toEqual({
      ok: false,
      problem: 'Un campo es demasiado largo: como máximo 200 caracteres.',
    });
    await activateLocale('ar');
    expect(checkChallengeTranslation('An English description')({ title: 'عنوان', description: '' })).toEqual({
      ok: false,
      problem: 'هناك حقل مطلوب فارغ. املأه وحاول مرة أخرى.',
    });
  });

  it('names the field by the label the form shows, when the form gives it', async () => {
    const labels: Record<string, string> = { title: 'Título en árabe', description: 'Descripción en árabe', 'choices.2': 'Opción C en árabe' };
    const labelOf = (path: readonly PropertyKey[]) => labels[path.map(String).join('.')];
    // The English screen keeps the api's sentence, which names the field itself.
    expect(checkCourseTranslation({ title: '', description: 'x' }, labelOf)).toEqual({ ok: false, problem: 'The translated title is required' });
    await activateLocale('es');
    setScreenTranslated(true);
    expect(checkCourseTranslation({ title: '', description: 'x' }, labelOf)).toEqual({
      ok: false,
      problem: 'El campo «Título en árabe» está vacío. Rellénalo e inténtalo de nuevo.',
    });
    expect(checkCourseTranslation({ title: 'x', description: 'x'.repeat(5001) }, labelOf)).toEqual({
      ok: false,
      problem: 'El campo «Descripción en árabe» es demasiado largo: como máximo 5000 caracteres.',
    });
    expect(checkQuizTranslation({ question: '¿Quién?', choices: ['a', 'b', ' ', 'd'], explanation: 'Porque sí.' }, labelOf)).toEqual({
      ok: false,
      problem: 'El campo «Opción C en árabe» está vacío. Rellénalo e inténtalo de nuevo.',
    });
    // The challenge's own rule (a description when the English has one) names it too.
    expect(checkChallengeTranslation('An English description')({ title: 'Reto', description: '' }, labelOf)).toEqual({
      ok: false,
      problem: 'El campo «Descripción en árabe» está vacío. Rellénalo e inténtalo de nuevo.',
    });
    await activateLocale('ar');
    expect(checkCourseTranslation({ title: '', description: 'x' }, () => 'العنوان بالعربية')).toEqual({
      ok: false,
      problem: 'الحقل «العنوان بالعربية» فارغ. املأه وحاول مرة أخرى.',
    });
  });
});
