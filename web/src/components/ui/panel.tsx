import { Box, Flex, Heading, type BoxProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

interface PanelProps extends Omit<BoxProps, 'title'> {
  /** Becomes the section's accessible name. */
  title: string;
  headingId: string;
  icon?: ComponentType<{ boxSize?: string }>;
  actions?: ReactNode;
  children: ReactNode;
}

/** A dashboard card: a titled section with an optional icon and header actions. */
export function Panel({ title, headingId, icon: PanelIcon, actions, children, ...rest }: PanelProps) {
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderRadius="card" boxShadow="card" p={{ base: '4', md: '6' }} minW="0" {...rest}>
      <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Flex align="center" gap="2" color="brand.800">
          {PanelIcon ? (
            <Box display="inline-flex" p="1.5" borderRadius="lg" bg="gold.100" color="gold.800">
              <PanelIcon boxSize="5" />
            </Box>
          ) : null}
          <Heading as="h2" id={headingId} size="lg" tabIndex={-1} outline="none">
            {title}
          </Heading>
        </Flex>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
