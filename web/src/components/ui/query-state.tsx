/**
 * The loading, error and empty states every data-backed section shows: every loading, empty and
 * error state has a screen (docs/product.md#errors-and-messages).
 */
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

export function LoadingState({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Stack gap="3" role="status" aria-live="polite">
      <Text color="fg.muted">{label}</Text>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height="10" borderRadius="md" />
      ))}
    </Stack>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <HStack role="alert" gap="3" p="4" borderRadius="md" bg="red.50" color="red.800" justify="space-between" wrap="wrap">
      <Text>{message}</Text>
      {onRetry ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      ) : null}
    </HStack>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Text color="fg.muted" textAlign="center" py="6">
      {message}
    </Text>
  );
}
