import { routes, type IncomeDisclosureInput } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Saves the income disclosure; the calculator reads it from GET /api/settings. */
export function useSaveIncomeDisclosure() {
  return useApiMutation({
    request: (input: IncomeDisclosureInput) => callRoute(routes.saveIncomeDisclosure, { body: input }),
    success: () => ({ title: 'Disclosure Saved', description: 'The calculator now opens on these figures.' }),
    failure: { title: 'Error', prefix: 'Failed to save the income disclosure' },
    invalidates: () => [queryKeys.settings, queryKeys.translationCoverage, queryKeys.disclosureTranslations],
  });
}
