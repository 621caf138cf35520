import { Box, Text } from '@chakra-ui/react';

/**
 * The always-visible statement the product requires (docs/product.md#earnings-calculator; US FTC guidance on earnings claims): the figures
 * are hypothetical projections, not typical or promised earnings.
 */
export function EarningsDisclaimer() {
  return (
    <Box
      role="note"
      aria-label="Earnings disclaimer"
      bg="gold.50"
      borderWidth="1px"
      borderColor="gold.300"
      borderRadius="lg"
      p="3"
      data-testid="earnings-disclaimer"
    >
      <Text fontSize="sm" color="gold.900">
        <Text as="strong">Hypothetical projection only.</Text> These figures are an illustration of how the compensation model works under assumptions you
        choose. They are not typical earnings and not a promise or guarantee of any income. Most people who join network-marketing programs earn little or no
        money.
      </Text>
    </Box>
  );
}
