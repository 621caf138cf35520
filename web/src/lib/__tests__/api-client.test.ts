import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';

import { ApiError, apiRequest, errorMessage } from '../api-client';

describe('api client', () => {
  it('calls {supabaseUrl}/functions/v1 + the /api path with the anon key and JSON', async () => {
    const { calls } = mockApi({ 'POST /api/users/u1/invite': { body: { ok: true } } });
    const answer = await apiRequest('/api/users/u1/invite', { method: 'POST', body: { email: 'a@b.c' } });
    expect(answer).toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('http://supabase.test/functions/v1/api/users/u1/invite');
    expect(call?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      apikey: 'test-anon-key',
      authorization: 'Bearer test-anon-key',
    });
    expect(call?.body).toEqual({ email: 'a@b.c' });
    expect(call?.credentials).toBe('include');
  });

  it('turns a non-OK answer into "status: body text"', async () => {
    mockApi({ 'GET /api/missions/9': { status: 404, body: { message: 'Mission not found' } } });
    const error = await apiRequest('/api/missions/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Mission not found"}');
    expect((error as ApiError).serverMessage).toBe('Mission not found');
    expect(errorMessage(error, 'fallback')).toBe('Mission not found');
  });

  it('uses the status text when the body is empty, and throws on 401', async () => {
    mockApi({ 'GET /api/missions': { status: 401 } });
    const error = await apiRequest('/api/missions').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toMatch(/^401: /);
    expect(errorMessage(error, 'An error occurred')).toBe('An error occurred');
  });
});
