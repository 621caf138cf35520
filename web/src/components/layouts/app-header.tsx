/**
 * The shared header (docs/product.md#header): logo; signed in, the links Dashboard / Courses / My Team / Manage (and Admin Home and Insights for admins), the user's
 * name (a link to their profile), "N tokens" and Logout; signed out, Register (or the landing page's "Get Started") and Login.
 * On phones the links and Logout fold into a menu; the token count stays visible.
 */
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { CoinIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCountUp } from '@/hooks/use-count-up';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLogout } from '@/hooks/use-logout';
import { aroundSlot, useT, type MessageId } from '@/i18n';
import type { User } from '@contract';

import { currentLink } from './current-place';
import { Logo } from './logo';

interface NavLinkItem {
  label: MessageId;
  to: string;
}

const navLinks: NavLinkItem[] = [
  { label: 'nav.dashboard', to: paths.dashboard.getHref() },
  { label: 'nav.courses', to: paths.courses.getHref() },
  { label: 'nav.league', to: paths.league.getHref() },
  { label: 'nav.rewards', to: paths.rewards.getHref() },
  { label: 'nav.team', to: paths.team.getHref() },
  { label: 'nav.earnings', to: paths.earnings.getHref() },
  { label: 'nav.manage', to: paths.contentManager.getHref() },
];
/** Admins only: their start page and Insights (the server refuses the data to anyone else too; docs/product.md#admin-home). */
const adminLinks: NavLinkItem[] = [
  { label: 'nav.adminHome', to: paths.admin.getHref() },
  { label: 'nav.insights', to: paths.insights.getHref() },
];
const profileLink: NavLinkItem = { label: 'nav.profile', to: paths.profile.getHref() };
const linksFor = (user: User) => (user.isAdmin ? [...navLinks, ...adminLinks] : navLinks);
/**
 * From this width on all the links show in the header; below it they fold into the Menu. An
 * administrator's nine links need more room than a learner's seven: at 1280 px they would push Logout
 * off the screen, so all of theirs show from `2xl` (1536 px).
 */
const wideFrom = (user: User) => (user.isAdmin ? '2xl' : 'xl');
const shownWide = (user: User, display: string) => ({ base: 'none', [wideFrom(user)]: display });
const shownNarrow = (user: User) => ({ base: 'block', [wideFrom(user)]: 'none' });
/**
 * An administrator's own places, as their tab bar holds them (docs/product.md#navigation): from `xl`
 * these show in the header too, first, so an admin on a desktop is not left with a Menu alone; the
 * rest stay in the Menu until `2xl`.
 */
const adminFirst = [paths.admin.getHref(), paths.contentManager.getHref(), paths.insights.getHref(), paths.dashboard.getHref(), paths.courses.getHref()];
/** A link of the Menu: an administrator's own places leave it from `xl`, where the header shows them. */
const inMenu = (user: User, to: string) => (user.isAdmin && adminFirst.includes(to) ? { base: 'flex', xl: 'none' } : 'flex');
function desktopLinks(user: User) {
  const links = linksFor(user);
  if (!user.isAdmin) return links.map((link) => ({ ...link, display: shownWide(user, 'flex') }));
  const first = adminFirst.flatMap((to) => links.filter((link) => link.to === to));
  const rest = links.filter((link) => !adminFirst.includes(link.to));
  return [...first.map((link) => ({ ...link, display: { base: 'none', xl: 'flex' } })), ...rest.map((link) => ({ ...link, display: shownWide(user, 'flex') }))];
}

/** The balance; a change counts up to the new value (docs/product.md#moments), announced once it settles (aria-busy while counting). */
export function TokenCount({ tokens }: { tokens: number }) {
  const t = useT();
  const { shown, counting } = useCountUp(tokens);
  return (
    <Badge
      colorPalette="gold"
      variant="solid"
      size="lg"
      borderRadius="full"
      px="3"
      data-testid="header-tokens"
      data-counting={counting}
      aria-live="polite"
      aria-busy={counting}
      flexShrink={0}
    >
      <CoinIcon boxSize="4" /> {t('header.tokens', { count: shown })}
    </Badge>
  );
}

/** The header's link for the page the learner is on (My Team on /invite, which has no link of its own: current-place.ts). */
function useCurrentLink(user: User): string | undefined {
  const { pathname } = useLocation();
  return currentLink(
    pathname,
    [...linksFor(user), profileLink].map((link) => link.to),
  );
}

function DesktopNav({ user }: { user: User }) {
  const t = useT();
  const current = useCurrentLink(user);
  return (
    <HStack as="nav" aria-label={t('nav.main')} gap="0" display={{ base: 'none', xl: 'flex' }} flexShrink={0}>
      {desktopLinks(user).map((link) => (
        <Button key={link.to} asChild variant="ghost" colorPalette="brand" size="sm" px="2.5" display={link.display}>
          <RouterLink
            to={link.to}
            aria-current={link.to === current ? 'page' : undefined}
            style={link.to === current ? { textDecoration: 'underline' } : undefined}
          >
            {t(link.label)}
          </RouterLink>
        </Button>
      ))}
    </HStack>
  );
}

