import type pg from 'pg';
import type { StackKeys } from '../keys';

export interface AuthOptions {
  /** Postgres superuser pool. */
  pool: pg.Pool;
  /** Signs and verifies ES256 JWTs; its public key is the JWKS. */
  keys: StackKeys;
  /** The `iss` of access tokens, e.g. http://127.0.0.1:54321/auth/v1. */
  issuer: string;
  /** Access-token lifetime in seconds (config.toml [auth] jwt_expiry). */
  jwtExpiry: number;
  /** config.toml [auth] minimum_password_length. */
  minimumPasswordLength: number;
  /** Seconds during which a just-rotated refresh token may be presented again (config.toml). */
  refreshTokenReuseInterval: number;
  siteUrl: string;
  /** Where server-side failures are reported (never with passwords or tokens); default stderr. */
  log?: (line: string) => void;
}
