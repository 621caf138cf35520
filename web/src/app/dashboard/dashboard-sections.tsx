/**
 * The dashboard below the Today hero (docs/product.md#dashboard): the SPEC's panels grouped in four
 * sections — Learn, Compete, Rewards, Grow — and a bar of four links that stays under the header,
 * so every group is one tap from the first screen. A link is a fragment (`/dashboard#compete`):
 * a link from elsewhere and the back button land on the same section. The link of the section in
 * view is marked (`aria-current`). On a phone the panels of a section stack; from `lg` on they
 * stand in two columns. Sections, not tabs, so every panel stays in the page (find-in-page, screen
 * readers, and the deferred panels' idle loading all keep working; docs/decisions.md#web).
 */
import { Box, Flex, Grid, GridItem, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { SECTIONS, type DashboardSection } from './sections';

/** The header's height (app-header.tsx) and the bar's own: a section scrolled to starts below both. */
const HEADER_HEIGHT = '4rem';
const BAR_HEIGHT = '3rem';

/** Which section is in view: the last one whose top has passed under the bar. */
function useSectionInView(): DashboardSection['id'] {
  const [current, setCurrent] = useState<DashboardSection['id']>('learn');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const tops = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) tops.set(entry.target.id, entry.isIntersecting || entry.boundingClientRect.top < 0);
        const passed = SECTIONS.filter((section) => tops.get(section.id));
        setCurrent((passed[passed.length - 1] ?? SECTIONS[0]!).id);
      },
      // A section counts once its top is in the upper third of the screen.
      { rootMargin: '0px 0px -66% 0px' },
    );
    for (const section of SECTIONS) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return current;
}

/** The bar of section links under the header. */
export function SectionBar() {
  const current = useSectionInView();
  return (
    <Box
      as="nav"
      aria-label="Dashboard sections"
      position="sticky"
      top={HEADER_HEIGHT}
      zIndex="docked"
      bg="bg.canvas"
      mx={{ base: '-3', md: '0' }}
      px={{ base: '3', md: '0' }}
      py="1.5"
    >
      <Flex as="ul" listStyleType="none" m="0" p="1" gap="1" bg="white" borderRadius="full" boxShadow="card" h="2.5rem">
        {SECTIONS.map((section) => {
          const active = section.id === current;
          return (
            <Box as="li" key={section.id} flex="1" minW="0">
              <Box
                asChild
                display="flex"
                alignItems="center"
                justifyContent="center"
                h="full"
                borderRadius="full"
                fontSize="sm"
                fontWeight="bold"
                bg={active ? 'brand.800' : 'transparent'}
                color={active ? 'white' : 'brand.800'}
                _hover={active ? undefined : { bg: 'brand.50' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'gold.500', outlineOffset: '2px' }}
              >
                <a href={`#${section.id}`} aria-current={active ? 'true' : undefined}>
                  {section.label}
                </a>
              </Box>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}

/** How long a section named by the link is held in place while the panels above it arrive. */
const HOLD_MS = 3000;
/** What the learner does to scroll on their own, which ends the hold. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the section a `/dashboard#section` link named once the page has rendered it, and keeps
 * it there while the panels above it still load and grow (arriving from another page, they pushed it
 * out of view), for three seconds or until the learner scrolls.
 */
export function useScrollToSection(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hash.slice(1);
    if (!SECTIONS.some((section) => section.id === id)) return undefined;
    const scroll = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    scroll();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const grows = new ResizeObserver(scroll);
    grows.observe(document.body);
    const stop = () => {
      grows.disconnect();
      window.clearTimeout(timer);
      for (const event of OWN_SCROLL) window.removeEventListener(event, stop);
    };
    const timer = window.setTimeout(stop, HOLD_MS);
    for (const event of OWN_SCROLL) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [hash]);
}

/** One group of panels under its label; `children` are GridItems (two columns from `lg`). */
export function Section({ section, children }: { section: DashboardSection; children: ReactNode }) {
  // Not a named region: its panels are the regions, each named by its SPEC heading (a section named
  // "Rewards" would be a second region of that name beside the rewards panel).
  return (
    <Box as="section" id={section.id} scrollMarginTop={`calc(${HEADER_HEIGHT} + ${BAR_HEIGHT} + 0.5rem)`}>
      <Flex align="baseline" gap="2" mb="3" flexWrap="wrap">
        <Text fontSize="lg" fontWeight="extrabold" color="brand.900">
          {section.label}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {section.hint}
        </Text>
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
        {children}
      </Grid>
    </Box>
  );
}

/** A panel that takes both columns from `lg` on. */
export function Wide({ children }: { children: ReactNode }) {
  return <GridItem colSpan={{ base: 1, lg: 2 }}>{children}</GridItem>;
}
