import { Box, Flex, Text } from '@chakra-ui/react';

import { TicketIcon } from '@/components/ui/icons';

export function InvitationBanner({ sponsor, source }: { sponsor: string; source: string | null }) {
  return (
    <Flex gap="3" align="center" bg="gold.50" borderWidth="1px" borderColor="gold.300" borderRadius="lg" p="3" mb="4" data-testid="invitation-banner">
      <Box color="gold.800" flexShrink={0}>
        <TicketIcon boxSize="7" />
      </Box>
      <Box>
        <Text fontWeight="bold" color="brand.900">
          You were invited by {sponsor}
        </Text>
        {source ? (
          <Text fontSize="sm" color="fg.muted">
            Shared via {source}
          </Text>
        ) : null}
      </Box>
    </Flex>
  );
}
