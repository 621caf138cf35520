/**
 * "More for today" (docs/product.md#dashboard): one short row per panel that lives on another page
 * now (panel-homes.ts), each a link to it, so every SPEC panel stays one tap from Today.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { CalculatorIcon, ChevronEndIcon, CompassIcon, GiftIcon, QuizIcon, StarIcon, TrophyIcon, UsersIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n';

import { MORE_FOR_TODAY, PANEL_HOME, type PanelHomeId } from './panel-homes';

const ICON: Record<PanelHomeId, ComponentType<{ boxSize?: string }>> = {
  dailyChallenges: TrophyIcon,
  quickQuizzes: QuizIcon,
  guide: CompassIcon,
  leaderboard: TrophyIcon,
  rewards: GiftIcon,
  achievements: StarIcon,
  invite: UsersIcon,
  earnings: CalculatorIcon,
};

export function MoreForToday() {
  const t = useT();
  return (
    <Panel title={t('today.more.title')} headingId="more-for-today">
      <Stack
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        gap="0.5"
        mt="-1"
        display={{ base: 'flex', md: 'grid' }}
        gridTemplateColumns={{ md: 'repeat(2, minmax(0, 1fr))' }}
      >
        {MORE_FOR_TODAY.map((id) => {
          const home = PANEL_HOME[id];
          const RowIcon = ICON[id];
          return (
            <Box as="li" key={id} minW="0">
              <Flex
                asChild
                align="center"
                gap="3"
                px="2"
                py="1.5"
                borderRadius="lg"
                color="fg"
                _hover={{ bg: 'brand.50' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'gold.500', outlineOffset: '2px' }}
              >
                <RouterLink to={home.to} data-testid="more-for-today-link">
                  <Box display="inline-flex" p="1.5" borderRadius="lg" bg="gold.100" color="gold.800" flexShrink={0}>
                    <RowIcon boxSize="5" />
                  </Box>
                  <Box minW="0" flex="1">
                    <Text fontWeight="semibold" color="brand.900">
                      {t(home.title)}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {t(home.hint)}
                    </Text>
                  </Box>
                  {/* Points onward: drawn, and mirrored right to left (a "›" character was not reliably
                      mirrored by the browser in this flex row, and one set left to right still showed "›"). */}
                  <ChevronEndIcon boxSize="4" color="brand.600" flexShrink={0} _rtl={{ transform: 'scaleX(-1)' }} data-testid="more-for-today-chevron" />
                </RouterLink>
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </Panel>
  );
}
