/**
 * Signed URLs for a file in a private Storage bucket (course materials, delivered rewards): one to
 * open it in the browser, or one that downloads it under its original name. Kept a little shorter
 * than they are valid, so a link on screen never points at an expired URL. Asked for only online: a
 * request that cannot be made would leave a failure behind, and a screen opened offline asks once the
 * network returns.
 */
import { useQuery } from '@tanstack/react-query';

import { useOnline } from '@/hooks/use-online';
import { queryKeys } from '@/lib/query-keys';
import { SIGNED_URL_SECONDS, signedFileUrl } from '@/lib/storage-files';

export const useSignedFileUrl = (bucket: string, path: string, downloadAs: string | null = null, enabled = true) => {
  const online = useOnline();
  return useQuery({
    queryKey: queryKeys.signedFileUrl(bucket, path, downloadAs),
    queryFn: () => signedFileUrl(bucket, path, downloadAs ?? undefined),
    enabled: enabled && online,
    staleTime: (SIGNED_URL_SECONDS - 300) * 1000,
    refetchInterval: (SIGNED_URL_SECONDS - 300) * 1000,
    retry: 1,
  });
};
