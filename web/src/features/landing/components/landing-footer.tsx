import { Box, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';

import { useSettingsWhenIdle } from '@/hooks/use-settings';

import { useActiveChallenges } from '../use-active-challenges';

/** The active challenges as the database lists them, with the loading, error and empty states. */
function DailyChallenges() {
  const challenges = useActiveChallenges();
  if (challenges.isError) return <Text mt="2">The challenges could not be loaded. Sign in to see them on your dashboard.</Text>;
  if (!challenges.data) return <Text mt="2">Loading challenges...</Text>;
  if (challenges.data.length === 0) return <Text mt="2">New challenges are coming soon.</Text>;
  return (
    <List.Root mt="2" gap="1" ps="5" data-testid="landing-challenges">
      {challenges.data.map((challenge) => (
        <List.Item key={challenge.id} wordBreak="break-word">
          {challenge.title}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function LandingFooter() {
  const bonus = useSettingsWhenIdle().data?.enrolmentBonus;
  return (
    <Box as="footer" bg="brand.900" color="brand.50" px={{ base: '4', md: '8' }} py="10">
      <SimpleGrid maxW="6xl" mx="auto" columns={{ base: 1, md: 2 }} gap="8">
        <Box>
          <Heading as="h2" size="lg" color="gold.300">
            Bonus rewards
          </Heading>
          <Text mt="2">
            Enroll {bonus ? `${bonus.threshold} ` : ''}new people with your invitation link and unlock a bonus
            {bonus && bonus.tokens > 0 ? ` of ${bonus.tokens} tokens` : ' reward'} on top of your referral tokens.
          </Text>
        </Box>
        <Box>
          <Heading as="h2" size="lg" color="gold.300">
            Daily challenges
          </Heading>
          <DailyChallenges />
        </Box>
      </SimpleGrid>
      <Text textAlign="center" mt="10" fontSize="sm" color="brand.200">
        © Money Train Academy. Training content only: no income is promised or implied.
      </Text>
    </Box>
  );
}
