import { routes, type IncomeDisclosureInput } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { shownT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Saves the income disclosure; the calculator reads it from GET /api/settings. */
export function useSaveIncomeDisclosure() {
  return useApiMutation({
    request: (input: IncomeDisclosureInput) => callRoute(routes.saveIncomeDisclosure, { body: input }),
    success: () => ({ title: shownT('cm.toast.disclosureSaved'), description: shownT('cm.toast.disclosureSavedText') }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.saveDisclosureFailed') },
    invalidates: () => [queryKeys.settings, queryKeys.translationCoverage, queryKeys.disclosureTranslations],
  });
}
