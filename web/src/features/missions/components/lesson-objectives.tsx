/**
 * The station's four fixed lesson objectives, its own (docs/product.md#missions): what the lesson sets the
 * learner up to do, shown as a list to read, not ticked. Two of them happen after the lesson (a real
 * conversation, a win shared), so a tick box beside them could only be ticked untruthfully, and
 * Complete Mission never depended on it.
 */
import { List, Text } from '@chakra-ui/react';

import { CheckCircleIcon } from '@/components/ui/icons';
import { useT } from '@/i18n';

import { lessonObjectives } from '../mission-status';

export function LessonObjectives({ station }: { station: number }) {
  const t = useT();
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('missions.objectives.intro')}
      </Text>
      <List.Root gap="2" variant="plain" data-testid="mission-objectives">
        {lessonObjectives(station).map((objective) => (
          <List.Item key={objective} alignItems="flex-start">
            <List.Indicator asChild color="brand.600" mt="0.5">
              <CheckCircleIcon />
            </List.Indicator>
            {t(objective)}
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
