/**
 * `/team` (docs/product.md#my-team), the phone tab bar's Team: My Team, then the invite panel
 * (`/team#invite-panel`; Today's Invite Friends opens it alone at `/invite`) and the way to the earnings calculator (`/earnings`). Visitors go to the
 * landing page.
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink } from 'react-router-dom';

import { PANEL_HOME } from '@/app/dashboard/panel-homes';
import { PageLayout } from '@/components/layouts/page-layout';
import { CalculatorIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { InvitePanel } from '@/features/invites/components/invite-panel';
import { TeamScreen } from '@/features/team';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useFragmentInView } from '@/hooks/use-fragment-in-view';
import { useT } from '@/i18n';

function EarningsLink() {
  const t = useT();
  return (
    <Flex bg="white" borderRadius="card" boxShadow="card" p={{ base: '4', md: '6' }} gap="3" align="center" wrap="wrap" data-testid="team-earnings-link">
      <Box display="inline-flex" p="1.5" borderRadius="lg" bg="gold.100" color="gold.800">
        <CalculatorIcon boxSize="5" />
      </Box>
      <Box flex="1" minW="12rem">
        <Text fontWeight="bold" color="brand.800">
          {t(PANEL_HOME.earnings.title)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t(PANEL_HOME.earnings.hint)}.
        </Text>
      </Box>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to={PANEL_HOME.earnings.to}>{t('team.earnings.open')}</RouterLink>
      </Button>
    </Flex>
  );
}

export default function TeamRoute() {
  const user = useCurrentUser();
  useFragmentInView();
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  return (
    <PageLayout>
      <TeamScreen inviteHref={`${paths.team.getHref()}#invite-panel`}>
        <InvitePanel user={user} teamAbove />
        <EarningsLink />
      </TeamScreen>
    </PageLayout>
  );
}
