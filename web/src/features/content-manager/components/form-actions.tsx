/**
 * A content-manager form's save bar (docs/product.md#content-manager): submit, Cancel (back to create
 * mode) while editing, and any other buttons of the form. It sticks to the bottom of the screen
 * (above the phone's tab bar) while any part of its form is in view, so a long form is saved
 * without scrolling to its end. A field that takes the focus under it scrolls up into view above it,
 * and toasts rise above it (docs/product.md#content-manager); what a save or a refused try did is said
 * in it, under the buttons (`said`), where a toast would have covered the form on a phone. `compact` (the Translations section's
 * many short forms) keeps it one row on a phone: small buttons, the submit's long name on two lines
 * if it must ("Guardar título y descripción en español" is read whole) and the other buttons as they are.
 */
import { Box, Button, chakra, HStack, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

import { TAB_BAR_ROOM } from '@/components/layouts/bottom-tab-bar';
import { TOAST_CLEAR_ATTRIBUTE } from '@/components/ui/toast-lift';
import { SAVE_BAR_ATTRIBUTE, useClearOfBar } from '@/hooks/use-clear-of-bar';
import { useT } from '@/i18n';
import { type Said, SaidLine } from '@/components/ui/said-line';

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
  /** What the last try did (saved, or refused and why), said under the buttons instead of in a toast. */
  said?: Said | null;
  /** The submit button's label. */
  children: ReactNode;
  /** One row however narrow the screen: small buttons, the submit's label on two lines if it must be. */
  compact?: boolean;
}

export function FormActions({ editing, pending, onCancel, disabled = false, extra, note, said = null, children, compact = false }: FormActionsProps) {
  const t = useT();
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
      py={compact ? '2' : '3'}
      borderTopWidth="1px"
      borderColor="brand.100"
      data-testid="save-bar"
    >
      <HStack gap={compact ? '2' : '3'} wrap={compact ? 'nowrap' : 'wrap'}>
        <Button
          type="submit"
          colorPalette="brand"
          size={compact ? 'sm' : 'md'}
          flexShrink={compact ? 1 : undefined}
          minW={compact ? '0' : undefined}
          {...(compact ? { whiteSpace: 'normal', height: 'auto', minH: '8', py: '1' } : {})}
          disabled={disabled}
          loading={pending}
          loadingText={t('cm.form.saving')}
        >
          {compact ? (
            <chakra.span lineClamp={2} textAlign="start">
              {children}
            </chakra.span>
          ) : (
            children
          )}
        </Button>
        {editing ? (
          <Button variant="outline" onClick={onCancel}>
            {t('cm.form.cancel')}
          </Button>
        ) : null}
        {extra}
      </HStack>
      {note ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {note}
        </Text>
      ) : null}
      <SaidLine said={said} testId="form-said" />
    </Box>
  );
}
