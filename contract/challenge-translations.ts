/**
 * A daily challenge's Spanish or Arabic title and description (docs/decisions.md, "Languages":
 * content translations), written by an admin beside the English source; the challenge reads
 * (challenges.ts) serve each challenge in the reader's language, English where it has none, with
 * `lang` saying which. The limits are the source fields' (challenges.ts `challengeBody`); a
 * challenge that has a description needs it translated too (the route checks, it knows the source).
 */
import * as z from 'zod/mini';

import { idParam, requiredText } from './fields.ts';
import { route } from './route.ts';
import { TRANSLATION_LOCALES } from './translations.ts';
import { messageSchema } from './user.ts';

export const challengeTranslationBody = z.object({
  title: requiredText('The translated title is required', 200, 'The title must be at most 200 characters'),
  description: z.pipe(
    z.nullish(z.string({ error: 'The description must be text' }).check(z.trim(), z.maxLength(2000, 'The description must be at most 2000 characters'))),
    z.transform((value: string | null | undefined) => value ?? ''),
  ),
});
export type ChallengeTranslationInput = z.input<typeof challengeTranslationBody>;

/** Refused when the English has a description and the translation leaves it out. */
export const CHALLENGE_DESCRIPTION_REQUIRED = 'The translated description is required: the challenge has one in English';

export const challengeTranslationSchema = z.object({
  challengeId: z.number(),
  locale: z.enum(TRANSLATION_LOCALES),
  title: z.string(),
  description: z.string(),
  updatedAt: z.string(),
  /** The English changed since this translation was saved (docs/decisions.md, "Languages"). */
  outOfDate: z.boolean(),
});

/** A challenge's translations as an admin reads them to edit: each language it has one in. */
export const challengeTranslationsSchema = z.object({
  es: z.optional(challengeTranslationSchema),
  ar: z.optional(challengeTranslationSchema),
});
export type ChallengeTranslations = z.output<typeof challengeTranslationsSchema>;

const params = {
  challengeId: idParam,
  locale: z.enum(TRANSLATION_LOCALES, { error: 'The language must be es or ar (English is the challenge itself)' }),
};

export const challengeTranslationRoutes = {
  challengeTranslations: route({
    method: 'GET',
    path: '/api/challenges/:challengeId/translations',
    access: 'admin',
    params: { challengeId: idParam },
    response: challengeTranslationsSchema,
  }),
  putChallengeTranslation: route({
    method: 'PUT',
    path: '/api/challenges/:challengeId/translations/:locale',
    access: 'admin',
    params,
    body: challengeTranslationBody,
    response: z.extend(messageSchema, { translation: challengeTranslationSchema }),
  }),
  deleteChallengeTranslation: route({
    method: 'DELETE',
    path: '/api/challenges/:challengeId/translations/:locale',
    access: 'admin',
    params,
    response: messageSchema,
  }),
};
