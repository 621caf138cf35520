/** The stats card of the course page: the course's size and what the learner has earned in it. */
import { GridItem, SimpleGrid } from '@chakra-ui/react';

import { BookIcon, CheckCircleIcon, ClockIcon, QuizIcon, StarIcon, TrophyIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { StatTile } from '@/components/ui/stat-tile';

import { formatDuration } from '../format';
import { useSettings } from '@/hooks/use-settings';

interface CourseStatsProps {
  duration: number | null;
  materialCount: number | undefined;
  quizCount: number;
  correct: number;
  pointsAvailable: number;
  pointsEarned: number;
  status: 'Not started' | 'In progress' | 'Completed';
}

export function CourseStats(props: CourseStatsProps) {
  const reward = useSettings().data?.courseCompletion;
  return (
    <Panel title="Course Stats" headingId="course-stats" icon={StarIcon}>
      <SimpleGrid columns={2} gap="3">
        <StatTile label="Duration" value={formatDuration(props.duration)} icon={ClockIcon} />
        <StatTile label="Materials" value={props.materialCount ?? '…'} icon={BookIcon} />
        <StatTile label="Quizzes correct" value={`${props.correct} / ${props.quizCount}`} icon={QuizIcon} testId="stat-quizzes-correct" />
        <StatTile label="Quiz points" value={`${props.pointsEarned} / ${props.pointsAvailable}`} icon={TrophyIcon} tone="gold" testId="stat-quiz-points" />
        <GridItem colSpan={2}>
          <StatTile label="Status" value={props.status} icon={CheckCircleIcon} testId="stat-status" />
        </GridItem>
        <GridItem colSpan={2}>
          <StatTile label="Completion reward" value={reward ? `${reward.tokens} tokens + ${reward.points} points` : '…'} icon={StarIcon} tone="gold" />
        </GridItem>
      </SimpleGrid>
    </Panel>
  );
}
