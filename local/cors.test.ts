// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedOrigins } from './cors';

describe('allowedOrigins', () => {
  it('is the site origin, its loopback twin and the extra origins; nothing else', () => {
    expect([...allowedOrigins('http://127.0.0.1:3000/', ' https://preview.example.com/path , not a url,')]).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'https://preview.example.com',
    ]);
    expect([...allowedOrigins('https://app.moneytrain.example', undefined)]).toEqual(['https://app.moneytrain.example']);
    expect(allowedOrigins(undefined, undefined).size).toBe(0);
  });
});
