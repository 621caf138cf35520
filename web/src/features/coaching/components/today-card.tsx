/** A coaching card on Today: a white section named by its heading, with Today's side padding (docs/product.md#coaching). */
import { Box, type BoxProps } from '@chakra-ui/react';

export function TodayCard({ headingId, ...box }: BoxProps & { headingId: string }) {
  return <Box as="section" aria-labelledby={headingId} bg="white" borderRadius="card" boxShadow="card" px={{ base: '4', md: '5' }} {...box} />;
}
