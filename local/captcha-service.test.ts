// @vitest-environment node
/**
 * The CAPTCHA stand-in (local/captcha-service.ts) answers as the providers do: a token from a
 * rendered widget's site key, good for one siteverify; the providers' error codes for a missing or
 * wrong secret, a missing, unknown or spent token; Turnstile's always-failing test site key refused;
 * the widget script defines the provider's global. Through its own HTTP interface, no stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALWAYS_FAILING_SITE_KEY, startCaptchaService, type LocalCaptchaService } from './captcha-service';

let service: LocalCaptchaService;
beforeAll(async () => {
  service = await startCaptchaService({ host: '127.0.0.1', provider: 'turnstile', log: () => undefined });
});
afterAll(() => service.stop());

async function issue(sitekey: string) {
  const response = await fetch(`${service.origin}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sitekey }),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; expiresIn?: number; error?: string } };
}

async function siteverify(fields: Record<string, string>) {
  const response = await fetch(`${service.origin}/siteverify`, { method: 'POST', body: new URLSearchParams(fields) });
  return (await response.json()) as { success: boolean; 'error-codes': string[] };
}

describe('the CAPTCHA stand-in', () => {
  it("gives a token for the stack's site key, good for one siteverify with the secret", async () => {
    const { status, body } = await issue(service.siteKey);
    expect(status).toBe(200);
    expect(body.expiresIn).toBe(300);
    expect(await siteverify({ secret: service.secret, response: body.token!, remoteip: '127.0.0.1' })).toMatchObject({ success: true, 'error-codes': [] });
    expect(await siteverify({ secret: service.secret, response: body.token! })).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it("refuses as the providers do: no or a wrong secret, no or an unknown token; another site key or Turnstile's failing test key gets no token", async () => {
    const { body } = await issue(service.siteKey);
    expect(await siteverify({ response: body.token! })).toEqual({ success: false, 'error-codes': ['missing-input-secret'] });
    expect(await siteverify({ secret: 'not-the-secret', response: body.token! })).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect(await siteverify({ secret: service.secret })).toEqual({ success: false, 'error-codes': ['missing-input-response'] });
    expect(await siteverify({ secret: service.secret, response: 'XXXX.DUMMY.TOKEN.XXXX' })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    // The refusals above did not spend the token.
    expect((await siteverify({ secret: service.secret, response: body.token! })).success).toBe(true);
    expect((await issue('some-other-site-key')).status).toBe(400);
    expect((await issue(ALWAYS_FAILING_SITE_KEY)).status).toBe(403);
  });

  it("serves the widget script defining the provider's global, loadable cross-origin", async () => {
    const response = await fetch(service.scriptUrl);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain('window["turnstile"]');
    expect(script).toContain(`${service.origin}/token`.replace(/\/token$/, ''));
    const preflight = await fetch(`${service.origin}/token`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:3000' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});
