import { describe, expect, it } from 'vitest';

import { testSettings } from '@/testing/mock-api';

import { checkCourseForm, courseFormValues, emptyCourseForm } from '../course-form';
import { checkIncomeDisclosureForm, incomeDisclosureFormValues } from '../income-disclosure-form';
import { canAddMaterial, emptyMaterialForm, hasFileOrLink, materialPayload, removeMaterialQuestion } from '../material-form';
import { checkQuizForm, choicesComplete, emptyQuizForm, GENERAL, parsePoints, quizFormValues, type QuizFormValues } from '../quiz-form';

const filledQuiz: QuizFormValues = {
  course: '7',
  question: '  What pays 15 tokens? ',
  choices: ['A course', ' A mission ', 'A quiz', 'A referral'],
  correctAnswer: 0,
  explanation: ' Finishing a course. ',
  points: '20',
};

describe('course form', () => {
  it('needs a title and a description, and names only the one that is missing', () => {
    expect(checkCourseForm(emptyCourseForm)).toEqual({
      ok: false,
      problem: { title: 'Missing Information', description: 'Please fill in title and description' },
      marks: {
        title: { title: 'Missing Information', text: 'Please fill in a title', missing: true },
        description: { title: 'Missing Information', text: 'Please fill in a description', missing: true },
      },
    });
    expect(checkCourseForm({ ...emptyCourseForm, title: 'Prospecting' })).toEqual({
      ok: false,
      problem: { title: 'Missing Information', description: 'Please fill in a description' },
      marks: { description: { title: 'Missing Information', text: 'Please fill in a description', missing: true } },
    });
    expect(checkCourseForm({ ...emptyCourseForm, title: '   ', description: 'About it' })).toMatchObject({
      ok: false,
      problem: { title: 'Missing Information', description: 'Please fill in a title' },
    });
  });

  it('marks every field that fails on one try, the line counting them', () => {
    const durationMark = { title: 'Invalid Duration', text: 'Enter the duration in whole minutes, or leave it empty.' };
    const videoMark = { title: 'Invalid Video Link', text: 'The video link must be an http:// or https:// address, or leave it empty.' };
    expect(checkCourseForm({ ...emptyCourseForm, title: 'T', description: 'D', duration: 'abc', videoUrl: 'not a url' })).toEqual({
      ok: false,
      problem: { title: 'Not Saved', description: 'Please fix the 2 fields marked' },
      marks: { duration: durationMark, videoUrl: videoMark },
    });
    // Missing and invalid together: the title is no longer shared, nor the sentence for title and description.
    expect(checkCourseForm({ ...emptyCourseForm, duration: '0' })).toMatchObject({
      ok: false,
      problem: { title: 'Not Saved', description: 'Please fix the 3 fields marked' },
      marks: { title: { missing: true }, description: { missing: true }, duration: durationMark },
    });
  });

  it('parses the duration to whole minutes when given and sends trimmed values', () => {
    const checked = checkCourseForm({ ...emptyCourseForm, title: ' Prospecting ', description: ' How ', duration: ' 15 ', videoUrl: ' https://v.example/1 ' });
    expect(checked).toEqual({
      ok: true,
      payload: { title: 'Prospecting', description: 'How', category: 'training', duration: 15, videoUrl: 'https://v.example/1' },
    });
    const base = { ...emptyCourseForm, title: 'T', description: 'D' };
    expect(checkCourseForm({ ...base, duration: '12.7' })).toMatchObject({ ok: true, payload: { duration: 12 } });
    expect(checkCourseForm({ ...base, duration: '' })).toMatchObject({ ok: true, payload: { duration: null, videoUrl: null } });
    expect(checkCourseForm({ ...base, duration: 'soon' })).toMatchObject({ ok: false, problem: { title: 'Invalid Duration' } });
    expect(checkCourseForm({ ...base, duration: '0' })).toMatchObject({ ok: false });
  });

  it("refuses a video link the api would refuse, with the api's rule in the admin's words", () => {
    const base = { ...emptyCourseForm, title: 'T', description: 'D' };
    const rule = 'The video link must be an http:// or https:// address, or leave it empty.';
    const invalid = {
      ok: false,
      problem: { title: 'Invalid Video Link', description: rule },
      marks: { videoUrl: { title: 'Invalid Video Link', text: rule } },
    };
    for (const link of ['youtube.com/watch?v=1', 'ftp://v.example/1', 'javascript:alert(1)', 'https://'])
      expect(checkCourseForm({ ...base, videoUrl: link })).toEqual(invalid);
    expect(checkCourseForm({ ...base, videoUrl: 'http://v.example/a.webm' })).toMatchObject({ ok: true, payload: { videoUrl: 'http://v.example/a.webm' } });
  });

  it('never sends isPublic: a new course is a draft, and publishing is its own action', () => {
    expect(checkCourseForm({ ...emptyCourseForm, title: 'T', description: 'D' })).toEqual({
      ok: true,
      payload: { title: 'T', description: 'D', category: 'training', duration: null, videoUrl: null },
    });
  });

  it('fills the form from a course in edit mode', () => {
    const values = courseFormValues({
      id: 3,
      title: 'T',
      description: 'D',
      category: 'bonus',
      duration: null,
      videoUrl: null,
      videoPath: null,
      captionsPath: null,
      isPublic: false,
      order: 1,
      lang: 'en',
      videoLang: 'en',
    });
    expect(values).toEqual({ title: 'T', description: 'D', category: 'bonus', duration: '', videoUrl: '' });
  });
});

