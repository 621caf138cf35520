/**
 * Typed reading and validation of request parameters, with GoTrue's rules and messages: a field of
 * the wrong JSON type is a 400 bad_json (Go's json.Unmarshal refuses it), emails and phones are
 * checked and normalised as in internal/api/mail.go and phone.go.
 */
import { badRequest, validationFailed } from './errors';
import type { JsonObject } from './http';

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** A request body read as one of GoTrue's params structs (the name only shows in error messages). */
export class Params {
  constructor(
    private readonly body: JsonObject,
    private readonly structName: string,
  ) {}

  private mismatch(name: string, goType: string, value: unknown): never {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonType(value)} into Go struct field ${this.structName}.${name} of type ${goType}`,
    );
  }

  /** A string field; absent or null reads as "" (a Go string). */
  string(name: string): string {
    return this.optionalString(name) ?? '';
  }

  /** A string field that distinguishes "not sent" (undefined) from "" (a Go *string). */
  optionalString(name: string): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') this.mismatch(name, 'string', value);
    return value;
  }

  /** An object field (a Go map); absent or null reads as undefined. */
  object(name: string): JsonObject | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) this.mismatch(name, 'map[string]interface {}', value);
    return value as JsonObject;
  }

  /** A boolean field; absent or null reads as false. */
  bool(name: string): boolean {
    const value = this.body[name];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') this.mismatch(name, 'bool', value);
    return value;
  }
}

// badoux/checkmail's format check, which GoTrue's validateEmail uses.
const EMAIL_FORMAT = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Checks an email address and returns it lower-cased, as GoTrue stores it. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** Normalises a phone number to E.164 digits without "+", or refuses it. */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '').replaceAll(' ', '');
  if (!/^[1-9]\d{1,14}$/.test(digits)) throw validationFailed('Invalid phone number format (E.164 required)');
  return digits;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

const DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Milliseconds of a Go duration string ("24h", "1h30m", "90s"), the format of the admin API's
 * `ban_duration`; "none" is 0 (lifts a ban).
 */
export function parseBanDuration(text: string): number {
  if (text === 'none') return 0;
  const pattern = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/y;
  let total = 0;
  let index = 0;
  while (index < text.length) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match) throw validationFailed(`invalid format for ban duration: time: invalid duration "${text}"`);
    total += Number(match[1]) * (DURATION_UNITS[match[2] as string] ?? 0);
    index = pattern.lastIndex;
  }
  if (text.length === 0) throw validationFailed('invalid format for ban duration: time: invalid duration ""');
  return total;
}
