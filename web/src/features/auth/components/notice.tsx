import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A short message inside an auth card: `error` is announced at once (role alert), `success` and `info` politely. */
export function Notice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const palette = { success: 'green', error: 'red', info: 'brand' }[tone];
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      bg={`${palette}.50`}
      borderWidth="1px"
      borderColor={`${palette}.200`}
      color={`${palette}.900`}
      borderRadius="md"
      px="4"
      py="3"
      fontSize="sm"
      overflowWrap="anywhere"
    >
      {children}
    </Box>
  );
}
