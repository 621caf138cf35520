/** The typed sign-in and sign-up addresses lead to the real auth screens, query kept (app/auth-aliases.ts). */
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { authAliasTarget } from '../auth-aliases';
import { routes } from '../router';

/** Where the app's route table takes `url`, once its loaders have run. */
async function landing(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

describe('the auth aliases in the route table', () => {
  it.each([
    ['/login', '/auth/login'],
    ['/signin', '/auth/login'],
    ['/sign-in', '/auth/login'],
    ['/register', '/auth/register'],
    ['/sign-up', '/auth/register'],
    ['/login?next=%2Fcourse%2F3', '/auth/login?next=%2Fcourse%2F3'],
    ['/login?redirect=%2Fleague', '/auth/login?next=%2Fleague'],
    ['/register?ref=ABC123&source=whatsapp', '/signup?ref=ABC123&source=whatsapp'],
    ['/sign-up?ref=ABC123', '/signup?ref=ABC123'],
  ])('%s leads to %s', async (url, target) => {
    expect(await landing(url)).toBe(target);
  });

  it('leaves /signup, a screen of its own, with its invitation', async () => {
    expect(await landing('/signup?ref=ABC123')).toBe('/signup?ref=ABC123');
  });

  it('still calls an unknown address unknown', async () => {
    expect(await landing('/logins')).toBe('/logins');
  });
});

describe('authAliasTarget', () => {
  it('keeps an explicit next over a redirect and drops the alias names', () => {
    expect(authAliasTarget('/login', '?redirect=%2Fteam&next=%2Fleague')).toBe('/auth/login?next=%2Fleague');
  });

  it('hands a redirect with the invitation on to the sign-up screen', () => {
    expect(authAliasTarget('/register', '?ref=X&redirectTo=%2Fteam')).toBe('/signup?ref=X&next=%2Fteam');
  });

  it('keeps an unsafe return address as given: the auth screen refuses it (features/auth/return-to.ts)', () => {
    expect(authAliasTarget('/login', '?redirect=https%3A%2F%2Fevil.example')).toBe('/auth/login?next=https%3A%2F%2Fevil.example');
  });
});
