/**
 * What a redeemed reward delivers (docs/product.md#rewards): the learner's claimed rewards with
 * their content or status, the pack items admins write, and the fulfilment queue where admins
 * deliver or refund the rewards a person fulfils. Admin-written text is checked for income claims
 * (see `claimReason`).
 */
import * as z from 'zod/mini';

import { claimReasonField } from './claims.ts';
import { idParam, requiredText, uuidParam } from './fields.ts';
import { localeSchema } from './locale.ts';
import { route } from './route.ts';
import { REDEMPTION_STATUSES, REWARD_FULFILMENTS } from './rules.ts';
import { catalogueRewardSchema } from './settings.ts';
import { messageSchema } from './user.ts';

/** The private Storage bucket for delivered files (docs/operators.md#storage-buckets). */
export const DELIVERY_BUCKET = 'reward-deliveries';

/** A delivered file's object name: `<redemption id>/<safe file name>`. */
export const DELIVERY_PATH = /^[1-9][0-9]{0,17}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const deliveryFileSchema = z.object({
  /** The object's name in the bucket. */
  path: z.string(),
  /** The name the admin's file had (offered when downloading). */
  name: z.string(),
});
export type DeliveryFile = z.output<typeof deliveryFileSchema>;

/** `lang`: the language of title and body as a buyer reads them (absent in the admins' lists, which are English). */
export const packItemSchema = z.object({ id: z.number(), title: z.string(), body: z.string(), lang: z.optional(localeSchema) });
export type PackItem = z.output<typeof packItemSchema>;

export const redemptionSchema = z.object({
  id: z.number(),
  rewardType: z.string(),
  title: z.string(),
  fulfilment: z.enum(REWARD_FULFILMENTS),
  cost: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  delivery: z.nullable(z.string()),
  deliveryFile: z.nullable(deliveryFileSchema),
  refundReason: z.nullable(z.string()),
  items: z.array(packItemSchema),
  /** The title's language for the learner who claimed it (absent in the admins' queue, which is English). */
  lang: z.optional(localeSchema),
});
export type Redemption = z.output<typeof redemptionSchema>;

export const queuedRedemptionSchema = z.extend(redemptionSchema, { learner: z.string(), learnerEmail: z.nullable(z.string()) });
export type QueuedRedemption = z.output<typeof queuedRedemptionSchema>;

export const adminPackItemSchema = z.extend(packItemSchema, {
  position: z.number(),
  /** Saved despite flagged claims, with a reason. */
  claimOverridden: z.boolean(),
});
export type AdminPackItem = z.output<typeof adminPackItemSchema>;

export const packSchema = z.object({
  rewardType: z.string(),
  title: z.string(),
  items: z.array(adminPackItemSchema),
  /** How many of the items a buyer gets (items with a flagged claim and no reason are withheld). */
  buyerItems: z.number(),
});
export type Pack = z.output<typeof packSchema>;

export const packItemBody = z.object({
  title: requiredText('Give the item a title.', 120, 'Title must be at most 120 characters'),
  body: requiredText('Write the text of the item.', 5000, 'Text must be at most 5000 characters'),
  claimReason: claimReasonField,
});
export type PackItemInput = z.input<typeof packItemBody>;

/** What was delivered: text, a file already uploaded to the delivery bucket, or both. */
export const fulfilBody = z
  .object({
    delivery: z.optional(requiredText('Describe what was delivered.', 10000, 'The delivery must be at most 10000 characters')),
    file: z.optional(
      z.object({
        path: z.string({ error: 'The file path is not valid' }).check(z.regex(DELIVERY_PATH, 'The file path is not valid')),
        name: requiredText('Give the file a name.', 200, 'File name must be at most 200 characters'),
      }),
    ),
  })
  .check(z.refine((body) => body.delivery !== undefined || body.file !== undefined, 'Describe what was delivered or attach the file.'));
export type Fulfilment = z.input<typeof fulfilBody>;
export const refundBody = z.object({
  reason: requiredText('Say why the reward cannot be delivered.', 500, 'The reason must be at most 500 characters'),
});

