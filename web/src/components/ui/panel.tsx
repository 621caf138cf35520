import { Box, Flex, Heading, type BoxProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

interface PanelProps extends Omit<BoxProps, 'title'> {
  /** Becomes the section's accessible name. */
  title: string;
  headingId: string;
  icon?: ComponentType<{ boxSize?: string }>;
  actions?: ReactNode;
  /** Inside a card of its own (a folding section of the content manager): no card, and an h3. */
  nested?: boolean;
  children: ReactNode;
}

/** A dashboard card: a titled section with an optional icon and header actions. */
export function Panel({ title, headingId, icon: PanelIcon, actions, nested = false, children, ...rest }: PanelProps) {
  const card = nested ? {} : { bg: 'white', borderRadius: 'card', boxShadow: 'card', p: { base: '4', md: '6' } };
  return (
    <Box as="section" aria-labelledby={headingId} minW="0" {...card} {...rest}>
      <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Flex align="center" gap="2" color="brand.800">
          {PanelIcon ? (
            <Box display="inline-flex" p="1.5" borderRadius="lg" bg="gold.100" color="gold.800">
              <PanelIcon boxSize="5" />
            </Box>
          ) : null}
          <Heading as={nested ? 'h3' : 'h2'} id={headingId} size={nested ? 'md' : 'lg'} tabIndex={-1} outline="none">
            {title}
          </Heading>
        </Flex>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
