import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';

import { useT } from '@/i18n';
import { contentLang } from '@/lib/content-lang';
import type { Mission } from '@contract';

import { loadLessonMarkdown } from '../preload';
import { MissionRewards } from './mission-rewards';
import { LessonObjectives } from './lesson-objectives';

const LessonMarkdown = lazy(loadLessonMarkdown);

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
              <Suspense fallback={<Text whiteSpace="pre-line">{mission.content}</Text>}>
                <LessonMarkdown markdown={mission.content} />
              </Suspense>
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
