import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { TrainIcon } from '@/components/ui/icons';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Overflow `clip`, not `hidden`: it rounds the corners without becoming a scroll container, so the sign-up button can stick above the keyboard. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box maxW="md" mx="auto" bg="white" borderRadius="card" boxShadow="card" overflow="clip">
      <Box bgGradient="to-br" gradientFrom="brand.900" gradientTo="brand.700" color="white" px="6" py="6">
        <Stack gap="2" align="flex-start">
          <Box color="gold.300">
            <TrainIcon boxSize="8" />
          </Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="brand.100">{subtitle}</Text>
        </Stack>
      </Box>
      <Box p={{ base: '5', md: '6' }}>{children}</Box>
    </Box>
  );
}
