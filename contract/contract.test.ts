import { describe, expect, it } from 'vitest';

import { routes } from './index.ts';
import { contractRouteFor } from './match.ts';
import { paramNames, pathOf, type RouteDef } from './route.ts';

const all = Object.entries(routes as Record<string, RouteDef>);

describe('the wire contract', () => {
  it('gives every path parameter a schema, and no schema without its parameter', () => {
    for (const [name, route] of all) {
      expect(Object.keys(route.params ?? {}).sort(), name).toEqual(paramNames(route.path).sort());
    }
  });

  it('declares each method and path once', () => {
    const keys = all.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds the route of a concrete request, a literal segment before a parameter', () => {
    expect(contractRouteFor('GET', '/api/leaderboard/me')).toBe(routes.myRank);
    expect(contractRouteFor('GET', '/api/leaderboard?limit=5')).toBe(routes.leaderboard);
    expect(contractRouteFor('POST', '/api/users/abc/course-progress/3/reset')).toBe(routes.resetProgress);
    expect(contractRouteFor('PATCH', '/api/courses/1')).toBeUndefined();
  });

  it('builds concrete paths, escaping values', () => {
    expect(pathOf(routes.resetQuiz.path, { id: 'a b', quizId: 7 })).toBe('/api/users/a%20b/quiz/7/reset');
    expect(() => pathOf(routes.getMission.path)).toThrow(/:id/);
  });

  it('keeps the forms\u2019 messages for the first failing rule', () => {
    const register = routes.register.body.safeParse({ name: ' ', email: 'x', password: '1' });
    expect(register.success || register.error.issues[0]?.message).toBe('Name, email, and password are required');
    const short = routes.register.body.safeParse({ name: 'A', email: 'a@b.co', password: '12345' });
    expect(short.success || short.error.issues[0]?.message).toBe('Password must be at least 6 characters');
    for (const email of ['bob@gmail', 'bob@gmail.', 'bob@.com']) {
      const noEnding = routes.register.body.safeParse({ name: 'A', email, password: 'secret1' });
      expect(noEnding.success || noEnding.error.issues[0]?.message).toBe('Please enter the whole email address, with its ending (such as name@gmail.com)');
    }
    const quiz = routes.createQuiz.body.safeParse({ question: 'Q?', choices: ['a', 'b', 'c', ''], correctAnswer: 0 });
    expect(quiz.success || quiz.error.issues[0]?.message).toBe('A quiz needs four non-empty choices');
  });

  it('normalises what the forms send; a new course is a draft unless told otherwise', () => {
    expect(routes.createCourse.body.parse({ title: ' T ', description: 'D', duration: ' 15 ' })).toEqual({
      title: 'T',
      description: 'D',
      category: 'training',
      duration: 15,
      videoUrl: null,
      isPublic: false,
    });
    expect(routes.createCourse.body.parse({ title: 'T', description: 'D', isPublic: true })).toMatchObject({ isPublic: true });
    expect(routes.createQuiz.body.parse({ question: 'Q', choices: ['a', 'b', 'c', 'd'], correctAnswer: 3 })).toMatchObject({
      points: null,
      courseId: null,
      explanation: '',
    });
    expect(routes.leaderboard.query.parse({})).toEqual({ limit: 10 });
    expect(routes.register.body.parse({ name: 'A', email: ' A@B.CO ', password: 'secret' }).email).toBe('a@b.co');
  });

  it('refuses links that are not http(s)', () => {
    const material = routes.addMaterial.body.safeParse({ title: 'W', courseId: 1, fileUrl: 'javascript:alert(1)' });
    expect(material.success || material.error.issues[0]?.message).toBe('File link must be an http:// or https:// address');
  });
});
