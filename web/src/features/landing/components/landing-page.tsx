import { Box, Heading, Stack } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { FeatureCards } from './feature-cards';
import { LandingFooter } from './landing-footer';
import { LandingHero } from './landing-hero';
import { QuickStartGuide } from './quick-start-guide';

export function LandingPage() {
  const t = useT();
  return (
    <>
      <LandingHero />
      <Stack maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }} gap="10">
        <Box as="section" aria-labelledby="features">
          <Heading id="features" as="h2" size="xl" color="brand.800" mb="4">
            {t('landing.features.title')}
          </Heading>
          <FeatureCards />
        </Box>
        <QuickStartGuide />
      </Stack>
      <LandingFooter />
    </>
  );
}
