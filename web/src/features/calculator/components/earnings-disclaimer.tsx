import { Box, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

/**
 * The always-visible statement the product requires (docs/product.md#earnings-calculator; US FTC guidance on earnings claims): the figures
 * are hypothetical projections, not typical or promised earnings.
 */
export function EarningsDisclaimer() {
  const t = useT();
  return (
    <Box
      role="note"
      aria-label={t('calc.disclaimer.label')}
      bg="gold.50"
      borderWidth="1px"
      borderColor="gold.300"
      borderRadius="lg"
      p="3"
      data-testid="earnings-disclaimer"
    >
      <Text fontSize="sm" color="gold.900">
        <Text as="strong">{t('calc.disclaimer.lead')}</Text> {t('calc.disclaimer.body')}
      </Text>
    </Box>
  );
}
