import { Box, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';

import { dailyChallenges, ENROLMENT_BONUS_PEOPLE } from '../content';

export function LandingFooter() {
  return (
    <Box as="footer" bg="brand.900" color="brand.50" px={{ base: '4', md: '8' }} py="10">
      <SimpleGrid maxW="6xl" mx="auto" columns={{ base: 1, md: 2 }} gap="8">
        <Box>
          <Heading as="h2" size="lg" color="gold.300">
            Bonus rewards
          </Heading>
          <Text mt="2">
            Enroll {ENROLMENT_BONUS_PEOPLE} new people with your invitation link and unlock a bonus
            reward on top of your referral tokens.
          </Text>
        </Box>
        <Box>
          <Heading as="h2" size="lg" color="gold.300">
            Daily challenges
          </Heading>
          <List.Root mt="2" gap="1" ps="5">
            {dailyChallenges.map((challenge) => (
              <List.Item key={challenge}>{challenge}</List.Item>
            ))}
          </List.Root>
        </Box>
      </SimpleGrid>
      <Text textAlign="center" mt="10" fontSize="sm" color="brand.200">
        © Money Train Academy. Training content only: no income is promised or implied.
      </Text>
    </Box>
  );
}
