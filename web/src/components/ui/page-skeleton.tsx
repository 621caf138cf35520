/**
 * A signed-in page's loading shape (docs/performance.md#first-paint-of-a-route): the hero and two cards
 * of a learner's page, shown while the next page's code and first data load, so a route's first load
 * never paints a blank screen or a lone spinner.
 */
import { Skeleton, Stack } from '@chakra-ui/react';

import { useT } from '@/i18n';

export function PageSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" w="full" maxW="3xl" mx="auto" role="status" aria-label={t('shell.loadingPage')} data-testid="page-skeleton">
      <Skeleton height={{ base: '44', md: '52' }} borderRadius="card" />
      <Skeleton height="28" borderRadius="card" />
      <Skeleton height="28" borderRadius="card" />
    </Stack>
  );
}
