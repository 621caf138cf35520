import { Text } from '@chakra-ui/react';

import { DEEP_RATE, DIRECT_RATE, LEVEL_SYSTEM } from '../earnings';

/** The plan's 15-level statement, in every mode. */
export function LevelSystemNote() {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="level-system">
      The plan is a {LEVEL_SYSTEM}-level system: ${DIRECT_RATE} a month per direct (level 1) person and ${DEEP_RATE} per person on levels 2 to {LEVEL_SYSTEM}.
      Levels past the {LEVEL_SYSTEM}th pay nothing.
    </Text>
  );
}
