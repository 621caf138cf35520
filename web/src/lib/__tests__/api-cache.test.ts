import { describe, expect, it } from 'vitest';
import { isApiRead, perUserCacheKey, tokenUser } from '../pwa/api-cache';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;
const API = 'https://abc.supabase.co/functions/v1/api';

describe('the service worker’s copy of api reads', () => {
  it('keeps only GETs of the api function', () => {
    expect(isApiRead('GET', new URL(`${API}/users/u1/courses`))).toBe(true);
    expect(isApiRead('POST', new URL(`${API}/users/u1/complete-mission`))).toBe(false);
    expect(isApiRead('GET', new URL('https://abc.supabase.co/auth/v1/user'))).toBe(false);
    expect(isApiRead('GET', new URL('https://abc.supabase.co/storage/v1/object/x'))).toBe(false);
  });

  it('names the user a bearer token is for, and anon for a key without a user or a broken token', () => {
    expect(tokenUser(`Bearer ${jwt({ sub: 'user-1', role: 'authenticated' })}`)).toBe('user-1');
    expect(tokenUser(`Bearer ${jwt({ role: 'anon' })}`)).toBe('anon');
    expect(tokenUser('Bearer sb_publishable_abc')).toBe('anon');
    expect(tokenUser('Bearer a.%%%.c')).toBe('anon');
    expect(tokenUser(null)).toBe('anon');
  });

  it('keys the same address differently for two users, so one never reads the other’s copy', () => {
    const as = (sub: string) => perUserCacheKey(new Request(`${API}/courses/1?x=1`, { headers: { Authorization: `Bearer ${jwt({ sub })}` } })).url;
    expect(as('user-1')).toBe(`${API}/courses/1?x=1&__mta_user=user-1`);
    expect(as('user-2')).not.toBe(as('user-1'));
  });
});
