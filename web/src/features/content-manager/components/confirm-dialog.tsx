import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

interface ConfirmDialogProps {
  /** The question; the dialog is open while there is one. */
  question: string | null;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; focus starts on Cancel so Enter never deletes by accident. */
export function ConfirmDialog({ question, confirmLabel, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      open={question !== null}
      onOpenChange={(details) => (details.open ? undefined : onCancel())}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Please confirm</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text data-testid="confirm-question">{question}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
