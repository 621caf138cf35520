import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';

import { safeReturnPath, startPath } from '../return-to';

describe('the page a sign-in returns to', () => {
  it('follows a path of this app, with its query and hash', () => {
    expect(safeReturnPath('/course/3')).toBe('/course/3');
    expect(safeReturnPath('/courses?tab=mine#top')).toBe('/courses?tab=mine#top');
  });

  it('never leaves the app or goes back to an auth page', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'course/3',
      '/\u0009/evil.example',
      '/auth/login',
      '/auth/register?next=/x',
      '/signup?ref=A',
    ]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
  });

  it('without one, an administrator starts on the admin home and a learner on Today', () => {
    expect(startPath({ isAdmin: true })).toBe('/admin');
    expect(startPath({ isAdmin: false })).toBe('/dashboard');
  });

  it('is carried by the login and register links, encoded', () => {
    expect(paths.auth.getHref('login', '/course/3?x=1&y=2')).toBe('/auth/login?next=%2Fcourse%2F3%3Fx%3D1%26y%3D2');
    expect(paths.auth.getHref('register')).toBe('/auth/register');
  });
});
