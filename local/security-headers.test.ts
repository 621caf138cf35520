// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_PROVIDER_FACTS } from '../contract/captcha';
import { contentSecurityPolicy, securityHeaders } from './security-headers';
import { rootDir } from './settings';

/** The headers web/public/_headers gives every path (`/*`), by lower-case name. */
function hostedHeaders(): Record<string, string> {
  const lines = readFileSync(join(rootDir, 'web', 'public', '_headers'), 'utf8').split('\n');
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of lines) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      inAll = line.trim() === '/*';
      continue;
    }
    const [name, ...value] = line.trim().split(': ');
    if (inAll && name) headers[name.toLowerCase()] = value.join(': ');
  }
  return headers;
}

describe('security headers', () => {
  it('allow scripts from the app only, no eval, no framing, and connections to the Supabase project', () => {
    const csp = contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321/', https: false });
    const directives = Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives['script-src']).toBe("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['connect-src']).toBe("connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('add HSTS and upgrade-insecure-requests over https only', () => {
    expect(securityHeaders({ supabaseUrl: 'https://x.supabase.co', https: false })['strict-transport-security']).toBeUndefined();
    const https = securityHeaders({ supabaseUrl: 'https://x.supabase.co', https: true });
    expect(https['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(https['content-security-policy']).toContain("connect-src 'self' https://x.supabase.co wss://x.supabase.co");
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('let a CAPTCHA widget in only when given its origins: its scripts, frames, calls and styles; no frames otherwise', () => {
    const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    const without = directives(contentSecurityPolicy({ supabaseUrl: 'https://x.supabase.co', https: true }));
    expect(without['frame-src']).toBe("frame-src 'none'");
    const turnstile = directives(
      contentSecurityPolicy({ supabaseUrl: 'https://x.supabase.co', https: true, captcha: CAPTCHA_PROVIDER_FACTS.turnstile.cspOrigins }),
    );
    expect(turnstile['script-src']).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(turnstile['frame-src']).toBe('frame-src https://challenges.cloudflare.com');
    expect(turnstile['connect-src']).toBe("connect-src 'self' https://x.supabase.co wss://x.supabase.co");
    const hcaptcha = directives(
      contentSecurityPolicy({ supabaseUrl: 'https://x.supabase.co', https: true, captcha: CAPTCHA_PROVIDER_FACTS.hcaptcha.cspOrigins }),
    );
    expect(hcaptcha['style-src']).toBe("style-src 'self' 'unsafe-inline' https://hcaptcha.com https://*.hcaptcha.com");
    expect(hcaptcha['connect-src']).toBe("connect-src 'self' https://x.supabase.co wss://x.supabase.co https://hcaptcha.com https://*.hcaptcha.com");
  });

  it('are exactly what web/public/_headers gives hosted static hosting', () => {
    expect(hostedHeaders()).toEqual(securityHeaders({ supabaseUrl: 'https://*.supabase.co', https: true }));
  });
});
