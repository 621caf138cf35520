/**
 * The course video (docs/product.md#courses). A video in Storage plays in the page and its watch
 * time comes from playback (./video-player.tsx). A video at an external link opens in a new tab:
 * the app cannot see it play, so opening it counts as watching it through (the course is marked
 * watched and completed; the first completion pays 15 tokens and 25 points), and the page says so.
 * A blocked popup says so. A course without a video says so once, in one calm line, with nothing to
 * press, naming only the parts it has (materials, quizzes).
 */
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';

import { ExternalLinkIcon, PlayIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { shownT, useT } from '@/i18n';
import { notify } from '@/lib/toast';

import type { Course, CourseProgress } from '@contract';

import { VideoPlayer } from './video-player';

interface VideoSectionProps {
  userId: string;
  course: Pick<Course, 'id' | 'title' | 'videoUrl' | 'videoPath' | 'captionsPath' | 'videoLang'>;
  /** The watch time the server holds, seconds. */
  watchTime: number;
  /** The server's watch percent; undefined while the progress loads (a played video resumes from it: ../video-resume.ts). */
  percent?: number;
  completed: boolean;
  completing: boolean;
  onWatched: () => void;
  /** A video in Storage played to its end, its last watch time saved (./video-player.tsx). */
  onFinished?: (recorded: CourseProgress | null) => void;
  /** What a course without a video is made of (../progress-view.ts noVideoLine). */
  noVideoText: string;
}

/** Opens the video link; false when the browser blocked the new tab. */
export function openVideo(videoUrl: string): boolean {
  const opened = window.open(videoUrl, '_blank');
  if (!opened) {
    notify.error(shownT('course.video.popupTitle'), shownT('course.video.popupText'));
    return false;
  }
  // The video site must not be able to navigate this tab (what rel="noopener" does for links).
  opened.opener = null;
  return true;
}

export function VideoSection({ userId, course, watchTime, percent, completed, completing, onWatched, onFinished, noVideoText }: VideoSectionProps) {
  const t = useT();
  if (course.videoPath) {
    return (
      <Panel title={t('course.video.title')} headingId="course-video" icon={PlayIcon}>
        <VideoPlayer
          userId={userId}
          courseId={course.id}
          title={course.title}
          path={course.videoPath}
          captionsPath={course.captionsPath}
          lang={course.videoLang}
          watchTime={watchTime}
          percent={percent}
          completed={completed}
          onFinished={onFinished}
        />
      </Panel>
    );
  }
  const { videoUrl } = course;
  if (!videoUrl) {
    return (
      <Text color="fg.muted" data-testid="course-no-video">
        {noVideoText}
      </Text>
    );
  }
  const onWatch = () => {
    if (openVideo(videoUrl) && !completed) onWatched();
  };
  return (
    <Panel title={t('course.video.title')} headingId="course-video" icon={PlayIcon}>
      <Stack gap="4">
        <Box borderRadius="xl" bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.950" color="white" p={{ base: '5', md: '8' }} textAlign="center">
          <Stack gap="3" align="center">
            <Text fontWeight="semibold" dir="auto">
              {course.title}
            </Text>
            <Button colorPalette="gold" size="lg" onClick={onWatch} loading={completing} loadingText={t('course.video.savingProgress')}>
              <PlayIcon /> {t(completed ? 'course.video.watchAgain' : 'course.video.watch')}
            </Button>
            <Text fontSize="sm" color="brand.100">
              {t(completed ? 'course.video.watchedExternal' : 'course.video.external')}
            </Text>
          </Stack>
        </Box>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {t('course.video.link')}{' '}
          <Link href={videoUrl} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="medium">
            <bdi dir="ltr">{videoUrl}</bdi>
            <ExternalLinkIcon />
            <Text as="span" srOnly>
              {t('course.materials.opens')}
            </Text>
          </Link>
        </Text>
      </Stack>
    </Panel>
  );
}
