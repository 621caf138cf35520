/**
 * Field schemas several routes share. zod/mini keeps the web's bundle small; the function uses the
 * same schemas. A field's first failing check gives the message people see.
 */
import * as z from 'zod/mini';

import { EMAIL } from './rules.ts';

const MAX_INT = 2_147_483_647;

/** A whole number: `typeMessage` for a non-number, `message` for a fraction or out of range. */
export const wholeNumber = (typeMessage: string, message: string, min: number, max: number) =>
  z.number({ error: typeMessage }).check(
    z.refine((value) => Number.isInteger(value), message),
    z.gte(min, message),
    z.lte(max, message),
  );

/** Trimmed text of 1 to `max` characters. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** Text that must not be blank, checked before any other rule of the form (its message comes first). */
export const present = (message: string) => z.string({ error: message }).check(z.refine((value) => value.trim() !== '', message));

/** `schema`, or null for null, "" and blank text (a cleared form field means "none"). */
export const nullable = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value)),
    z.nullable(schema),
  );

/** An optional trimmed text field named `label`; blank or null counts as absent. */
export const optionalText = (max: number, label: string) =>
  z.pipe(
    z.transform((value: unknown) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value)),
    z.optional(z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
  );

/**
 * An http(s) link (video, file). Other schemes are refused: the app renders these as links, and a
 * `javascript:` URL there would run script in the viewer's session.
 */
export const httpUrl = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.maxLength(2000, 'Links must be at most 2000 characters'), z.regex(/^https?:\/\/\S+$/i, message)),
    z.url({ protocol: /^https?$/, error: message }),
  );

/** A positive integer id in a JSON body: a number, not a string. */
export const idField = (message: string) => wholeNumber(message, message, 1, MAX_INT);

/** A positive integer id from a path segment: digits only ("1e3", "01", "-1" and "1.5" are refused). */
export const idParam = z.pipe(
  z.string({ error: 'The id must be a positive whole number.' }).check(z.regex(/^[1-9][0-9]{0,9}$/, 'The id must be a positive whole number.')),
  z.pipe(z.transform(Number), z.number().check(z.lte(MAX_INT, 'The id is too large.'))),
);

/** A user id in a path. */
export const uuidParam = z.uuid('The user id is not valid.');

/** An e-mail address, trimmed and lower-cased; its domain needs a dot (rules.ts `EMAIL`). */
export const emailAddress = (invalid: string) =>
  z
    .string({ error: invalid })
    .check(
      z.trim(),
      z.maxLength(254, 'Email must be at most 254 characters'),
      z.regex(EMAIL.shape, invalid),
      z.regex(EMAIL.domain, EMAIL.noDomainEnding),
      z.toLowerCase(),
    );

/** An IANA time zone name as a browser reports it (Europe/Paris); the database decides whether it knows it. */
export const timeZoneField = z
  .string({ error: 'timeZone is required' })
  .check(z.trim(), z.minLength(1, 'timeZone is required'), z.maxLength(64, 'Unknown time zone'), z.regex(/^[A-Za-z0-9_+\-/]+$/, 'Unknown time zone'));

/**
 * The body of a route that counts the learner's day (a visit, a sign-in from an e-mailed link): the
 * browser's time zone, so the day is the learner's own; without it, the stored zone
 * (docs/product.md#login-streak).
 */
export const timeZoneBody = z.object({ timeZone: z.optional(timeZoneField) });
