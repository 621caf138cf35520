import { Box, Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { LanguagePicker } from '@/features/language';
import { useCurrentUser } from '@/hooks/use-current-user';
import { aroundSlot, useT } from '@/i18n';

import { RailTrack } from './rail-track';

/** Signed in, the hero's first button goes back to the learner's day; the SPEC's buttons stay beside it. */
function DashboardOffer({ name }: { name: string }) {
  const t = useT();
  return (
    <Button asChild colorPalette="gold" size="lg" data-testid="landing-dashboard-offer">
      <RouterLink to={paths.dashboard.getHref()}>{t('landing.hero.continue', { name })}</RouterLink>
    </Button>
  );
}

export function LandingHero() {
  const user = useCurrentUser();
  const t = useT();
  const welcome = aroundSlot(t, 'landing.hero.title');
  return (
    <Box
      as="section"
      aria-labelledby="landing-title"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
      px={{ base: '4', md: '8' }}
      pt={{ base: '16', md: '16' }}
      pb={{ base: '8', md: '12' }}
      position="relative"
      overflow="hidden"
    >
      <Box position="absolute" insetInlineEnd={{ base: '3', md: '6' }} top="3">
        <LanguagePicker tone="dark" />
      </Box>
      <Stack maxW="4xl" mx="auto" gap="5" textAlign="center" align="center">
        <Text as="span" bg="gold.400" color="brand.950" fontWeight="bold" fontSize="sm" px="3" py="1" borderRadius="full">
          {t('landing.hero.badge')}
        </Text>
        <Heading id="landing-title" as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          {welcome[0]}
          <Box as="span" color="gold.300">
            {t('brand.name')}
          </Box>
          {welcome[1]}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="brand.50" maxW="2xl">
          {t('landing.hero.lead')}
        </Text>
        <Wrap justify="center" gap="3">
          {user ? <DashboardOffer name={user.name} /> : null}
          <Button asChild colorPalette="gold" variant={user ? 'outline' : 'solid'} size="lg">
            <RouterLink to={paths.auth.getHref('register')}>{t('landing.hero.join')}</RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to={paths.auth.getHref('login')}>{t('landing.hero.login')}</RouterLink>
          </Button>
          <Button asChild variant="ghost" size="lg" color="gold.200" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to={paths.courses.getHref()}>{t('landing.hero.browse')}</RouterLink>
          </Button>
        </Wrap>
      </Stack>
      <RailTrack />
    </Box>
  );
}
