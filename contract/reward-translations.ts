/**
 * Translations of the rewards, their pack items, the course materials and the income disclosure
 * (docs/decisions.md, "Languages": content translations): an admin writes each one's Spanish or
 * Arabic version beside the English source; the reads (GET /api/settings, a learner's claimed
 * rewards, a course's materials) serve each in the reader's language, English where there is none,
 * with `lang` saying which. The limits are the source fields' (reward-delivery.ts, materials.ts,
 * settings.ts).
 */
import * as z from 'zod/mini';

import { claimReasonField } from './claims.ts';
import { idParam, requiredText } from './fields.ts';
import { REWARD_ID, REWARD_ID_MESSAGE } from './reward-delivery.ts';
import { route } from './route.ts';
import { TRANSLATION_LOCALES, translationLocaleParam } from './translations.ts';
import { messageSchema } from './user.ts';

const optionalText = (max: number, tooLong: string) => z.string({ error: 'The text must be text' }).check(z.trim(), z.maxLength(max, tooLong));

/** A reward's title and description (no reason: flagged text is refused, as for the English). */
export const rewardTranslationBody = z.object({
  title: requiredText('The translated title is required', 100, 'Title must be at most 100 characters'),
  description: z._default(optionalText(300, 'Description must be at most 300 characters'), ''),
});
export type RewardTranslationInput = z.input<typeof rewardTranslationBody>;

export const packItemTranslationBody = z.object({
  title: requiredText('The translated title is required', 120, 'Title must be at most 120 characters'),
  body: requiredText('The translated text is required', 5000, 'Text must be at most 5000 characters'),
  claimReason: claimReasonField,
});
export type PackItemTranslationInput = z.input<typeof packItemTranslationBody>;

export const materialTranslationBody = z.object({
  title: requiredText('The translated title is required', 200, 'Material title must be at most 200 characters'),
  description: z._default(optionalText(2000, 'Description must be at most 2000 characters'), ''),
  claimReason: claimReasonField,
});
export type MaterialTranslationInput = z.input<typeof materialTranslationBody>;

export const disclosureTranslationBody = z.object({
  typicalCosts: z._default(optionalText(300, 'Typical costs must be at most 300 characters'), ''),
  source: requiredText('The translated source is required', 300, 'The source must be at most 300 characters'),
});
export type DisclosureTranslationInput = z.input<typeof disclosureTranslationBody>;

/** `outOfDate`: the English changed since this translation was saved (docs/decisions.md, "Languages"). */
const saved = { locale: z.enum(TRANSLATION_LOCALES), updatedAt: z.string(), outOfDate: z.boolean() };

export const rewardTranslationSchema = z.object({ rewardType: z.string(), title: z.string(), description: z.string(), ...saved });
export const packItemTranslationSchema = z.object({
  itemId: z.number(),
  title: z.string(),
  body: z.string(),
  /** Flagged text saved with a reason (buyers read it); flagged without one, buyers read the English. */
  claimOverridden: z.boolean(),
  ...saved,
});
export const materialTranslationSchema = z.object({ materialId: z.number(), title: z.string(), description: z.string(), ...saved });
export const disclosureTranslationSchema = z.object({ typicalCosts: z.string(), source: z.string(), ...saved });

/** Each language the text has a translation in, as the content manager reads them to edit. */
const byLanguage = <T extends z.ZodMiniType>(schema: T) => z.object({ es: z.optional(schema), ar: z.optional(schema) });
export const rewardTranslationsSchema = byLanguage(rewardTranslationSchema);
export type RewardTranslations = z.output<typeof rewardTranslationsSchema>;
export const packItemTranslationsSchema = byLanguage(packItemTranslationSchema);
export type PackItemTranslations = z.output<typeof packItemTranslationsSchema>;
export const materialTranslationsSchema = byLanguage(materialTranslationSchema);
export type MaterialTranslations = z.output<typeof materialTranslationsSchema>;
export const disclosureTranslationsSchema = byLanguage(disclosureTranslationSchema);
export type DisclosureTranslations = z.output<typeof disclosureTranslationsSchema>;

const rewardParam = { rewardType: z.string().check(z.regex(REWARD_ID, REWARD_ID_MESSAGE)) };
const answer = <T extends z.ZodMiniType>(schema: T) => z.extend(messageSchema, { translation: schema });

export const rewardTranslationRoutes = {
  rewardTranslations: route({
    method: 'GET',
    path: '/api/admin/rewards/:rewardType/translations',
    access: 'admin',
    params: rewardParam,
    response: rewardTranslationsSchema,
  }),
  putRewardTranslation: route({
    method: 'PUT',
    path: '/api/admin/rewards/:rewardType/translations/:locale',
    access: 'admin',
    params: { ...rewardParam, locale: translationLocaleParam },
    body: rewardTranslationBody,
    response: answer(rewardTranslationSchema),
  }),
  deleteRewardTranslation: route({
    method: 'DELETE',
    path: '/api/admin/rewards/:rewardType/translations/:locale',
    access: 'admin',
    params: { ...rewardParam, locale: translationLocaleParam },
    response: messageSchema,
  }),
  packItemTranslations: route({
    method: 'GET',
    path: '/api/admin/reward-pack-items/:itemId/translations',
    access: 'admin',
    params: { itemId: idParam },
    response: packItemTranslationsSchema,
  }),
  putPackItemTranslation: route({
    method: 'PUT',
    path: '/api/admin/reward-pack-items/:itemId/translations/:locale',
    access: 'admin',
    params: { itemId: idParam, locale: translationLocaleParam },
    body: packItemTranslationBody,
    response: answer(packItemTranslationSchema),
  }),
  deletePackItemTranslation: route({
    method: 'DELETE',
    path: '/api/admin/reward-pack-items/:itemId/translations/:locale',
    access: 'admin',
    params: { itemId: idParam, locale: translationLocaleParam },
    response: messageSchema,
  }),
  materialTranslations: route({
    method: 'GET',
    path: '/api/course-materials/:id/translations',
    access: 'admin',
    params: { id: idParam },
    response: materialTranslationsSchema,
  }),
  putMaterialTranslation: route({
    method: 'PUT',
    path: '/api/course-materials/:id/translations/:locale',
    access: 'admin',
    params: { id: idParam, locale: translationLocaleParam },
    body: materialTranslationBody,
    response: answer(materialTranslationSchema),
  }),
  deleteMaterialTranslation: route({
    method: 'DELETE',
    path: '/api/course-materials/:id/translations/:locale',
    access: 'admin',
    params: { id: idParam, locale: translationLocaleParam },
    response: messageSchema,
  }),
  disclosureTranslations: route({
    method: 'GET',
    path: '/api/admin/income-disclosure/translations',
    access: 'admin',
    response: disclosureTranslationsSchema,
  }),
  putDisclosureTranslation: route({
    method: 'PUT',
    path: '/api/admin/income-disclosure/translations/:locale',
    access: 'admin',
    params: { locale: translationLocaleParam },
    body: disclosureTranslationBody,
    response: answer(disclosureTranslationSchema),
  }),
  deleteDisclosureTranslation: route({
    method: 'DELETE',
    path: '/api/admin/income-disclosure/translations/:locale',
    access: 'admin',
    params: { locale: translationLocaleParam },
    response: messageSchema,
  }),
};
