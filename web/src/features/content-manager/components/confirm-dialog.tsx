import { Button, Dialog, List, Portal, Spinner, Text } from '@chakra-ui/react';
import { useRef } from 'react';

import { useT } from '@/i18n';

interface ConfirmDialogProps {
  /** The question; the dialog is open while there is one. */
  question: string | null;
  /** Lines under the question: what the action will do. */
  details?: readonly string[];
  confirmLabel: string;
  /** A destructive action's button is red; one that shows something (Publish) is the brand's. */
  tone?: 'danger' | 'brand';
  pending?: boolean;
  /** What the question still waits for ("Counting the materials…"): until then the confirm button waits, saying so. */
  waitingFor?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that deletes or shows something; focus starts on Cancel so Enter never does it by accident. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { question, details = [], confirmLabel, tone = 'danger', pending = false, waitingFor = null, onConfirm, onCancel } = props;
  const t = useT();
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
              <Dialog.Title>{t('cm.confirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text data-testid="confirm-question">{question}</Text>
              {details.length > 0 ? (
                <List.Root gap="1" mt="3" ps="0" listStyleType="none" fontSize="sm" color="fg.muted" data-testid="confirm-details">
                  {details.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  {t('cm.form.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                onClick={onConfirm}
                loading={pending}
                disabled={waitingFor !== null}
                aria-busy={waitingFor !== null}
              >
                {waitingFor === null ? (
                  confirmLabel
                ) : (
                  <>
                    <Spinner size="sm" />
                    {waitingFor}
                  </>
                )}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