/** Below `xl` (`2xl` for administrators, whose own places show from `xl`) the links fold into a disclosure panel under the header (no popper needed). */
function MobileMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const current = useCurrentLink(user);
  const [before, after] = aroundSlot(t, 'header.signedInAs');
  return (
    <Box display={shownNarrow(user)} flexShrink={0}>
      <Button variant="outline" colorPalette="brand" size="sm" aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen((value) => !value)}>
        {t('header.menu')}
      </Button>
      <Box
        id="mobile-menu"
        hidden={!open}
        position="absolute"
        top="16"
        insetX="0"
        bg="white"
        borderBottomWidth="1px"
        borderColor="brand.100"
        boxShadow="md"
        px="3"
        py="3"
      >
        <Text px="4" pb="2" fontSize="sm" color="fg.muted">
          {before}
          <Text as="span" fontWeight="semibold" color="brand.900">
            {user.name}
          </Text>
          {after}
        </Text>
        <Stack as="nav" aria-label={t('nav.main')} gap="1">
          {[...linksFor(user), profileLink].map((link) => (
            <Button key={link.to} asChild variant="ghost" colorPalette="brand" justifyContent="flex-start" display={inMenu(user, link.to)}>
              <RouterLink to={link.to} aria-current={link.to === current ? 'page' : undefined} onClick={() => setOpen(false)}>
                {t(link.label)}
              </RouterLink>
            </Button>
          ))}
          <Button variant="outline" colorPalette="brand" onClick={onLogout}>
            {t('header.logout')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

/** The name up to its first space (the whole name when it has none). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function SignedInActions({ user }: { user: User }) {
  const t = useT();
  const logout = useLogout();
  return (
    <HStack gap={{ base: '2', md: '3' }} minW="0" flex="1" justify="flex-end">
      <DesktopNav user={user} />
      {/*
        On every width, linking to the profile: a phone shows the first name (not "Amara O…"), wider
        screens the whole name; the title has it all. The name takes the width the links, the tokens
        and Logout leave (it alone shrinks), so it ends in "…" only when that width runs out: a cap of
        12rem cut "Alexandra Martínez" at 1280 px beside free room. The name takes its own direction
        (dir="auto"): a Latin name in the Arabic header was laid out from the right, so its cut fell on
        its start and the first name was lost; now its end gives way, as in English.
      */}
      <Button asChild variant="ghost" colorPalette="brand" size="sm" px={{ base: '1', md: '2' }} minW="0" flexShrink={1}>
        <RouterLink to={paths.profile.getHref()} aria-label={t('header.profileOf', { name: user.name })}>
          <Text
            as="span"
            dir="auto"
            fontWeight="semibold"
            color="brand.900"
            truncate
            fontSize={{ base: 'sm', md: 'md' }}
            title={user.name}
            data-testid="header-user-name"
          >
            {firstName(user.name)}
            <Text as="span" display={{ base: 'none', md: 'inline' }}>
              {user.name.trim().slice(firstName(user.name).length)}
            </Text>
          </Text>
        </RouterLink>
      </Button>
      <TokenCount tokens={user.tokens} />
      <Button variant="outline" colorPalette="brand" size="sm" onClick={() => void logout()} display={shownWide(user, 'inline-flex')}>
        {t('header.logout')}
      </Button>
      <MobileMenu user={user} onLogout={() => void logout()} />
    </HStack>
  );
}

/**
 * The page a visitor was on, for the login and register links to return to: the courses list or a
 * course (the only signed-out pages besides the landing, auth and 404 pages, which return to the dashboard).
 */
function useHereAsNext(): string | undefined {
  const { pathname, search } = useLocation();
  return pathname.startsWith(paths.courses.getHref()) || pathname.startsWith('/course/') ? `${pathname}${search}` : undefined;
}

/** The pages that are themselves a registration form: the header offers no Register there. */
const REGISTER_PAGES: readonly string[] = [paths.auth.getHref('register'), paths.signup.getHref()];

function SignedOutActions({ registerLabel }: { registerLabel: MessageId }) {
  const t = useT();
  const next = useHereAsNext();
  const onRegisterPage = REGISTER_PAGES.includes(useLocation().pathname);
  return (
    <HStack gap="2">
      {onRegisterPage ? null : (
        <Button asChild colorPalette="gold" size="sm">
          <RouterLink to={paths.auth.getHref('register', next)}>{t(registerLabel)}</RouterLink>
        </Button>
      )}
      <Button asChild variant="outline" colorPalette="brand" size="sm">
        <RouterLink to={paths.auth.getHref('login', next)}>{t('header.login')}</RouterLink>
      </Button>
    </HStack>
  );
}

/** The sticky header's height: what the browser brings into view stops under it (page-layout.tsx). */
export const HEADER_HEIGHT = '4rem';

export function AppHeader({ registerLabel = 'header.register' }: { registerLabel?: MessageId }) {
  const user = useCurrentUser();
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="whiteAlpha.900"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="brand.100"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} h={HEADER_HEIGHT} align="center" justify="space-between" gap="3">
        <Logo />
        {user ? <SignedInActions user={user} /> : <SignedOutActions registerLabel={registerLabel} />}
      </Flex>
    </Box>
  );
}
