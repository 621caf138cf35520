import { describe, expect, it } from 'vitest';
import { AuthError } from './errors';
import { Params, parseBanDuration, validateEmail, validatePhone } from './params';

function failure(run: () => unknown): AuthError {
  try {
    run();
  } catch (error) {
    if (error instanceof AuthError) return error;
    throw error;
  }
  throw new Error('expected an AuthError');
}

describe('Params', () => {
  const params = new Params({ email: 'a@b.co', password: null, data: { a: 1 }, flag: true, count: 3, list: [] }, 'SignupParams');

  it('reads strings, optional strings, objects and booleans with Go defaults', () => {
    expect(params.string('email')).toBe('a@b.co');
    expect(params.string('missing')).toBe('');
    expect(params.optionalString('password')).toBeUndefined();
    expect(params.object('data')).toEqual({ a: 1 });
    expect(params.object('missing')).toBeUndefined();
    expect(params.bool('flag')).toBe(true);
    expect(params.bool('missing')).toBe(false);
  });

  it('refuses a field of the wrong JSON type as bad_json, naming the field', () => {
    expect(failure(() => params.string('count'))).toMatchObject({ status: 400, code: 'bad_json' });
    expect(failure(() => params.string('count')).message).toContain('SignupParams.count of type string');
    expect(failure(() => params.object('list'))).toMatchObject({ code: 'bad_json' });
    expect(failure(() => params.bool('email'))).toMatchObject({ code: 'bad_json' });
  });
});

describe('validateEmail', () => {
  it('lower-cases a valid address', () => {
    expect(validateEmail('Ada.Lovelace+x@Example.COM')).toBe('ada.lovelace+x@example.com');
  });

  it.each([
    ['', 'An email address is required'],
    ['no-at-sign', 'Unable to validate email address: invalid format'],
    ['two@@example.com', 'Unable to validate email address: invalid format'],
    ["x'; drop table auth.users; --@example.com", 'Unable to validate email address: invalid format'],
    [`${'a'.repeat(250)}@x.com`, 'An email address is too long'],
  ])('refuses %j', (email, message) => {
    expect(failure(() => validateEmail(email))).toMatchObject({ status: 400, code: 'validation_failed', message });
  });
});

describe('validatePhone', () => {
  it('keeps E.164 digits without the plus', () => {
    expect(validatePhone('+1 555 000 1234')).toBe('15550001234');
  });

  it('refuses what is not E.164', () => {
    expect(failure(() => validatePhone('0123'))).toMatchObject({ code: 'validation_failed' });
    expect(failure(() => validatePhone('+1-555'))).toMatchObject({ code: 'validation_failed' });
  });
});

describe('parseBanDuration', () => {
  it('reads Go durations in milliseconds; "none" lifts the ban', () => {
    expect(parseBanDuration('24h')).toBe(86_400_000);
    expect(parseBanDuration('1h30m')).toBe(5_400_000);
    expect(parseBanDuration('1.5s')).toBe(1500);
    expect(parseBanDuration('none')).toBe(0);
  });

  it.each(['', '10', 'forever', '5 h', '1d'])('refuses %j', (text) => {
    expect(failure(() => parseBanDuration(text))).toMatchObject({ code: 'validation_failed' });
  });
});
