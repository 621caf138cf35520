import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AuthError, OAuthError, wantsVersionedErrors, writeError } from './errors';

function request(version?: string): IncomingMessage {
  return { headers: version === undefined ? {} : { 'x-supabase-api-version': version } } as unknown as IncomingMessage;
}

/** A response double that keeps what writeError writes. */
function response() {
  const written = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    headersSent: false,
    writeHead(status: number, headers: Record<string, string>) {
      written.status = status;
      written.headers = headers;
      return this;
    },
    end(body?: string) {
      written.body = body ?? '';
    },
  } as unknown as ServerResponse;
  return { res, written };
}

describe('wantsVersionedErrors', () => {
  it('is true for 2024-01-01 and later valid dates only', () => {
    expect(wantsVersionedErrors(request('2024-01-01'))).toBe(true);
    expect(wantsVersionedErrors(request('2025-06-30'))).toBe(true);
    expect(wantsVersionedErrors(request('2023-12-31'))).toBe(false);
    expect(wantsVersionedErrors(request('2024-13-45'))).toBe(false);
    expect(wantsVersionedErrors(request('yesterday'))).toBe(false);
    expect(wantsVersionedErrors(request())).toBe(false);
  });
});

describe('writeError', () => {
  const weak = new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } });

  it('writes {code, message} and echoes the version header when the client asks for 2024-01-01', () => {
    const { res, written } = response();
    writeError(request('2024-01-01'), res, weak);
    expect(written.status).toBe(422);
    expect(written.headers).toMatchObject({ 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': 'weak_password' });
    expect(JSON.parse(written.body)).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('writes the legacy {code: status, error_code, msg} otherwise', () => {
    const { res, written } = response();
    writeError(request(), res, new AuthError(400, 'invalid_credentials', 'Invalid login credentials'));
    expect(written.headers).not.toHaveProperty('X-Supabase-Api-Version');
    expect(written.headers['x-sb-error-code']).toBe('invalid_credentials');
    expect(JSON.parse(written.body)).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('writes OAuth errors as {error, error_description} with 400', () => {
    const { res, written } = response();
    writeError(request('2024-01-01'), res, new OAuthError('invalid_request', 'refresh_token required'));
    expect(written.status).toBe(400);
    expect(JSON.parse(written.body)).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
  });
});
