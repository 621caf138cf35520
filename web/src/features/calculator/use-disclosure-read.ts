import { useSettings } from '@/hooks/use-settings';

import type { DisclosureRead } from './income';

/** The operator's income disclosure from GET /api/settings, as loading, failed (with a retry) or here. */
export function useDisclosureRead(): DisclosureRead {
  const settings = useSettings();
  if (settings.data) return { status: 'ready', disclosure: settings.data.incomeDisclosure };
  if (settings.isError) return { status: 'failed', retry: () => void settings.refetch() };
  return { status: 'loading' };
}
