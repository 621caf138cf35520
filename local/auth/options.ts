import type pg from 'pg';
import type { StackKeys } from '../keys';
import type { AuthConfig } from '../supabase-config';
import type { AuthMailer } from './mail';
import type { AuthLimiters } from './rate-limits';

/**
 * What the auth server runs with: config.toml's [auth] settings as `AuthConfig` documents them
 * (jwt_expiry, minimum_password_length, site_url, additional_redirect_urls, and [auth.email]
 * enable_confirmations — which AUTH_CONFIRMATIONS=on|off overrides — double_confirm_changes,
 * require_current_password, otp_expiry, otp_length, max_frequency; [auth.rate_limit] as limiters;
 * the password verification hook), plus the stack's own parts.
 */
export interface AuthOptions extends Omit<AuthConfig, 'templates' | 'sender' | 'rateLimits'> {
  /** [auth.rate_limit]'s limiters, made by createAuthLimiters (local/auth/rate-limits.ts). */
  limits: AuthLimiters;
  /** Postgres superuser pool. */
  pool: pg.Pool;
  /** Signs and verifies ES256 JWTs; its public key is the JWKS. */
  keys: StackKeys;
  /** The `iss` of access tokens, e.g. http://127.0.0.1:54321/auth/v1. */
  issuer: string;
  /** Sends the auth e-mails (confirmation, recovery, e-mail change) through the stack's SMTP server. */
  mailer: AuthMailer;
  /**
   * Hosted Auth's IP address forwarding (`security_sb_forwarded_for_enabled`, a project setting
   * config.toml cannot hold; docs/operators.md#ip-address-forwarding): the client's address is
   * the Sb-Forwarded-For one when a request carries it. The gateway lets that header through only
   * with the secret key (local/client-address.ts).
   */
  sbForwardedFor: boolean;
  /**
   * The bcrypt cost of the hashes it writes: GoTrue's 10 (GOTRUE_BCRYPT_COST), lower in the test
   * stacks (StackSettings.passwordHashCost). Stored hashes are checked at the cost they name.
   */
  passwordHashCost: number;
  /** Where server-side failures are reported (never with passwords or tokens); default stderr. */
  log?: (line: string) => void;
}
