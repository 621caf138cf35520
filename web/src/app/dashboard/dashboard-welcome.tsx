import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';

import { CheckCircleIcon, FlameIcon, StarIcon, TrophyIcon } from '@/components/ui/icons';
import { StatTile } from '@/components/ui/stat-tile';
import { StreakFreezes } from '@/components/ui/streak-freezes';
import type { User } from '@contract';

/** Welcome and the stat tiles (docs/product.md#dashboard): total points, missions done, badges earned. */
export function DashboardWelcome({ user }: { user: User }) {
  const missionsDone = Object.values(user.completedMissions).filter(Boolean).length;
  return (
    <Box bgGradient="to-br" gradientFrom="brand.900" gradientTo="brand.700" color="white" borderRadius="card" p={{ base: '5', md: '8' }}>
      <Text color="gold.300" fontWeight="bold" fontSize="sm" letterSpacing="wide">
        DASHBOARD
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mt="1">
        Welcome back, {user.name}!
      </Heading>
      {user.loginStreak > 1 || user.streakFreezes > 0 ? (
        <Text mt="1" color="brand.100" display="flex" alignItems="center" gap="1" columnGap="3" flexWrap="wrap">
          {user.loginStreak > 1 ? (
            <Text as="span" display="inline-flex" alignItems="center" gap="1">
              <FlameIcon color="gold.300" /> {user.loginStreak}-day login streak
            </Text>
          ) : null}
          <StreakFreezes count={user.streakFreezes} />
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mt="5" color="fg">
        <StatTile label="Total points" value={user.leaderboardPts} icon={TrophyIcon} tone="gold" testId="stat-points" />
        <StatTile label="Missions done" value={missionsDone} icon={CheckCircleIcon} testId="stat-missions" />
        <StatTile label="Badges earned" value={user.badges.length} icon={StarIcon} testId="stat-badges" />
      </SimpleGrid>
    </Box>
  );
}
