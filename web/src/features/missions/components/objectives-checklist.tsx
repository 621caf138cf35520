/**
 * The station's objectives as a checklist the learner ticks (docs/product.md#missions): nothing is
 * ticked until the learner ticks it; the ticks are the learner's own notes, kept in this browser
 * per station.
 */
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { lessonObjectives } from '../mission-status';

const storageKey = (missionId: number) => `mta.objectives.${missionId}`;

function readTicks(missionId: number): boolean[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(missionId)) ?? '[]');
    return lessonObjectives.map((_, index) => Array.isArray(stored) && stored[index] === true);
  } catch {
    return lessonObjectives.map(() => false);
  }
}

export function ObjectivesChecklist({ missionId }: { missionId: number }) {
  const [ticks, setTicks] = useState(() => readTicks(missionId));
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey(missionId), JSON.stringify(ticks));
    } catch {
      // Storage full or blocked: the ticks still work for this visit.
    }
  }, [missionId, ticks]);
  const done = ticks.filter(Boolean).length;
  return (
    <Stack gap="2" data-testid="mission-objectives">
      {lessonObjectives.map((objective, index) => (
        <Checkbox.Root
          key={objective}
          checked={ticks[index]}
          onCheckedChange={(details) => setTicks((current) => current.map((tick, at) => (at === index ? details.checked === true : tick)))}
          colorPalette="brand"
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">{objective}</Checkbox.Label>
        </Checkbox.Root>
      ))}
      <Text fontSize="sm" color="fg.muted" data-testid="mission-objectives-done">
        {done} of {lessonObjectives.length} done
      </Text>
    </Stack>
  );
}
