/**
 * The phone's tab bar (docs/product.md#navigation): the places a player comes back for, under the
 * thumb. Today is the dashboard; League, Rewards and Team hold the panels that moved off it. An
 * administrator's bar holds their own places instead: the admin home, Manage (the content manager)
 * and Insights, then Today and Courses (League, Rewards and Team stay in the header's menu). The
 * current place is marked (colour, a bar above it, and `aria-current="page"`), My Team on the pages reached
 * from it too (the invite panel, the calculator: current-place.ts). Hidden
 * from the `md` breakpoint on, where the header's links show (in its Menu below `xl`). It does not hide while a text field has
 * the focus: a tap on the form's button blurs the field first, and a bar appearing under the finger
 * then takes the tap (seen in the e2e run); the page keeps room for it instead.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { BookIcon, ChartIcon, FlameIcon, GiftIcon, HomeIcon, PencilIcon, TrophyIcon, UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useT, type MessageId } from '@/i18n';

import { currentLink } from './current-place';

interface Tab {
  label: MessageId;
  to: string;
  icon: ComponentType<{ boxSize?: string }>;
}

/** The same names as the header's links (SPEC names the page Dashboard; My Team is its page's heading): one name per place. */
export const TABS: Tab[] = [
  { label: 'nav.dashboard', to: paths.dashboard.getHref(), icon: FlameIcon },
  { label: 'nav.courses', to: paths.courses.getHref(), icon: BookIcon },
  { label: 'nav.league', to: paths.league.getHref(), icon: TrophyIcon },
  { label: 'nav.rewards', to: paths.rewards.getHref(), icon: GiftIcon },
  { label: 'nav.team', to: paths.team.getHref(), icon: UsersIcon },
];

/** An administrator's tabs (docs/product.md#navigation). */
export const ADMIN_TABS: Tab[] = [
  { label: 'nav.admin', to: paths.admin.getHref(), icon: HomeIcon },
  { label: 'nav.manage', to: paths.contentManager.getHref(), icon: PencilIcon },
  { label: 'nav.insights', to: paths.insights.getHref(), icon: ChartIcon },
  { label: 'nav.dashboard', to: paths.dashboard.getHref(), icon: FlameIcon },
  { label: 'nav.courses', to: paths.courses.getHref(), icon: BookIcon },
];

/**
 * The room a label keeps from each side of its tab, in px: a tab is never narrower than its label's
 * longest word and this room, so a long word never touches its tab's edge or the screen's (Arabic's
 * bold "لوحة التحكم" edge to edge read as cut off), and a label of two words that would fill its tab
 * wraps between them instead.
 */
export const LABEL_INSET = 4;

/**
 * Every label is set at one size, 0.75rem, in every language: the tabs share the bar equally, except
 * that none is narrower than its longest word (`min-width: min-content`), so a long one-word label
 * ("Recompensas", "Estadísticas") takes the room it needs from the others instead of shrinking. A
 * label wraps only between words and no word is ever broken. Why: "Recompensas" was set smaller than
 * the other tabs to fit a fifth of the bar, and read as a different kind of thing.
 */
export const TAB_LABEL_SIZE = '0.75rem';

/** The bar's height above the safe area; the page keeps this much room at its bottom on phones. */
export const TAB_BAR_HEIGHT = '4rem';

/** The room the bar takes at the bottom of the screen: on phones its height and the safe area, none from `md` on. */
export const TAB_BAR_ROOM = { base: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom))`, md: '0' };

/** Whether the pages show the bar (a signed-in learner's pages do), and so keep its room. */
export function useTabBarShown(): boolean {
  return useCurrentUser() !== null;
}

export function BottomTabBar() {
  const t = useT();
  const tabs = useCurrentUser()?.isAdmin ? ADMIN_TABS : TABS;
  const current = currentLink(
    useLocation().pathname,
    tabs.map((tab) => tab.to),
  );
  return (
    <Box
      as="nav"
      aria-label={t('nav.tabs')}
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="brand.100"
      boxShadow="0 -2px 10px rgba(0, 0, 0, 0.06)"
      pb="env(safe-area-inset-bottom)"
      data-testid="tab-bar"
      // Toasts rise above it and measure from its top (web/src/components/ui/toast-lift.ts).
      data-toast-clear
    >
      <Flex as="ul" listStyleType="none" m="0" p="0" h={TAB_BAR_HEIGHT}>
        {tabs.map(({ label, to, icon: TabIcon }) => {
          const isActive = to === current;
          return (
            <Box as="li" key={to} flex="1 1 0" minW="min-content">
              <RouterLink to={to} aria-current={isActive ? 'page' : undefined} style={{ display: 'block', height: '100%' }}>
                <Flex
                  direction="column"
                  align="center"
                  justify="center"
                  gap="0.5"
                  h="full"
                  color={isActive ? 'brand.800' : 'fg.muted'}
                  fontWeight={isActive ? 'bold' : 'medium'}
                  borderTopWidth="3px"
                  borderColor={isActive ? 'gold.500' : 'transparent'}
                  _hover={{ bg: 'brand.50' }}
                >
                  <TabIcon boxSize="5" />
                  {/* Two words longer than the tab (Arabic's "لوحة التحكم" in bold) take two lines; one long word widens its tab, never broken. */}
                  <Text
                    as="span"
                    fontSize={TAB_LABEL_SIZE}
                    lineHeight="1.1"
                    textAlign="center"
                    px={`${LABEL_INSET}px`}
                    maxW="full"
                    overflowWrap="normal"
                    wordBreak="normal"
                    data-testid="tab-label"
                  >
                    {t(label)}
                  </Text>
                </Flex>
              </RouterLink>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
