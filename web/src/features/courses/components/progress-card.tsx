/**
 * The progress card (docs/product.md#courses), the course page's one progress display: the course's
 * total (./progress-view.ts, the number the train journey stands at) as a bar, and under it one line
 * of what makes it up ("Video 13% watched · 1 of 3 quizzes right"); Mark as Completed (not
 * completed and at least 90% watched) and Retake Course at 100%. A course without a video says what
 * completes it. Reset Progress is not here: it sits at the end of the page (./reset-course.tsx), away
 * from the thumb's way to the bar.
 */
import { Button, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';

import { CheckCircleIcon, RestartIcon, TrophyIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { formatPercent, useT } from '@/i18n';

import { noVideoRule, progressParts, type CourseProgressView } from '../progress-view';

interface ProgressCardProps {
  view: CourseProgressView;
  /** The course's materials (undefined while they load): a course without a video says what completes it from them. */
  materialCount?: number;
  showMarkCompleted: boolean;
  showRetake: boolean;
  completing: boolean;
  resetting: boolean;
  onMarkCompleted: () => void;
  onRetake: () => void;
}

export function ProgressCard(props: ProgressCardProps) {
  const t = useT();
  const { total, hasVideo, quizCount } = props.view;
  const parts = progressParts(props.view);
  return (
    <Panel title={t('course.progress.title')} headingId="course-progress" icon={TrophyIcon}>
      <Stack gap="5">
        <Progress.Root value={total} max={100} colorPalette="gold" size="lg" aria-label={t('course.progress.label')}>
          <Flex justify="space-between" align="baseline" mb="2">
            <Progress.Label fontWeight="bold" color="brand.800">
              {t('course.progress.total')}
            </Progress.Label>
            <Progress.ValueText fontSize="2xl" fontWeight="extrabold" color="brand.800" data-testid="course-total-progress">
              {formatPercent(total)}
            </Progress.ValueText>
          </Flex>
          <Progress.Track borderRadius="full" bg="gold.100">
            {/* The fill grows from the reading start: its gradient too (brand at the start, gold at the tip). */}
            <Progress.Range bgGradient={{ base: 'to-r', _rtl: 'to-l' }} gradientFrom="brand.500" gradientTo="gold.400" />
          </Progress.Track>
        </Progress.Root>
        {parts ? (
          <Text fontSize="sm" color="fg.muted" data-testid="course-progress-parts">
            {parts}
          </Text>
        ) : null}
        {!hasVideo ? (
          <Text fontSize="sm" color="fg.muted" data-testid="course-no-video-rule">
            {noVideoRule(quizCount, props.materialCount)}
          </Text>
        ) : null}
        {props.showMarkCompleted || props.showRetake ? (
          <HStack gap="3" wrap="wrap">
            {props.showMarkCompleted ? (
              <Button colorPalette="brand" onClick={props.onMarkCompleted} loading={props.completing} loadingText={t('course.saving')}>
                <CheckCircleIcon /> {t('course.markCompleted')}
              </Button>
            ) : null}
            {props.showRetake ? (
              <Button colorPalette="gold" onClick={props.onRetake} loading={props.resetting} loadingText={t('course.resetting')}>
                <RestartIcon /> {t('course.retake')}
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </Panel>
  );
}
