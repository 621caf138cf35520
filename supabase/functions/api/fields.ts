/** Body fields several routers share. */
import { z } from 'zod';

/** `schema`, or null for null, "" and blank text (a cleared form field means "none"). */
export const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value), schema.nullable());

/**
 * An http(s) link (video, file). Other schemes are refused: the app renders these as links, and a
 * `javascript:` URL there would run script in the viewer's session.
 */
export const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, 'Links must be at most 2000 characters')
    .regex(/^https?:\/\/\S+$/i, message)
    .pipe(z.url({ protocol: /^https?$/, error: message }));
