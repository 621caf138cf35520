import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH, parsePushPayload } from '../pwa/push-payload';

describe('parsePushPayload', () => {
  it('reads the sender’s JSON', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'Streak at risk', body: 'One step keeps it.', url: '/dashboard?from=push', tag: 'streak' }))).toEqual({
      title: 'Streak at risk',
      body: 'One step keeps it.',
      url: '/dashboard?from=push',
      tag: 'streak',
    });
  });

  it('falls back to a plain reminder for an empty or malformed push, and keeps plain text as the body', () => {
    expect(parsePushPayload(undefined)).toEqual(DEFAULT_PUSH);
    expect(parsePushPayload('[1,2]')).toEqual(DEFAULT_PUSH);
    expect(parsePushPayload('Time for today')).toEqual({ ...DEFAULT_PUSH, body: 'Time for today' });
  });

  it('opens only a page of the app', () => {
    expect(parsePushPayload(JSON.stringify({ url: 'https://evil.example/' })).url).toBe('/dashboard');
    expect(parsePushPayload(JSON.stringify({ url: '//evil.example/' })).url).toBe('/dashboard');
  });
});