describe('material form', () => {
  it('needs a title to add', () => {
    expect(canAddMaterial(emptyMaterialForm)).toBe(false);
    expect(canAddMaterial({ ...emptyMaterialForm, title: '  ' })).toBe(false);
    expect(materialPayload(4, { ...emptyMaterialForm, title: '  ' })).toBeNull();
    expect(materialPayload(4, { title: ' Script ', type: 'document', description: ' d ', fileUrl: ' ' })).toEqual({
      courseId: 4,
      title: 'Script',
      type: 'document',
      description: 'd',
      fileUrl: null,
    });
  });

  it('needs a file or a link to add: a title alone gives learners nothing to open', () => {
    const titled = { ...emptyMaterialForm, title: 'Follow-up planner' };
    expect(hasFileOrLink(titled, null)).toBe(false);
    expect(hasFileOrLink({ ...titled, fileUrl: '   ' }, null)).toBe(false);
    expect(hasFileOrLink({ ...titled, fileUrl: 'https://p.example/planner.pdf' }, null)).toBe(true);
    expect(hasFileOrLink(titled, new File(['%PDF-'], 'planner.pdf', { type: 'application/pdf' }))).toBe(true);
  });

  it('asks the exact confirmation before removing', () => {
    expect(removeMaterialQuestion('Warm Market Worksheet')).toBe('Remove "Warm Market Worksheet" from this course?');
  });
});

