import { describe, expect, it } from 'vitest';

import { i18n, type Translate } from '@/i18n';

import { greeting, greetingAround, isFirstDay } from '../greeting';

const t: Translate = (id, values) => i18n._(id, values);

const now = new Date('2026-11-24T08:30:00Z');

describe('the dashboard greeting', () => {
  it('says "Welcome" on the registration day (UTC)', () => {
    expect(isFirstDay({ createdAt: '2026-11-24T00:00:01Z' }, now)).toBe(true);
    expect(greeting(t, { name: 'Ada', createdAt: '2026-11-24T07:59:00+00:00' }, now)).toBe('Welcome, Ada!');
  });

  it('says "Welcome back" from the next UTC day on', () => {
    expect(greeting(t, { name: 'Ada', createdAt: '2026-11-23T23:59:59Z' }, now)).toBe('Welcome back, Ada!');
    expect(greeting(t, { name: 'Ada', createdAt: '2025-01-01T12:00:00Z' }, now)).toBe('Welcome back, Ada!');
  });

  it('says "Welcome back" when the registration time is unknown (a user stored by an older version)', () => {
    expect(greeting(t, { name: 'Ada' }, now)).toBe('Welcome back, Ada!');
    expect(greeting(t, { name: 'Ada', createdAt: 'not a date' }, now)).toBe('Welcome back, Ada!');
  });

  it('gives the words around the name, for the page to set the name apart (<bdi>)', () => {
    expect(greetingAround(t, { createdAt: '2025-01-01T12:00:00Z' }, now)).toEqual({ before: 'Welcome back, ', after: '!' });
    expect(greetingAround(t, { createdAt: '2026-11-24T07:59:00Z' }, now)).toEqual({ before: 'Welcome, ', after: '!' });
  });
});