/** A reward's id and cost limits (the database checks the same: app.save_reward). */
export const REWARD_ID = /^[a-z][a-z_]{0,39}$/;
export const REWARD_ID_MESSAGE = 'A reward id is 1 to 40 lower-case letters or underscores, starting with a letter.';
export const REWARD_COST = { min: 1, max: 100000, message: 'The cost must be a whole number of tokens from 1 to 100000' } as const;

/** A reward added to the catalogue or changed by an admin (docs/product.md#rewards). */
export const rewardBody = z.object({
  title: requiredText('Give the reward a title.', 100, 'Title must be at most 100 characters'),
  description: z.string({ error: 'Description must be text' }).check(z.trim(), z.maxLength(300, 'Description must be at most 300 characters')),
  cost: z.int({ error: REWARD_COST.message }).check(z.gte(REWARD_COST.min, REWARD_COST.message), z.lte(REWARD_COST.max, REWARD_COST.message)),
  fulfilment: z.enum(REWARD_FULFILMENTS, { error: 'Fulfilment must be pack or manual' }),
});
export type RewardInput = z.input<typeof rewardBody>;
export const newRewardBody = z.extend(rewardBody, { id: z.string({ error: REWARD_ID_MESSAGE }).check(z.trim(), z.regex(REWARD_ID, REWARD_ID_MESSAGE)) });

const settled = z.extend(messageSchema, { redemption: redemptionSchema, emailSent: z.boolean() });

export const rewardDeliveryRoutes = {
  myRedemptions: route({ method: 'GET', path: '/api/users/:id/rewards', access: 'own', params: { id: uuidParam }, response: z.array(redemptionSchema) }),
  rewardPacks: route({ method: 'GET', path: '/api/admin/reward-packs', access: 'admin', response: z.array(packSchema) }),
  addPackItem: route({
    method: 'POST',
    path: '/api/admin/reward-packs/:rewardType/items',
    access: 'admin',
    params: { rewardType: z.string().check(z.regex(/^[a-z][a-z_]{0,39}$/, 'Unknown reward')) },
    body: packItemBody,
    response: z.extend(messageSchema, { item: adminPackItemSchema }),
    status: 201,
  }),
  updatePackItem: route({
    method: 'PUT',
    path: '/api/admin/reward-pack-items/:itemId',
    access: 'admin',
    params: { itemId: idParam },
    body: packItemBody,
    response: z.extend(messageSchema, { item: adminPackItemSchema }),
  }),
  removePackItem: route({
    method: 'DELETE',
    path: '/api/admin/reward-pack-items/:itemId',
    access: 'admin',
    params: { itemId: idParam },
    response: messageSchema,
  }),
  addReward: route({
    method: 'POST',
    path: '/api/admin/rewards',
    access: 'admin',
    body: newRewardBody,
    response: z.extend(messageSchema, { reward: catalogueRewardSchema }),
    status: 201,
  }),
  updateReward: route({
    method: 'PUT',
    path: '/api/admin/rewards/:rewardType',
    access: 'admin',
    params: { rewardType: z.string().check(z.regex(REWARD_ID, REWARD_ID_MESSAGE)) },
    body: rewardBody,
    response: z.extend(messageSchema, { reward: catalogueRewardSchema }),
  }),
  fulfilmentQueue: route({ method: 'GET', path: '/api/admin/fulfilments', access: 'admin', response: z.array(queuedRedemptionSchema) }),
  fulfilRedemption: route({
    method: 'POST',
    path: '/api/admin/fulfilments/:redemptionId/fulfil',
    access: 'admin',
    params: { redemptionId: idParam },
    body: fulfilBody,
    response: settled,
    effects: true,
  }),
  refundRedemption: route({
    method: 'POST',
    path: '/api/admin/fulfilments/:redemptionId/refund',
    access: 'admin',
    params: { redemptionId: idParam },
    body: refundBody,
    response: settled,
    effects: true,
  }),
};
