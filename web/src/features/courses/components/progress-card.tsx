/**
 * The progress card (docs/product.md#courses), the course page's one progress display: the server's
 * total (round(0.6 × video + 0.4 × quiz), the video alone without quizzes) as a bar, and under it one
 * line of what makes it up ("Video 13% watched · 1 of 3 quizzes right"); Mark as Completed (not
 * completed and at least 90% watched), Reset Progress once there is something to redo, and Retake
 * Course at 100%. A course without a video says what completes it.
 */
import { Button, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';

import { CheckCircleIcon, RestartIcon, TrophyIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';

interface ProgressCardProps {
  hasVideo: boolean;
  total: number;
  video: number;
  correct: number;
  quizCount: number;
  showMarkCompleted: boolean;
  showReset: boolean;
  showRetake: boolean;
  completing: boolean;
  resetting: boolean;
  onMarkCompleted: () => void;
  onReset: () => void;
}

export function ProgressCard(props: ProgressCardProps) {
  const { total, video, correct, quizCount } = props;
  return (
    <Panel title="Your Progress" headingId="course-progress" icon={TrophyIcon}>
      <Stack gap="5">
        <Progress.Root value={total} max={100} colorPalette="gold" size="lg" aria-label="Total course progress">
          <Flex justify="space-between" align="baseline" mb="2">
            <Progress.Label fontWeight="bold" color="brand.800">
              Total progress
            </Progress.Label>
            <Progress.ValueText fontSize="2xl" fontWeight="extrabold" color="brand.800" data-testid="course-total-progress">
              {total}%
            </Progress.ValueText>
          </Flex>
          <Progress.Track borderRadius="full" bg="gold.100">
            <Progress.Range bgGradient="to-r" gradientFrom="brand.500" gradientTo="gold.400" />
          </Progress.Track>
        </Progress.Root>
        {props.hasVideo || quizCount > 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="course-progress-parts">
            {props.hasVideo ? (
              <>
                Video <span data-testid="course-video-progress">{Math.round(video)}%</span> watched
              </>
            ) : null}
            {props.hasVideo && quizCount > 0 ? ' · ' : null}
            {quizCount > 0 ? (
              <span data-testid="course-quizzes-right">{`${correct} of ${quizCount} ${quizCount === 1 ? 'quiz' : 'quizzes'} right`}</span>
            ) : null}
          </Text>
        ) : null}
        {!props.hasVideo ? (
          <Text fontSize="sm" color="fg.muted" data-testid="course-no-video-rule">
            {quizCount === 0
              ? 'No video and no quizzes: read the materials, then mark the course completed.'
              : 'No video: answer every quiz correctly, then mark the course completed.'}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          {props.showMarkCompleted ? (
            <Button colorPalette="brand" onClick={props.onMarkCompleted} loading={props.completing} loadingText="Saving...">
              <CheckCircleIcon /> Mark as Completed
            </Button>
          ) : null}
          {props.showRetake ? (
            <Button colorPalette="gold" onClick={props.onReset} loading={props.resetting} loadingText="Resetting...">
              <RestartIcon /> Retake Course
            </Button>
          ) : props.showReset ? (
            <Button variant="outline" colorPalette="brand" onClick={props.onReset} loading={props.resetting} loadingText="Resetting...">
              <RestartIcon /> Reset Progress
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Panel>
  );
}
