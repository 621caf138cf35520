/**
 * A course translation's own video and captions (docs/decisions.md, "Languages": a lesson's video in
 * the learner's language): the same editor and checks as the course's video (course-video-file.tsx),
 * saved on the translation, and a line saying which video learners reading that language get (theirs,
 * else the English one). It needs the saved translation: the video belongs to it, and removing the
 * translation removes its video too.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';
import type { Course, CourseTranslations } from '@contract';

import { useSetCourseTranslationVideo } from '../api/translations';
import { translationFileSaid } from './course-file-said';
import { languageName, type TranslationLocale } from '../translation-form';
import { VideoFilesEditor } from './course-video-file';

interface Props {
  course: Pick<Course, 'id' | 'title' | 'duration' | 'videoPath' | 'videoUrl'>;
  locale: TranslationLocale;
  saved: CourseTranslations[TranslationLocale];
}

export function CourseTranslationVideo({ course, locale, saved }: Props) {
  const t = useT();
  const setFile = useSetCourseTranslationVideo();
  const language = languageName(t, locale);
  const gets = saved?.videoPath
    ? t('cm.tr.video.getsOwn', { language })
    : course.videoPath || course.videoUrl
      ? t('cm.tr.video.getsEnglish', { language })
      : t('cm.tr.video.getsNone', { language });
  return (
    <Stack gap="2" data-testid="translation-video">
      <Heading as="h4" size="sm" color="brand.800">
        {t('cm.tr.video.heading', { language })}
      </Heading>
      <Text fontSize="sm" fontWeight="semibold" color="brand.800" data-testid="translation-video-gets">
        {gets}
      </Text>
      {saved ? (
        <VideoFilesEditor
          course={course}
          videoPath={saved.videoPath}
          captionsPath={saved.captionsPath}
          busy={setFile.isPending}
          save={(file) => setFile.mutateAsync({ id: course.id, locale, file })}
          said={(file) => translationFileSaid(`“${course.title}”`, language, file)}
          texts={{
            plays: (name) => t('cm.tr.video.plays', { language, name }),
            none: t('cm.tr.video.none', { language }),
            captions: (name) => t('cm.video.captions', { name }),
            noCaptions: t('cm.video.noCaptions'),
            captionsLater: t('cm.tr.video.captionsLater', { language }),
          }}
          testId="translation"
          language={language}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('cm.tr.video.textFirst', { language })}
        </Text>
      )}
    </Stack>
  );
}
