import { Box, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';

import { useSettingsWhenIdle } from '@/hooks/use-settings';
import { useT } from '@/i18n';

import { useActiveChallenges } from '../use-active-challenges';

/** The active challenges as the database lists them, with the loading, error and empty states. */
function DailyChallenges() {
  const t = useT();
  const challenges = useActiveChallenges();
  if (challenges.isError) return <Text mt="2">{t('landing.challenges.failed')}</Text>;
  if (!challenges.data) return <Text mt="2">{t('landing.challenges.loading')}</Text>;
  if (challenges.data.length === 0) return <Text mt="2">{t('landing.challenges.empty')}</Text>;
  return (
    <List.Root mt="2" gap="1" ps="5" data-testid="landing-challenges">
      {challenges.data.map((challenge) => (
        // Content: in the visitor's language where translated, marked with the language it is in.
        <List.Item key={challenge.id} wordBreak="break-word" lang={challenge.lang} dir="auto">
          {challenge.title}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The enrolment bonus in words: its size once the settings are in. */
function BonusOffer() {
  const t = useT();
  const bonus = useSettingsWhenIdle().data?.enrolmentBonus;
  if (!bonus) return <Text mt="2">{t('landing.bonus.unknown')}</Text>;
  const { threshold, tokens } = bonus;
  return <Text mt="2">{tokens > 0 ? t('landing.bonus.tokens', { threshold, tokens }) : t('landing.bonus.reward', { threshold })}</Text>;
}

export function LandingFooter() {
  const t = useT();
  return (
    <Box as="footer" bg="brand.900" color="brand.50" px={{ base: '4', md: '8' }} py="10">
      <SimpleGrid maxW="6xl" mx="auto" columns={{ base: 1, md: 2 }} gap="8">
        <Box>
          <Heading as="h2" size="lg" color="gold.300">
            {t('landing.bonus.title')}
          </Heading>
          <BonusOffer />
        </Box>
        <Box>
          <Heading as="h2" size="lg" color="gold.300">
            {t('landing.challenges.title')}
          </Heading>
          <DailyChallenges />
        </Box>
      </SimpleGrid>
      <Text textAlign="center" mt="10" fontSize="sm" color="brand.200">
        {t('landing.legal')}
      </Text>
    </Box>
  );
}
