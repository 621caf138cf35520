/** The line a live board shows while it is not live (../live-state.ts). */
import { Box, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { liveStateText, type LiveState } from '../live-state';

export function LiveStateNotice({ state, ranksAt }: { state: LiveState; ranksAt: number }) {
  const text = liveStateText(useT(), state, ranksAt);
  if (!text) return null;
  return (
    <Box role="status" bg="orange.50" borderWidth="1px" borderColor="orange.300" borderRadius="md" px="3" py="2" data-testid="board-offline">
      <Text fontSize="sm" color="orange.900">
        {text}
      </Text>
    </Box>
  );
}
