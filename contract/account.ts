/**
 * A learner's own account (docs/account-lifecycle.md): change the display name and phone, and delete the
 * account. E-mail and password are Supabase Auth's and change through supabase-js
 * (`auth.updateUser`), not through these routes.
 */
import * as z from 'zod/mini';

import { optionalText, uuidParam } from './fields.ts';
import { localeSchema } from './locale.ts';
import { route } from './route.ts';
import { messageSchema, userChangeSchema } from './user.ts';

/** What the person types to confirm that the account should go. */
export const DELETE_CONFIRMATION = 'DELETE';

export const profileBody = z.object({
  name: z.string({ error: 'Name is required' }).check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be at most 100 characters')),
  phone: optionalText(32, 'Phone'),
  /** The learner's language (docs/product.md#language): absent keeps it, null follows the browser. */
  locale: z.optional(z.nullable(localeSchema)),
});

export const deleteAccountBody = z.object({
  confirmation: z.string({ error: `Type ${DELETE_CONFIRMATION} to confirm` }).check(
    z.trim(),
    z.refine((value) => value === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm`),
  ),
});

const own = { id: uuidParam };

export const accountRoutes = {
  updateProfile: route({ method: 'PUT', path: '/api/users/:id/profile', access: 'own', params: own, body: profileBody, response: userChangeSchema }),
  deleteAccount: route({
    method: 'DELETE',
    path: '/api/users/:id',
    access: 'own',
    params: own,
    body: deleteAccountBody,
    response: messageSchema,
    effects: true,
  }),
};
