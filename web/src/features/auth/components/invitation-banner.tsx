/**
 * The signup page's invitation banner: the sponsor's display name as the server knows it for the
 * link's invite code, where the link was shared when that is a source the app writes itself, and
 * what joining gives (docs/product.md#sign-up-and-sign-in).
 */
import { Box, Flex, Text } from '@chakra-ui/react';

import { TicketIcon } from '@/components/ui/icons';
import { useT, type Translate } from '@/i18n';

import type { SponsorLookup } from '../api/sponsor';
import { sourceLabel } from '../invitation-source';

function headline(t: Translate, sponsor: SponsorLookup): string {
  switch (sponsor.state) {
    case 'found':
      return t('auth.invitation.found', { name: sponsor.name });
    case 'loading':
      return t('auth.invitation.loading');
    case 'unknown':
      return t('auth.invitation.unknown');
    default:
      return t('auth.invitation.generic');
  }
}

function detail(t: Translate, sponsor: SponsorLookup, source: string | null): string | null {
  if (sponsor.state === 'unknown') return t('auth.invitation.unknownDetail');
  if (sponsor.state === 'unavailable') return t('auth.invitation.unavailable');
  const label = sponsor.state === 'found' ? sourceLabel(t, source) : null;
  return label ? t('auth.invitation.sharedVia', { source: label }) : null;
}

export function InvitationBanner({ sponsor, source }: { sponsor: SponsorLookup; source: string | null }) {
  const t = useT();
  if (sponsor.state === 'none') return null;
  const text = detail(t, sponsor, source);
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
          {headline(t, sponsor)}
        </Text>
        {text ? (
          <Text fontSize="sm" color="fg.muted">
            {text}
          </Text>
        ) : null}
        {sponsor.state === 'found' ? (
          <Text fontSize="sm" color="brand.900" mt="1" data-testid="invitation-offer">
            {t('auth.invitation.whatYouGet')}
          </Text>
        ) : null}
      </Box>
    </Flex>
  );
}
