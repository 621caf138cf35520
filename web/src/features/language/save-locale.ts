/**
 * Saves a signed-in learner's language to their profile, so it follows them to every device
 * (docs/product.md#language). Loaded only when a signed-in learner picks a language: the landing
 * page's first scripts stay without the api client.
 */
import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import type { Locale } from '@/i18n';
import type { User } from '@contract';

export async function saveLocale(user: User, locale: Locale): Promise<void> {
  const answer = await callRoute(routes.updateProfile, { params: { id: user.id }, body: { name: user.name, phone: user.phone ?? '', locale } });
  setCurrentUser(answer.user);
}
