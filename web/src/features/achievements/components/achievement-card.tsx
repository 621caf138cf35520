import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';

import { LockIcon, TrophyIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';

import { peopleForScore, peopleInScore, rarityColors, type Achievement } from '../achievements';

/** "3 / 4": the network category counts people invited, never dollars (docs/product.md#achievements). */
const progressText = (achievement: Pick<Achievement, 'category' | 'requirement'>, shown: number) =>
  achievement.category === 'earnings'
    ? `${peopleInScore(shown)} / ${peopleForScore(achievement.requirement)} people invited`
    : `${shown} / ${achievement.requirement}`;

/** Memoised: the spotlight turns every 3 s, and only the featured card changes then. */
export const AchievementCard = memo(function AchievementCard({ achievement, featured = false }: { achievement: Achievement; featured?: boolean }) {
  const color = rarityColors[achievement.rarity];
  const shown = Math.min(achievement.current, achievement.requirement);
  return (
    <Box
      p={featured ? '5' : '3'}
      borderRadius="xl"
      borderWidth="2px"
      borderColor={achievement.unlocked ? color : 'gray.200'}
      bg={achievement.unlocked ? 'white' : 'gray.50'}
      h="full"
      data-testid={featured ? 'achievement-spotlight' : `achievement-${achievement.id}`}
      data-unlocked={achievement.unlocked}
    >
      <Flex gap="3" align="flex-start">
        <Box color={achievement.unlocked ? color : 'gray.500'} flexShrink={0} aria-hidden="true">
          {achievement.unlocked ? <TrophyIcon boxSize={featured ? '9' : '6'} /> : <LockIcon boxSize={featured ? '8' : '5'} />}
        </Box>
        <Box minW="0" flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="bold" fontSize={featured ? 'lg' : 'sm'}>
              {achievement.title}
            </Text>
            <Badge size="sm" borderRadius="full" color="white" bg={color} textTransform="capitalize">
              {achievement.rarity}
            </Badge>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {achievement.description}
          </Text>
          <ProgressBar
            value={shown}
            max={achievement.requirement}
            label={`${achievement.title} progress`}
            fill={achievement.unlocked ? 'brand.solid' : 'gray.600'}
            mt="2"
          />
          <Text fontSize="xs" color="fg.muted" mt="1">
            {achievement.unlocked ? 'Unlocked' : progressText(achievement, shown)}
          </Text>
        </Box>
      </Flex>
    </Box>
  );
});
