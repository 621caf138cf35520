import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';

import { useT } from '@/i18n';
import { contentLang } from '@/lib/content-lang';
import type { Mission } from '@contract';

import { lessonPlainText } from '../lesson-plain-text';
import { lessonMarkdownLoaded, loadLessonMarkdown } from '../preload';
import { MissionRewards } from './mission-rewards';
import { LessonObjectives } from './lesson-objectives';

const LessonMarkdown = lazy(loadLessonMarkdown);

/**
 * The lesson: rendered at once when its renderer is in memory; else, while it loads, the same text
 * without its Markdown marks (never "### Step 1" or "**Practice:**" on screen).
 */
function Lesson({ markdown }: { markdown: string }) {
  const Loaded = lessonMarkdownLoaded();
  if (Loaded) return <Loaded markdown={markdown} />;
  return (
    <Suspense fallback={<Text whiteSpace="pre-line">{lessonPlainText(markdown)}</Text>}>
      <LessonMarkdown markdown={markdown} />
    </Suspense>
  );
}

/**
 * The body shared by the mission modal and the mission page (docs/product.md#missions): the lesson
 * as structured text, the four objectives as what it sets the learner up to do, the rewards. A locked station shows what
 * unlocks it (`lockedNotice`) first and keeps its lesson and objectives back until it is unlocked
 * (the server does not send the lesson either).
 */
export function MissionDetails({ mission, headingLevel = 'h3', lockedNotice }: { mission: Mission; headingLevel?: 'h2' | 'h3'; lockedNotice?: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="5">
      {/* The description and the lesson are content: each marked with its language, in its own direction (docs/decisions.md, "Languages"). */}
      <Text fontSize="lg" color="fg.muted" {...contentLang(mission.lang)}>
        {mission.description}
      </Text>
      {lockedNotice ?? (
        <>
          {mission.content ? (
            <Box bg="bg.canvas" borderRadius="lg" p="4" borderInlineStartWidth="4px" borderColor="gold.400" {...contentLang(mission.lang)}>
              <Lesson markdown={mission.content} />
            </Box>
          ) : null}
          <Box>
            <Heading as={headingLevel} size="md" color="brand.800" mb="2">
              {t('missions.objectives.heading')}
            </Heading>
            <LessonObjectives station={mission.station} />
          </Box>
        </>
      )}
      <Box>
        <Heading as={headingLevel} size="md" color="brand.800" mb="2">
          {t('missions.rewards')}
        </Heading>
        <MissionRewards mission={mission} />
      </Box>
    </Stack>
  );
}
