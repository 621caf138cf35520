/**
 * One section of the content manager that folds (docs/product.md#content-manager): a card whose
 * heading is a disclosure button, with a summary line under it (the button's description), and the
 * section's forms and lists under them while open. The whole header takes the tap (the button's
 * ::after covers it), while the button's name stays its title. The body is mounted the first time it
 * opens and stays mounted when folded again, so nothing typed into a form is lost.
 */
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useState, type ComponentType, type ReactNode } from 'react';

import { ChevronDownIcon } from '@/components/ui/icons';

interface FoldSectionProps {
  /** The section's element id: `/content-manager#<id>` opens it. */
  id: string;
  title: string;
  icon: ComponentType<{ boxSize?: string }>;
  /** One line saying what the section holds now. */
  summary: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function FoldSection({ id, title, icon: SectionIcon, summary, open, onOpenChange, children }: FoldSectionProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const toggleId = `${id}-toggle`;
  const summaryId = `${id}-summary`;
  const bodyId = `${id}-body`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={toggleId}
      bg="white"
      borderRadius="card"
      boxShadow="card"
      minW="0"
      scrollMarginTop="4"
      data-testid="fold-section"
    >
      <Flex position="relative" align="center" gap="3" minH="16" px={{ base: '4', md: '6' }} py="3" borderRadius="card" _hover={{ bg: 'brand.50' }}>
        <Box display="inline-flex" p="1.5" borderRadius="lg" bg="gold.100" color="gold.800">
          <SectionIcon boxSize="5" />
        </Box>
        <Box flex="1" minW="0">
          <Heading as="h2" size="md" m="0" color="brand.800">
            <chakra.button
              id={toggleId}
              type="button"
              aria-expanded={open}
              aria-controls={bodyId}
              aria-describedby={summaryId}
              onClick={() => onOpenChange(!open)}
              textAlign="start"
              fontWeight="bold"
              cursor="pointer"
              scrollMarginTop="4"
              outline="none"
              css={{
                '&::after': { content: '""', position: 'absolute', inset: '0', borderRadius: 'card' },
                '&:focus-visible::after': { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
              }}
            >
              {title}
            </chakra.button>
          </Heading>
          <Text id={summaryId} fontSize="sm" lineHeight="short" color="fg.muted" overflowWrap="anywhere" data-testid="fold-summary">
            {summary}
          </Text>
        </Box>
        <ChevronDownIcon boxSize="5" color="brand.700" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s" />
      </Flex>
      <Box id={bodyId} hidden={!open} px={{ base: '4', md: '6' }} pb={{ base: '4', md: '6' }} pt="2">
        {mounted ? children : null}
      </Box>
    </Box>
  );
}
