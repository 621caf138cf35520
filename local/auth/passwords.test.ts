import { describe, expect, it } from 'vitest';
import { AuthError } from './errors';
import { assertStrongPassword, hashPassword, isBcryptHash, passwordWeakness, verifyPassword } from './passwords';

describe('password rules', () => {
  it('counts bytes, as GoTrue (Go len) does', () => {
    expect(passwordWeakness('12345', 6)).toEqual({ message: 'Password should be at least 6 characters.', reasons: ['length'] });
    expect(passwordWeakness('123456', 6)).toBeUndefined();
    expect(passwordWeakness('ééé', 6)).toBeUndefined(); // 6 bytes
  });

  it('refuses more than 72 bytes (bcrypt would silently ignore the rest)', () => {
    expect(() => passwordWeakness('x'.repeat(73), 6)).toThrow('Password cannot be longer than 72 characters');
  });

  it('assertStrongPassword throws 422 weak_password with the reasons', () => {
    try {
      assertStrongPassword('abc', 6);
      throw new Error('expected a weak password error');
    } catch (error) {
      expect(error).toBeInstanceOf(AuthError);
      expect(error).toMatchObject({ status: 422, code: 'weak_password', extra: { weak_password: { reasons: ['length'] } } });
    }
  });
});

// bcrypt at GoTrue's cost 10 in JavaScript is about 80 ms of CPU a hash or compare (a missing hash
// still costs a decoy compare), up to four a test: on two cores shared with the rest of the suite
// that is more than vitest's 5 s default (three misses at load average 30), not a hang.
describe('password hashes', { timeout: 30_000 }, () => {
  it('hashes with bcrypt cost 10 and the $2a$ prefix, and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$2a\$10\$/);
    expect(isBcryptHash(hash)).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });

  it('hashes at the cost it is given (the test stacks: 4), and a stored hash is checked at the cost it names', async () => {
    const cheap = await hashPassword('correct horse', 4);
    expect(cheap).toMatch(/^\$2a\$04\$/);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horse', cheap, 10)).toBe(true);
    expect(await verifyPassword('wrong horse', cheap, 4)).toBe(false);
  });

  it('never accepts a missing or malformed hash', async () => {
    expect(await verifyPassword('', '')).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('anything', null, 4)).toBe(false);
  });
});
