import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';

import { CheckCircleIcon } from '@/components/ui/icons';
import type { Mission } from '@contract';

import { lessonObjectives } from '../mission-status';
import { MissionRewards } from './mission-rewards';

/** The body shared by the mission modal and the mission page. */
export function MissionDetails({ mission, headingLevel = 'h3' }: { mission: Mission; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Stack gap="5">
      <Text fontSize="lg" color="fg.muted">
        {mission.description}
      </Text>
      {mission.content ? (
        <Box bg="bg.canvas" borderRadius="lg" p="4" borderLeftWidth="4px" borderColor="gold.400">
          <Text whiteSpace="pre-line">{mission.content}</Text>
        </Box>
      ) : null}
      <Box>
        <Heading as={headingLevel} size="md" color="brand.800" mb="2">
          Lesson objectives
        </Heading>
        <List.Root gap="2" variant="plain">
          {lessonObjectives.map((objective) => (
            <List.Item key={objective} alignItems="center">
              <List.Indicator asChild color="brand.600">
                <CheckCircleIcon />
              </List.Indicator>
              {objective}
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box>
        <Heading as={headingLevel} size="md" color="brand.800" mb="2">
          Rewards
        </Heading>
        <MissionRewards mission={mission} />
      </Box>
    </Stack>
  );
}
