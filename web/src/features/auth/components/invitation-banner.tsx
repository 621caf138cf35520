/**
 * The signup page's invitation banner: the sponsor's display name as the server knows it for the
 * link's invite code, and where the link was shared when that is a source the app writes itself.
 */
import { Box, Flex, Text } from '@chakra-ui/react';

import { TicketIcon } from '@/components/ui/icons';

import type { SponsorLookup } from '../api/sponsor';
import { sourceLabel } from '../invitation-source';

/** What joining gives (docs/product.md#sign-up-and-sign-in), beside who invited them. */
export const WHAT_YOU_GET =
  'Free to join: two-minute lessons, tokens for every station you finish, and rewards to spend them on (leads, email swipes, post packs).';

function headline(sponsor: SponsorLookup): string {
  switch (sponsor.state) {
    case 'found':
      return `You were invited by ${sponsor.name}`;
    case 'loading':
      return 'Checking your invitation…';
    case 'unknown':
      return 'This invitation link is not valid';
    default:
      return 'You were invited to Money Train Academy';
  }
}

function detail(sponsor: SponsorLookup, source: string | null): string | null {
  if (sponsor.state === 'unknown') return 'No member has this invite code. You can still create an account.';
  if (sponsor.state === 'unavailable') return 'We could not check who invited you right now; your invite code is still sent with your signup.';
  const label = sponsor.state === 'found' ? sourceLabel(source) : null;
  return label ? `Shared via ${label}` : null;
}

export function InvitationBanner({ sponsor, source }: { sponsor: SponsorLookup; source: string | null }) {
  if (sponsor.state === 'none') return null;
  const text = detail(sponsor, source);
  return (
    <Flex
      gap="3"
      align="center"
      bg="gold.50"
      borderWidth="1px"
      borderColor="gold.300"
      borderRadius="lg"
      p="3"
      mb="4"
      data-testid="invitation-banner"
      aria-live="polite"
      aria-busy={sponsor.state === 'loading'}
    >
      <Box color="gold.800" flexShrink={0}>
        <TicketIcon boxSize="7" />
      </Box>
      <Box minW="0">
        <Text fontWeight="bold" color="brand.900" overflowWrap="anywhere">
          {headline(sponsor)}
        </Text>
        {text ? (
          <Text fontSize="sm" color="fg.muted">
            {text}
          </Text>
        ) : null}
        {sponsor.state === 'found' ? (
          <Text fontSize="sm" color="brand.900" mt="1" data-testid="invitation-offer">
            {WHAT_YOU_GET}
          </Text>
        ) : null}
      </Box>
    </Flex>
  );
}
