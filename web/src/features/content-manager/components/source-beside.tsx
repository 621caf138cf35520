/**
 * One translated field beside its English source (docs/product.md#content-manager): two columns
 * from a tablet up, the source above the field on a phone. The source's direction follows its own
 * text (`dir="auto"`), whatever the screen's: English stays left to right with its punctuation in place
 * on an Arabic screen.
 */
import { Box, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { useT } from '@/i18n';

/** `label`: the field's name, as "English {label}" puts it (in the admin's language). */
export function SourceBeside({ label, source, children }: { label: string; source: string; children: ReactNode }) {
  const t = useT();
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '1.5', md: '4' }} alignItems="start">
      <Box minW="0" px="3" py="2" bg="gray.50" borderRadius="md" data-testid="translation-source">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
          {t('cm.tr.english', { field: label })}
        </Text>
        {/* The source's direction is its text's, whatever the admin's language ("(empty)" is the screen's). */}
        <Text
          fontSize="sm"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          lang={source ? 'en' : undefined}
          dir={source ? 'auto' : undefined}
          data-testid="translation-source-text"
        >
          {source || t('cm.tr.empty')}
        </Text>
      </Box>
      <Box minW="0">{children}</Box>
    </Grid>
  );
}
