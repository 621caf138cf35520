import { describe, expect, it } from 'vitest';

import type { QueuedAction } from '@/lib/offline-queue';

import { waitingQuizId } from '../use-waiting-quizzes';

const action = (over: Partial<QueuedAction>): QueuedAction => ({
  key: 'k',
  userId: 'u1',
  path: '/api/users/u1/quiz-answers',
  method: 'POST',
  body: { quizId: 12, answer: 'B' },
  label: 'Answer Quiz 1 (Selling Basics)',
  subject: { kind: 'quiz', name: 'Quiz 1', where: 'Selling Basics', to: '/course/3?quiz=12' },
  queuedAt: 1,
  sentAt: null,
  error: null,
  ...over,
});

describe('the quiz an action waiting on this device answers', () => {
  it('is the quiz of a waiting answer', () => {
    expect(waitingQuizId(action({}))).toBe(12);
  });

  it('is none once the answer is sent or refused, nor for another action', () => {
    expect(waitingQuizId(action({ sentAt: 2 }))).toBeNull();
    expect(waitingQuizId(action({ error: 'Refused' }))).toBeNull();
    expect(waitingQuizId(action({ subject: undefined, body: { missionId: 1 } }))).toBeNull();
    expect(waitingQuizId(action({ body: null }))).toBeNull();
  });
});
