/**
 * config.toml's [auth.rate_limit] enforced as GoTrue enforces it (internal/api/apilimiter and
 * internal/ratelimit; docs/accounts.md#rate-limits):
 *   - per client address, a token bucket of 30 that refills at <limit> per 5 minutes, one bucket
 *     per endpoint family: `sign_in_sign_ups` for /signup, /recover, /resend and PUT /user (each
 *     its own bucket, as GoTrue's Signups/Recover/Resend/User limiters), `token_refresh` for every
 *     /token grant (password sign-ins included), `token_verifications` for /verify;
 *     over the limit: 429 over_request_rate_limit "Request rate limit reached";
 *   - `email_sent` mails an hour for the whole server (not per address), counted only when
 *     confirmations are on (GoTrue skips it with autoconfirm); over it: 429 over_email_send_rate_limit.
 * Locally two more guard the e-mailed codes (hosted has its own edge limits there): /verify with
 * an e-mail and a code spends a bucket of that e-mail too, and a few wrong codes for one e-mail
 * invalidate the codes it was sent (`WRONG_CODES_PER_EMAIL`).
 */
import { AuthError } from './errors';

export interface AuthRateLimits {
  /** [auth.rate_limit] email_sent: mails an hour. */
  emailSent: number;
  /** token_refresh: /token requests per 5 minutes per address. */
  tokenRefresh: number;
  /** sign_in_sign_ups: /signup, /recover, /resend, PUT /user requests per 5 minutes per address. */
  signInSignUps: number;
  /** token_verifications: /verify requests per 5 minutes per address (and, locally, per e-mail). */
  tokenVerifications: number;
}

/** The CLI's defaults for [auth.rate_limit] (what config.toml ships). */
export const DEFAULT_RATE_LIMITS: AuthRateLimits = { emailSent: 2, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 };

/** GoTrue's burst for every per-address limiter. */
export const BURST = 30;
const FIVE_MINUTES_S = 5 * 60;
const HOUR_MS = 60 * 60 * 1000;
/** Wrong codes for one e-mail after which its pending codes are void. */
export const WRONG_CODES_PER_EMAIL = 5;
/** Keys kept before idle (full) buckets are swept; GoTrue expires them after an hour idle. */
const SWEEP_AT = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * tollbooth's limiter (golang.org/x/time/rate under it): per key a bucket that starts full at
 * `burst` and refills at `perSecond`; a request takes one token or is refused.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  private refilled(bucket: Bucket, now: number): number {
    return Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
  }

  /** Takes one token for `key`; false when its bucket is empty. */
  take(key: string, now = Date.now()): boolean {
    if (this.buckets.size >= SWEEP_AT) this.sweep(now);
    const bucket = this.buckets.get(key);
    const tokens = bucket ? this.refilled(bucket, now) : this.burst;
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Forgets the buckets that have refilled completely (they hold nothing a new one would not). */
  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (this.refilled(bucket, now) >= this.burst) this.buckets.delete(key);
  }
}

/** GoTrue's IntervalLimiter: `events` per `intervalMs`, the count reset at each interval's start. */
export class IntervalLimiter {
  private start: number;
  private count = 0;

  constructor(
    private readonly events: number,
    private readonly intervalMs: number,
    now = Date.now(),
  ) {
    this.start = now;
  }

  allow(now = Date.now()): boolean {
    const passed = Math.floor((now - this.start) / this.intervalMs);
    if (passed > 0) {
      this.start += passed * this.intervalMs;
      this.count = 0;
    }
    if (this.count >= this.events) return false;
    this.count += 1;
    return true;
  }
}

/** Counts wrong codes per e-mail; `wrong` says when the budget is spent (and starts it afresh). */
export class WrongCodes {
  private readonly counts = new Map<string, number>();

  constructor(private readonly budget = WRONG_CODES_PER_EMAIL) {}

  /** Records a wrong code for `email`; true when this one spends the budget. */
  wrong(email: string): boolean {
    if (this.counts.size >= SWEEP_AT) this.counts.clear();
    const count = (this.counts.get(email) ?? 0) + 1;
    if (count >= this.budget) {
      this.counts.delete(email);
      return true;
    }
    this.counts.set(email, count);
    return false;
  }

  /** A right code ends the count. */
  right(email: string): void {
    this.counts.delete(email);
  }
}

export type AddressLimiter = 'signups' | 'recover' | 'resend' | 'user' | 'token' | 'verify';

export interface AuthLimiters {
  /** Per client address, by endpoint family. */
  address: Record<AddressLimiter, TokenBuckets>;
  /** /verify with an e-mail and a code, per e-mail. */
  verifyEmail: TokenBuckets;
  wrongCodes: WrongCodes;
  /** Mails sent, the whole server. */
  email: IntervalLimiter;
}

const per5Minutes = (limit: number) => new TokenBuckets(limit / FIVE_MINUTES_S, BURST);

export function createAuthLimiters(limits: AuthRateLimits): AuthLimiters {
  return {
    address: {
      signups: per5Minutes(limits.signInSignUps),
      recover: per5Minutes(limits.signInSignUps),
      resend: per5Minutes(limits.signInSignUps),
      user: per5Minutes(limits.signInSignUps),
      token: per5Minutes(limits.tokenRefresh),
      verify: per5Minutes(limits.tokenVerifications),
    },
    verifyEmail: per5Minutes(limits.tokenVerifications),
    wrongCodes: new WrongCodes(),
    email: new IntervalLimiter(limits.emailSent, HOUR_MS),
  };
}

export const requestRateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const emailRateLimited = () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');

/** Spends one request of `key` (an address or an e-mail) from `buckets`; 429 when it is spent. */
export function spendRequest(buckets: TokenBuckets, key: string | undefined): void {
  // GoTrue applies no limit when it cannot tell the client's address.
  if (key === undefined || key === '') return;
  if (!buckets.take(key)) throw requestRateLimited();
}
