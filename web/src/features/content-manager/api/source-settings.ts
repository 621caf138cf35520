/**
 * The settings in English, whatever the admin's language: the reward catalogue and the income
 * disclosure forms edit the English source, and GET /api/settings serves the reader's language
 * (docs/decisions.md, "Languages": content translations). Its key starts with the settings' key,
 * so what refreshes the settings refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys, type QueryKey } from '@/lib/query-keys';

export const sourceSettingsKey: QueryKey = [...queryKeys.settings, 'en'];

export const useSourceSettings = () =>
  useQuery(queryOptions({ queryKey: sourceSettingsKey, queryFn: ({ signal }) => callRoute(routes.settings, { signal, anonymous: true, language: 'en' }) }));
