/**
 * Starting a course over (docs/product.md#courses). **Reset Progress** sits at the end of the course
 * page, not under the progress bar where a thumb reaching for the bar hits it, and both it and
 * **Retake Course** ask first: what is cleared (watch time, the course's quiz answers, its
 * completion) and what stays (tokens and points already paid, which are not paid again).
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';

import { RestartIcon } from '@/components/ui/icons';
import { ModalBody, ModalDialog, ModalFooter, ModalHeader } from '@/components/ui/modal-dialog';
import { formatPercent, useT } from '@/i18n';

/** The page's last section: Reset Progress, once there is something to redo. */
export function ResetProgressSection({ onAsk, resetting }: { onAsk: () => void; resetting: boolean }) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="course-start-over" borderTopWidth="1px" borderColor="brand.100" pt="6" data-testid="course-start-over">
      <Stack gap="2" align="flex-start">
        <Text as="h2" id="course-start-over" fontWeight="bold" color="brand.800">
          {t('course.reset.heading')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('course.reset.text')}
        </Text>
        <Button variant="outline" colorPalette="red" onClick={onAsk} loading={resetting} loadingText={t('course.resetting')}>
          <RestartIcon /> {t('course.reset.button')}
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
  const t = useT();
  return (
    <ModalDialog open={open} onClose={onClose} testId="reset-course-dialog">
      <ModalHeader title={t('course.reset.ask')} />
      <ModalBody>
        <Stack gap="3">
          <Text>{t('course.reset.askText', { zero: formatPercent(0) })}</Text>
          <Text color="fg.muted">{t('course.reset.keep')}</Text>
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button variant="outline" onClick={onClose} disabled={resetting}>
          {t('course.reset.cancel')}
        </Button>
        <Button colorPalette="red" onClick={onConfirm} loading={resetting} loadingText={t('course.resetting')} data-testid="reset-course-confirm">
          <RestartIcon /> {action}
        </Button>
      </ModalFooter>
    </ModalDialog>
  );
}
