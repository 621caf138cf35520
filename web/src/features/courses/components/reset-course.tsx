/**
 * Starting a course over (docs/product.md#courses). **Reset Progress** sits at the end of the course
 * page, not under the progress bar where a thumb reaching for the bar hits it, and both it and
 * **Retake Course** ask first: what is cleared (watch time, the course's quiz answers, its
 * completion) and what stays (tokens and points already paid, which are not paid again).
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';

import { RestartIcon } from '@/components/ui/icons';
import { ModalBody, ModalDialog, ModalFooter, ModalHeader } from '@/components/ui/modal-dialog';

/** The page's last section: Reset Progress, once there is something to redo. */
export function ResetProgressSection({ onAsk, resetting }: { onAsk: () => void; resetting: boolean }) {
  return (
    <Box as="section" aria-labelledby="course-start-over" borderTopWidth="1px" borderColor="brand.100" pt="6" data-testid="course-start-over">
      <Stack gap="2" align="flex-start">
        <Text as="h2" id="course-start-over" fontWeight="bold" color="brand.800">
          Start this course over
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Clears your watch time and your answers to this course&apos;s quizzes.
        </Text>
        <Button variant="outline" colorPalette="red" onClick={onAsk} loading={resetting} loadingText="Resetting...">
          <RestartIcon /> Reset Progress
        </Button>
      </Stack>
    </Box>
  );
}

interface ResetConfirmProps {
  open: boolean;
  /** "Reset Progress" or "Retake Course": the button that asked, repeated on the one that does it. */
  action: string;
  resetting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ResetConfirmDialog({ open, action, resetting, onConfirm, onClose }: ResetConfirmProps) {
  return (
    <ModalDialog open={open} onClose={onClose} testId="reset-course-dialog">
      <ModalHeader title="Start this course over?" />
      <ModalBody>
        <Stack gap="3">
          <Text>Your watch time and your answers to this course&apos;s quizzes are cleared, and the course starts again at 0%.</Text>
          <Text color="fg.muted">Tokens and points already paid stay yours; they are not paid again.</Text>
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button variant="outline" onClick={onClose} disabled={resetting}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={onConfirm} loading={resetting} loadingText="Resetting..." data-testid="reset-course-confirm">
          <RestartIcon /> {action}
        </Button>
      </ModalFooter>
    </ModalDialog>
  );
}
