/**
 * A screen's one offline line (docs/product.md#install-the-app, "Offline"): shown while the browser
 * has no network, saying what the screen shows and what waits for the connection, once for the
 * screen, so its items need not each repeat that the server cannot be reached.
 */
import { Text, type TextProps } from '@chakra-ui/react';

import { useOnline } from '@/hooks/use-online';

export function OfflineNote({ children, testId, ...props }: { children: string; testId: string } & TextProps) {
  if (useOnline()) return null;
  return (
    <Text role="status" px="3" py="2" borderRadius="lg" bg="gold.100" color="gold.900" fontSize="sm" fontWeight="semibold" data-testid={testId} {...props}>
      {children}
    </Text>
  );
}
