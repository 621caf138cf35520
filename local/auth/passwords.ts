/**
 * Password rules and hashing as GoTrue applies them: lengths are counted in bytes (Go's len), at
 * most 72 (bcrypt's limit), hashes are bcrypt cost 10 with the `$2a$` prefix Go writes, which
 * pgcrypto's crypt() also reads (seed.sql makes demo users with crypt(pw, gen_salt('bf'))). The
 * test stacks hash at a lower cost (StackSettings.passwordHashCost; docs/decisions.md, "bcrypt cost
 * in the test stacks"); a stored hash is always checked at the cost it names.
 */
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './errors';

export const MAX_PASSWORD_BYTES = 72;
/** GoTrue's bcrypt cost, what `npm start` and hosted use. */
export const GOTRUE_BCRYPT_COST = 10;

export interface PasswordWeakness {
  message: string;
  reasons: string[];
}

/** Why a password is weak (too short), or undefined; throws if it is longer than bcrypt allows. */
export function passwordWeakness(password: string, minimumLength: number): PasswordWeakness | undefined {
  const bytes = Buffer.byteLength(password);
  if (bytes > MAX_PASSWORD_BYTES) throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  if (bytes < minimumLength) return { message: `Password should be at least ${minimumLength} characters.`, reasons: ['length'] };
  return undefined;
}

/** Refuses a password GoTrue would refuse on signup or change: 422 weak_password with its reasons. */
export function assertStrongPassword(password: string, minimumLength: number): void {
  const weakness = passwordWeakness(password, minimumLength);
  if (weakness) throw new AuthError(422, 'weak_password', weakness.message, { weak_password: { reasons: weakness.reasons } });
}

export async function hashPassword(password: string, cost = GOTRUE_BCRYPT_COST): Promise<string> {
  const salt = (await bcrypt.genSalt(cost)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

// Compared against when there is no hash to check, so an unknown email costs as long as a wrong
// password and response times do not tell which addresses have accounts: one per cost, the cost
// the server hashes at.
const decoyHashes = new Map<number, Promise<string>>();

export async function verifyPassword(password: string, hash: string | null | undefined, decoyCost = GOTRUE_BCRYPT_COST): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) {
    let decoy = decoyHashes.get(decoyCost);
    if (!decoy) {
      decoy = hashPassword(randomBytes(16).toString('hex'), decoyCost);
      decoyHashes.set(decoyCost, decoy);
    }
    await bcrypt.compare(password, await decoy);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** A random password for admin-created users sent without one (GoTrue makes a 64-character one). */
export function randomPassword(): string {
  return randomBytes(48).toString('base64url');
}

export function isBcryptHash(value: string): boolean {
  return /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(value);
}
