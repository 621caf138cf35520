/**
 * A content-manager form's save bar (docs/product.md#content-manager): submit, Cancel (back to create
 * mode) while editing, and any other buttons of the form. It sticks to the bottom of the screen
 * (above the phone's tab bar) while any part of its form is in view, so a long form is saved
 * without scrolling to its end. A field that takes the focus under it scrolls up into view above it,
 * and toasts rise above it (docs/product.md#content-manager).
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

import { TAB_BAR_ROOM } from '@/components/layouts/bottom-tab-bar';
import { TOAST_CLEAR_ATTRIBUTE } from '@/components/ui/toast-lift';
import { SAVE_BAR_ATTRIBUTE, useClearOfBar } from '@/hooks/use-clear-of-bar';

interface FormActionsProps {
  editing: boolean;
  pending: boolean;
  onCancel: () => void;
  /** The submit button stays disabled (the form says why in `note`). */
  disabled?: boolean;
  /** More buttons after Cancel (Remove Video, Cancel upload). */
  extra?: ReactNode;
  /** A line under the buttons: why saving is not possible yet. */
  note?: ReactNode;
  /** The submit button's label. */
  children: ReactNode;
}

export function FormActions({ editing, pending, onCancel, disabled = false, extra, note, children }: FormActionsProps) {
  const bar = useRef<HTMLDivElement>(null);
  useClearOfBar(bar);
  return (
    <Box
      ref={bar}
      {...{ [TOAST_CLEAR_ATTRIBUTE]: '', [SAVE_BAR_ATTRIBUTE]: '' }}
      position="sticky"
      bottom={TAB_BAR_ROOM}
      zIndex="docked"
      bg="white"
      py="3"
      borderTopWidth="1px"
      borderColor="brand.100"
      data-testid="save-bar"
    >
      <HStack gap="3" wrap="wrap">
        <Button type="submit" colorPalette="brand" disabled={disabled} loading={pending} loadingText="Saving...">
          {children}
        </Button>
        {editing ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {extra}
      </HStack>
      {note ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
