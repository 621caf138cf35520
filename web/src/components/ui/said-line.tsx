/**
 * What a form or file part just did (the content manager's forms, the profile's reminders), said in
 * place under its buttons instead of in a toast: on a phone the form's controls leave no gap a toast
 * fits in, so one landed on the next field or button, or on the section's heading
 * (docs/product.md#notifications). A live region that is there before it speaks,
 * taking no room until it does.
 */
import { Text } from '@chakra-ui/react';

import type { ToastText } from '@/hooks/use-api-mutation';

/** A save's outcome ("Quiz Created" and what it means), or a refused try's problem ("Missing Information"). */
export interface Said {
  text: ToastText;
  refused?: boolean;
}

/** A form check's answer as the save bar says it: nothing when it passed, else its problem, refused. */
export const refusedBy = (checked: { ok: true } | { ok: false; problem: ToastText }): Said | null =>
  checked.ok ? null : { text: checked.problem, refused: true };

export function SaidLine({ said, testId }: { said: Said | null; testId: string }) {
  return (
    <Text
      role="status"
      mt={said ? '2' : '0'}
      fontSize="sm"
      color={said?.refused ? 'red.700' : 'green.800'}
      overflowWrap="anywhere"
      data-testid={testId}
      data-refused={said?.refused || undefined}
    >
      {said ? (
        <>
          <Text as="span" fontWeight="semibold">
            {said.text.title}
          </Text>
          {said.text.description ? ` ${said.text.description}` : null}
        </>
      ) : null}
    </Text>
  );
}
