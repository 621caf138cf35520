/** What the content manager's saves say while a course is a draft, and which field a flagged claim is in. */
import { describe, expect, it } from 'vitest';

import { claimFields } from '../claim-review';
import { courseSavedText, quizSavedText, SAVED_AS_DRAFT } from '../course-publish';

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
      expect(text.description).not.toContain(SAVED_AS_DRAFT);
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
