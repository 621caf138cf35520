// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AuthError } from './errors';
import { BURST, createAuthLimiters, IntervalLimiter, spendRequest, TokenBuckets, WRONG_CODES_PER_EMAIL, WrongCodes } from './rate-limits';

describe('TokenBuckets (tollbooth: burst, then the refill rate)', () => {
  it('lets a burst through, refuses the next, and refills at the rate per second, per key', () => {
    const buckets = new TokenBuckets(0.1, BURST);
    const t0 = 1_000_000;
    for (let n = 0; n < BURST; n += 1) expect(buckets.take('a', t0)).toBe(true);
    expect(buckets.take('a', t0)).toBe(false);
    expect(buckets.take('b', t0)).toBe(true);
    expect(buckets.take('a', t0 + 9_000)).toBe(false);
    expect(buckets.take('a', t0 + 10_000)).toBe(true);
    expect(buckets.take('a', t0 + 10_000)).toBe(false);
  });

  it('never holds more than the burst, however long a key was idle', () => {
    const buckets = new TokenBuckets(1, 3);
    expect([1, 2, 3, 4].map(() => buckets.take('a', 5_000_000))).toEqual([true, true, true, false]);
    const later = 5_000_000 + 3_600_000;
    expect([1, 2, 3, 4].map(() => buckets.take('a', later))).toEqual([true, true, true, false]);
  });
});

describe('IntervalLimiter (GoTrue email_sent)', () => {
  it('allows `events` per interval, then none until the next interval starts', () => {
    const limiter = new IntervalLimiter(2, 3_600_000, 0);
    expect([limiter.allow(10), limiter.allow(20), limiter.allow(30)]).toEqual([true, true, false]);
    expect(limiter.allow(3_599_999)).toBe(false);
    expect(limiter.allow(3_600_000)).toBe(true);
  });

  it('with 0 events refuses every mail', () => {
    expect(new IntervalLimiter(0, 3_600_000, 0).allow(1)).toBe(false);
  });
});

describe('WrongCodes', () => {
  it('says when an e-mail has spent its wrong codes, and a right code starts the count afresh', () => {
    const codes = new WrongCodes();
    for (let n = 1; n < WRONG_CODES_PER_EMAIL; n += 1) expect(codes.wrong('a@x.test')).toBe(false);
    codes.right('a@x.test');
    for (let n = 1; n < WRONG_CODES_PER_EMAIL; n += 1) expect(codes.wrong('a@x.test')).toBe(false);
    expect(codes.wrong('b@x.test')).toBe(false);
    expect(codes.wrong('a@x.test')).toBe(true);
    expect(codes.wrong('a@x.test')).toBe(false);
  });
});

describe('spendRequest', () => {
  it("answers GoTrue's 429 over_request_rate_limit, and limits nobody it cannot tell apart", () => {
    const limits = createAuthLimiters({ emailSent: 2, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 });
    for (let n = 0; n < BURST; n += 1) spendRequest(limits.address.token, '198.51.100.7');
    let refused: unknown;
    try {
      spendRequest(limits.address.token, '198.51.100.7');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(() => spendRequest(limits.address.verify, '198.51.100.7')).not.toThrow();
    expect(() => spendRequest(limits.address.token, undefined)).not.toThrow();
  });
});
