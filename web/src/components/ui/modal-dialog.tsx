/**
 * The app's modal dialog shell (the mission modal, the quiz modal): one size and placement, a header
 * with an optional eyebrow line above the title, a body that scrolls inside the dialog, a footer
 * for the actions, and a close button in the corner. Escape, the close button and a click outside
 * all call `onClose`.
 *
 * - One size everywhere (`lg`, at most 42rem wide, the full width of a phone): a responsive size
 *   such as `{ base: 'full', md: 'lg' }` keeps the phone's full height on a desktop too.
 * - Near the top of the screen (4rem down, the recipe's margin; 1rem on a phone, whose height is
 *   better spent on the dialog: a quiz's wrong-answer result fits a 390×844 screen), and at most as
 *   tall as leaves a two-line toast's height below it (toasts sit at the bottom, on phones above the
 *   tab bar's room: components/ui/toaster.tsx), so a toast never covers the footer's buttons.
 * - The title a size smaller on a phone, so a two-line question leaves the body its room.
 * - The body is the scroll region, and a keyboard user can focus it to scroll (axe's
 *   scrollable-region-focusable, which the e2e tests check; docs/architecture.md#web-code-layout-and-import-boundaries).
 *   While part of it is below the footer it says so at its bottom edge ("More below", over a fade),
 *   so a cut line reads as "scroll", not as the end (docs/product.md#courses, the quiz result).
 */
import { Box, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

import { TAB_BAR_ROOM } from '@/components/layouts/bottom-tab-bar';
import { useMoreBelow } from '@/hooks/use-side-scroll';
import { useT } from '@/i18n';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** `data-testid` of the dialog's content. */
  testId?: string;
  /** A `ModalHeader`, then a `ModalBody`, then a `ModalFooter`. */
  children: ReactNode;
}

export function ModalDialog({ open, onClose, testId, children }: ModalDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} size="lg" scrollBehavior="inside" placement="top">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid={testId}
            my={{ base: '4', md: '16' }}
            maxH={{ base: `calc(100% - 1rem - 8rem - ${TAB_BAR_ROOM.base})`, md: 'calc(100% - 4rem - 8rem)' }}
          >
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ModalHeaderProps {
  /** The dialog's title (its accessible name). */
  title: ReactNode;
  /** A short line above the title, e.g. "STATION 2". */
  eyebrow?: ReactNode;
  /** Only for screen readers (a loading dialog still needs a name). */
  srOnly?: boolean;
}

export function ModalHeader({ title, eyebrow, srOnly = false }: ModalHeaderProps) {
  if (srOnly) return <Dialog.Title srOnly>{title}</Dialog.Title>;
  return (
    // pe leaves room for the close button in the corner.
    <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
      {eyebrow ? (
        <Text fontSize="sm" fontWeight="bold" color="gold.800" letterSpacing="wide">
          {eyebrow}
        </Text>
      ) : null}
      {/* The header's width, so a title in the other direction than the page's (content: dir="auto") lines up with its own start. */}
      <Dialog.Title fontSize={{ base: 'lg', md: 'xl' }} color="brand.800" alignSelf="stretch">
        {title}
      </Dialog.Title>
    </Dialog.Header>
  );
}

/** The scroll region: focusable, so the keyboard can scroll a long body; says when there is more below. */
export function ModalBody({ children }: { children: ReactNode }) {
  const t = useT();
  const body = useRef<HTMLDivElement>(null);
  const below = useMoreBelow(body);
  return (
    // The body's bottom padding lives inside its content, so the sticky "More below" sits on the scroll
    // region's very edge: with the padding on the body, a strip of text showed below the fade.
    <Dialog.Body tabIndex={0} ref={body} pb="0">
      {/* One child to watch: the body's content changes (a question, then its result). */}
      <Box pb="6">{children}</Box>
      {below ? (
        <Box
          aria-hidden="true"
          position="sticky"
          bottom="-1px"
          mt="-12"
          h="12"
          display="flex"
          alignItems="flex-end"
          justifyContent="center"
          pointerEvents="none"
          bgGradient="to-b"
          gradientFrom="transparent"
          gradientTo="white"
          data-testid="modal-more-below"
        >
          <Text fontSize="xs" fontWeight="semibold" color="brand.700" bg="white" px="2" borderRadius="full" boxShadow="sm">
            {t('common.moreBelow')}
          </Text>
        </Box>
      ) : null}
    </Dialog.Body>
  );
}

/** The actions, right-aligned: the dismissing one (Cancel, Close) first, the main one last. */
export function ModalFooter({ children }: { children: ReactNode }) {
  return <Dialog.Footer>{children}</Dialog.Footer>;
}
