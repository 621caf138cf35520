import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { failureToast, RATE_LIMITED_TITLE } from '../use-api-mutation';

const rateLimited = new ApiError(429, 'Too Many Requests', JSON.stringify({ message: 'Too many requests. Please wait 42 seconds and try again.' }));

describe('failure toasts', () => {
  it('a 429 shows the server message, whatever the screen would say', () => {
    for (const failure of [
      { title: 'Redeem failed', fallback: 'Something went wrong' },
      { title: 'Redeem failed', prefix: 'Could not redeem' },
      { title: 'Redeem failed', fixed: 'Please try again.' },
    ]) {
      expect(failureToast(failure, rateLimited)).toEqual({
        title: RATE_LIMITED_TITLE,
        description: 'Too many requests. Please wait 42 seconds and try again.',
        status: 'error',
      });
    }
  });

  it("a 429 with the database's own title keeps it (too many invitations)", () => {
    const invites = new ApiError(
      429,
      'Too Many Requests',
      JSON.stringify({ error: 'Too many invitations', message: 'You can send up to 20 invitations per hour. Please try again later.' }),
    );
    expect(failureToast({ title: 'Invite failed', fixed: 'x' }, invites)).toMatchObject({
      title: 'Too many invitations',
      description: 'You can send up to 20 invitations per hour. Please try again later.',
    });
  });

  it('other failures keep their rules', () => {
    const refused = new ApiError(409, 'Conflict', JSON.stringify({ error: 'Insufficient Tokens', message: 'You need at least 5 tokens.' }));
    expect(failureToast({ title: 'Redeem failed', fixed: 'Please try again.' }, refused)).toEqual({
      title: 'Redeem failed',
      description: 'Please try again.',
      status: 'error',
    });
  });

  it('a request that never reached the server says so in words, never "Failed to fetch"', () => {
    const offline = new TypeError('Failed to fetch');
    expect(failureToast({ title: 'Redeem failed', prefix: 'Could not redeem' }, offline)).toEqual({
      title: 'Redeem failed',
      description: 'Could not redeem: Could not reach the server. Check your connection and try again.',
      status: 'error',
    });
    expect(failureToast({ title: 'Save failed', fallback: 'Your changes were not saved.' }, offline)).toEqual({
      title: 'Save failed',
      description: 'Your changes were not saved.',
      status: 'error',
    });
  });
});