describe('quiz form', () => {
  it('starts with four empty choices, none marked correct, and the default points', () => {
    expect(emptyQuizForm()).toEqual({ course: GENERAL, question: '', choices: ['', '', '', ''], correctAnswer: null, explanation: '', points: '' });
    expect(emptyQuizForm('3').correctAnswer).toBeNull();
  });

  it('refuses a quiz whose right answer was not picked: "Pick the right answer"', () => {
    expect(checkQuizForm({ ...filledQuiz, correctAnswer: null })).toEqual({
      ok: false,
      problem: { title: 'Missing Information', description: 'Pick the right answer' },
      marks: { correctAnswer: { title: 'Missing Information', text: 'Pick the right answer', missing: true } },
    });
    expect(checkQuizForm({ ...filledQuiz, correctAnswer: 0 })).toMatchObject({ ok: true, payload: { correctAnswer: 0 } });
  });

  it('needs a question', () => {
    expect(checkQuizForm({ ...filledQuiz, question: '  ' })).toEqual({
      ok: false,
      problem: { title: 'Missing Information', description: 'Please enter a question' },
      marks: { question: { title: 'Missing Information', text: 'Please enter a question', missing: true } },
    });
  });

  it('marks every field that fails on one try: two missing share their title, points out of range does not', () => {
    expect(checkQuizForm({ ...filledQuiz, question: '', correctAnswer: null })).toMatchObject({
      ok: false,
      problem: { title: 'Missing Information', description: 'Please fix the 2 fields marked' },
      marks: { question: { text: 'Please enter a question' }, correctAnswer: { text: 'Pick the right answer' } },
    });
    expect(checkQuizForm({ ...filledQuiz, question: '', points: '500' })).toMatchObject({
      ok: false,
      problem: { title: 'Not Saved', description: 'Please fix the 2 fields marked' },
      marks: { question: { missing: true }, points: { title: 'Invalid Points', text: 'Points must be between 1 and 100' } },
    });
  });

  it('needs all four choices (the save button is disabled until then)', () => {
    expect(choicesComplete(filledQuiz)).toBe(true);
    expect(choicesComplete({ choices: ['a', 'b', ' ', 'd'] })).toBe(false);
    expect(choicesComplete({ choices: ['a', 'b', 'c'] })).toBe(false);
    expect(checkQuizForm({ ...filledQuiz, choices: ['a', 'b', '', 'd'] })).toMatchObject({ ok: false });
  });

  it('needs exactly one correct answer among the four', () => {
    expect(checkQuizForm({ ...filledQuiz, correctAnswer: 3 })).toMatchObject({ ok: true, payload: { correctAnswer: 3 } });
    expect(checkQuizForm({ ...filledQuiz, correctAnswer: 4 })).toMatchObject({ ok: false });
    expect(checkQuizForm({ ...filledQuiz, correctAnswer: -1 })).toMatchObject({ ok: false });
  });

  it('reads points as 1 to 100, the server default (null) when not a number', () => {
    expect(parsePoints('')).toBeNull();
    expect(parsePoints('abc')).toBeNull();
    expect(parsePoints(' 25 ')).toBe(25);
    expect(checkQuizForm({ ...filledQuiz, points: 'lots' })).toMatchObject({ ok: true, payload: { points: null } });
    expect(checkQuizForm({ ...filledQuiz, points: '1' })).toMatchObject({ ok: true, payload: { points: 1 } });
    expect(checkQuizForm({ ...filledQuiz, points: '100' })).toMatchObject({ ok: true, payload: { points: 100 } });
    const outOfRange = {
      ok: false,
      problem: { title: 'Invalid Points', description: 'Points must be between 1 and 100' },
      marks: { points: { title: 'Invalid Points', text: 'Points must be between 1 and 100' } },
    };
    expect(checkQuizForm({ ...filledQuiz, points: '0' })).toEqual(outOfRange);
    expect(checkQuizForm({ ...filledQuiz, points: '101' })).toEqual(outOfRange);
  });

  it('sends a null course for "general" and trimmed texts', () => {
    expect(checkQuizForm(filledQuiz)).toEqual({
      ok: true,
      payload: {
        courseId: 7,
        question: 'What pays 15 tokens?',
        choices: ['A course', 'A mission', 'A quiz', 'A referral'],
        correctAnswer: 0,
        explanation: 'Finishing a course.',
        points: 20,
      },
    });
    expect(checkQuizForm({ ...filledQuiz, course: GENERAL })).toMatchObject({ ok: true, payload: { courseId: null } });
  });

  it('fills the form from a quiz in edit mode', () => {
    const values = quizFormValues({
      id: 1,
      courseId: null,
      question: 'Q',
      choices: ['a', 'b', 'c', 'd'],
      points: 5,
      correctAnswer: 2,
      explanation: 'E',
      lang: 'en',
    });
    expect(values).toEqual({ course: GENERAL, question: 'Q', choices: ['a', 'b', 'c', 'd'], correctAnswer: 2, explanation: 'E', points: '5' });
  });
});

describe('income disclosure form', () => {
  // The form edits the English source: the language the settings mark it with is not part of what it saves.
  const { lang: _lang, ...kept } = testSettings.incomeDisclosure!;

  it('keeps the number of participants the figures cover, and asks for it on a disclosure kept without one', () => {
    const values = incomeDisclosureFormValues(kept);
    expect(values.participants).toBe('250000');
    expect(checkIncomeDisclosureForm(values)).toEqual({ ok: true, payload: { ...kept, typicalCosts: kept.typicalCosts } });
    expect(incomeDisclosureFormValues({ ...kept, participants: null }).participants).toBe('');
    expect(checkIncomeDisclosureForm({ ...values, participants: '' })).toMatchObject({ ok: false, problem: { title: 'Invalid Participants' } });
  });

  it.each(['0', '-5', '2.5', 'lots', '1e6', '2147483648'])('refuses %s participants', (participants) => {
    expect(checkIncomeDisclosureForm({ ...incomeDisclosureFormValues(kept), participants })).toMatchObject({
      ok: false,
      problem: { title: 'Invalid Participants' },
    });
  });
});
