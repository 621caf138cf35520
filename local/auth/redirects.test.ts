// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isRedirectAllowed, redirectTarget } from './redirects';

const opts = { siteUrl: 'http://127.0.0.1:3000', additionalRedirectUrls: ['https://app.example.com/auth/*', 'https://*.preview.example.com/**'] };

describe('isRedirectAllowed', () => {
  it("allows the site's host on any port and path, and what the allow list matches", () => {
    expect(isRedirectAllowed(opts, 'http://127.0.0.1:4000/auth/callback')).toBe(true);
    expect(isRedirectAllowed(opts, 'https://app.example.com/auth/callback')).toBe(true);
    expect(isRedirectAllowed(opts, 'https://pr-7.preview.example.com/auth/callback?x=1')).toBe(true);
  });

  it('refuses other hosts, paths outside a single-segment glob, and what is not a URL', () => {
    expect(isRedirectAllowed(opts, 'https://evil.example/steal')).toBe(false);
    expect(isRedirectAllowed(opts, 'https://app.example.com/auth/a/b')).toBe(false);
    expect(isRedirectAllowed(opts, 'https://app.example.com.evil.example/auth/x')).toBe(false);
    expect(isRedirectAllowed(opts, 'javascript:alert(1)')).toBe(false);
    expect(isRedirectAllowed(opts, '')).toBe(false);
  });
});

describe('redirectTarget', () => {
  const req = (referer?: string) => ({ headers: referer ? { referer } : {} }) as IncomingMessage;
  it('takes redirect_to when allowed, else the Referer when allowed, else the site URL', () => {
    expect(redirectTarget(opts, req(), new URL('http://x/verify?redirect_to=http%3A%2F%2F127.0.0.1%3A3000%2Fauth%2Fcallback'))).toBe(
      'http://127.0.0.1:3000/auth/callback',
    );
    expect(redirectTarget(opts, req('http://127.0.0.1:3000/auth/forgot-password'), new URL('http://x/recover?redirect_to=https%3A%2F%2Fevil.example'))).toBe(
      'http://127.0.0.1:3000/auth/forgot-password',
    );
    expect(redirectTarget(opts, req('https://evil.example/'), new URL('http://x/recover'))).toBe('http://127.0.0.1:3000');
  });
});
