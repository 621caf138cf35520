import { describe, expect, it } from 'vitest';

import { ApiError, describeError } from '../api-client';

describe('describeError (the sentence a screen shows)', () => {
  it("shows the server's message, never the transport text", () => {
    const error = new ApiError(503, 'Service Unavailable', JSON.stringify({ message: 'The database is busy. Try again in a moment.' }));
    expect(error.message).toBe('503: {"message":"The database is busy. Try again in a moment."}');
    expect(describeError(error)).toBe('The database is busy. Try again in a moment.');
  });

  it('gives a sentence for the status when the server sent none', () => {
    expect(describeError(new ApiError(503, 'Service Unavailable', '<html>gateway</html>'))).toBe('The server is having trouble. Please try again in a moment.');
    expect(describeError(new ApiError(429, 'Too Many Requests', ''))).toBe('Too many requests. Please wait a moment and try again.');
    expect(describeError(new ApiError(401, 'Unauthorized', ''))).toBe('Your session has ended. Please log in again.');
    expect(describeError(new ApiError(418, "I'm a teapot", ''))).toBe('Something went wrong (error 418).');
  });

  it('says the connection failed for a network error, and keeps other errors as they are', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Could not reach the server. Check your connection and try again.');
    // supabase-js's Storage errors carry the browser's words (a signed URL asked offline).
    class StorageUnknownError extends Error {}
    for (const words of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']) {
      expect(describeError(new StorageUnknownError(words))).toBe('Could not reach the server. Check your connection and try again.');
    }
    expect(describeError(new Error('Quiz not found'))).toBe('Quiz not found');
    expect(describeError('nope')).toBe('Something went wrong.');
  });
});
