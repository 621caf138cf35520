import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';

import { LockIcon, TrophyIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { isolateInRtl, useT, type Translate } from '@/i18n';

import { peopleForScore, peopleInScore, rarityColors, rarityLabels, type Achievement } from '../achievements';

/** "3 / 4": the network category counts people invited, never dollars (docs/product.md#achievements). */
const progressText = (t: Translate, achievement: Pick<Achievement, 'category' | 'requirement'>, shown: number) =>
  achievement.category === 'earnings'
    ? t('achievements.people', { shown: peopleInScore(shown), total: peopleForScore(achievement.requirement) })
    : `${shown} / ${achievement.requirement}`;

/**
 * Memoised: the spotlight turns every 3 s, and only the two cards it leaves and reaches change then.
 * The spotlit card is the list's own card, ringed and a little larger, never a second copy of it.
 */
export const AchievementCard = memo(function AchievementCard({ achievement, featured = false }: { achievement: Achievement; featured?: boolean }) {
  const t = useT();
  const color = rarityColors[achievement.rarity];
  const title = t(achievement.title);
  const shown = Math.min(achievement.current, achievement.requirement);
  return (
    <Box
      p="3"
      borderRadius="xl"
      borderWidth="2px"
      borderColor={featured ? 'gold.400' : achievement.unlocked ? color : 'gray.200'}
      boxShadow={featured ? '0 0 0 3px var(--chakra-colors-gold-200)' : undefined}
      bg={featured ? 'gold.50' : achievement.unlocked ? 'white' : 'gray.50'}
      transition="background-color 0.3s, border-color 0.3s, box-shadow 0.3s"
      h="full"
      data-testid={`achievement-${achievement.id}`}
      data-spotlight={featured}
      data-unlocked={achievement.unlocked}
    >
      <Flex gap="3" align="flex-start">
        <Box color={achievement.unlocked ? color : 'gray.500'} flexShrink={0} aria-hidden="true">
          {achievement.unlocked ? <TrophyIcon boxSize="6" /> : <LockIcon boxSize="5" />}
        </Box>
        <Box minW="0" flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="bold" fontSize="sm">
              {title}
            </Text>
            <Badge size="sm" borderRadius="full" color="white" bg={color} textTransform="capitalize">
              {t(rarityLabels[achievement.rarity])}
            </Badge>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {t(achievement.description)}
          </Text>
          <ProgressBar
            value={shown}
            max={achievement.requirement}
            label={t('achievements.progress', { title: isolateInRtl(title) })}
            fill={achievement.unlocked ? 'brand.solid' : 'gray.600'}
            mt="2"
          />
          <Text fontSize="xs" color="fg.muted" mt="1">
            {achievement.unlocked ? t('achievements.unlocked') : progressText(t, achievement, shown)}
          </Text>
        </Box>
      </Flex>
    </Box>
  );
});
