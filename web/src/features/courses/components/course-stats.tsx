/**
 * The stats card of the course page: the course's size and what it pays (its quiz points, paid of
 * available, and the completion reward). Progress (quizzes right, done or not) is the progress
 * card's alone, so the page shows it once (docs/product.md#courses).
 */
import { GridItem, SimpleGrid } from '@chakra-ui/react';

import { BookIcon, ClockIcon, StarIcon, TrophyIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { StatTile } from '@/components/ui/stat-tile';

import { formatNumber, useT } from '@/i18n';

import { formatDuration } from '../format';
import { useSettings } from '@/hooks/use-settings';

interface CourseStatsProps {
  duration: number | null;
  materialCount: number | undefined;
  pointsAvailable: number;
  pointsEarned: number;
  /** No video, materials or quizzes: completing it pays nothing until it has one (docs/product.md#courses). */
  lessonless: boolean;
}

export function CourseStats(props: CourseStatsProps) {
  const t = useT();
  const reward = useSettings().data?.courseCompletion;
  return (
    <Panel title={t('course.stats.title')} headingId="course-stats" icon={StarIcon}>
      <SimpleGrid columns={2} gap="3">
        <StatTile label={t('course.stats.duration')} value={formatDuration(props.duration)} icon={ClockIcon} />
        <StatTile label={t('course.stats.materials')} value={props.materialCount === undefined ? '…' : formatNumber(props.materialCount)} icon={BookIcon} />
        <GridItem colSpan={2}>
          <StatTile
            label={t('course.stats.quizPoints')}
            value={t('course.stats.quizPointsValue', { earned: formatNumber(props.pointsEarned), available: formatNumber(props.pointsAvailable) })}
            icon={TrophyIcon}
            tone="gold"
            testId="stat-quiz-points"
          />
        </GridItem>
        <GridItem colSpan={2}>
          <StatTile
            label={t('course.stats.reward')}
            value={
              props.lessonless ? t('course.stats.rewardNone') : reward ? t('course.stats.rewardValue', { tokens: reward.tokens, points: reward.points }) : '…'
            }
            icon={StarIcon}
            tone="gold"
            testId="stat-course-reward"
          />
        </GridItem>
      </SimpleGrid>
    </Panel>
  );
}
