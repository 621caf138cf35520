/**
 * Achievements (docs/product.md#achievements): cards by category and rarity, and a spotlight that moves to the next card
 * every 3 s, on the card in the list itself (a separate spotlight box showed one card twice). The spotlight can be paused (WCAG 2.2.2) and is not announced on each turn.
 */
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';

import { PauseIcon, PlayIcon, StarIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { useInterval } from '@/hooks/use-interval';
import { useOnScreen } from '@/hooks/use-on-screen';
import { useT } from '@/i18n';
import type { User } from '@contract';

import { buildAchievements, categoryLabels, SPOTLIGHT_INTERVAL_MS, type Achievement, type AchievementCategory } from '../achievements';
import { AchievementCard } from './achievement-card';

const categories: AchievementCategory[] = ['referrals', 'courses', 'earnings'];

/** The cards by category; the spotlight is on one of them (memoised cards: a turn re-renders two). */
function AchievementLists({ achievements, spotlightId }: { achievements: Achievement[]; spotlightId: string | undefined }) {
  const t = useT();
  return categories.map((category) => (
    <Box key={category}>
      <Heading as="h3" size="sm" color="brand.800" mb="2">
        {t(categoryLabels[category])}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="2" listStyleType="none" m="0" p="0">
        {achievements
          .filter((achievement) => achievement.category === category)
          .map((achievement) => (
            <Box as="li" key={achievement.id}>
              <AchievementCard achievement={achievement} featured={achievement.id === spotlightId} />
            </Box>
          ))}
      </SimpleGrid>
    </Box>
  ));
}

export function AchievementsPanel({ user }: { user: Pick<User, 'invites' | 'courseProgress'> }) {
  const t = useT();
  const achievements = useMemo(() => buildAchievements(user), [user]);
  const [spotlight, setSpotlight] = useState(0);
  const [rotating, setRotating] = useState(true);
  // Rotates only while the spotlight is on screen (the page renders it before it is scrolled to).
  const box = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(box);
  useInterval(() => setSpotlight((index) => (index + 1) % achievements.length), SPOTLIGHT_INTERVAL_MS, rotating && onScreen);
  const featured = achievements[spotlight % achievements.length];
  const unlocked = achievements.filter((achievement) => achievement.unlocked).length;

  return (
    <Panel
      title={t('achievements.panel')}
      headingId="achievements"
      icon={StarIcon}
      actions={
        <Text fontSize="sm" color="fg.muted" data-testid="achievements-unlocked">
          {t('achievements.unlockedCount', { unlocked, total: achievements.length })}
        </Text>
      }
    >
      <Stack gap="5">
        <HStack justify="space-between" ref={box}>
          <Text fontSize="sm" color="fg.muted">
            {t('achievements.spotlight')}
          </Text>
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setRotating((value) => !value)}>
            {rotating ? <PauseIcon /> : <PlayIcon />}
            {t(rotating ? 'achievements.pause' : 'achievements.resume')}
          </Button>
        </HStack>
        <AchievementLists achievements={achievements} spotlightId={featured?.id} />
      </Stack>
    </Panel>
  );
}
