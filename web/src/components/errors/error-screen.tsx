import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { TrainIcon } from '@/components/ui/icons';
import { useT } from '@/i18n';

interface ErrorScreenProps {
  title: string;
  message?: string;
  onRetry?: () => void;
  /** The retry button's words (default: "Try again" in the screen's language). */
  retryLabel?: string;
  children?: ReactNode;
}

/** A full-page message for states that stop a screen: errors, not found, no access. */
export function ErrorScreen({ title, message, onRetry, retryLabel, children }: ErrorScreenProps) {
  const t = useT();
  return (
    <Center minH="60vh" px="4" py="12">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Box p="4" borderRadius="full" bg="gold.100" color="brand.800">
          <TrainIcon boxSize="12" />
        </Box>
        <Heading as="h1" size="2xl" color="brand.800">
          {title}
        </Heading>
        {message ? <Text color="fg.muted">{message}</Text> : null}
        {onRetry ? (
          <Button colorPalette="brand" onClick={onRetry}>
            {retryLabel ?? t('error.retry')}
          </Button>
        ) : null}
        {children}
      </Stack>
    </Center>
  );
}
