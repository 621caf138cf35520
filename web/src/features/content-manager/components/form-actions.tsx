/** A content-manager form's buttons: submit, and Cancel (back to create mode) while editing. */
import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FormActions({ editing, pending, onCancel, children }: { editing: boolean; pending: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <HStack gap="3" wrap="wrap">
      <Button type="submit" colorPalette="brand" loading={pending} loadingText="Saving...">
        {children}
      </Button>
      {editing ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </HStack>
  );
}
