/**
 * Shown under a form whose save was refused for possible income claims: which words, why, and a
 * field for the reason to save anyway (kept with the admin's name and the time).
 */
import { Box, List, Text } from '@chakra-ui/react';

import type { ClaimReview } from '../claim-review';
import { TextareaField } from './form-fields';

export function ClaimWarning({ review }: { review: ClaimReview }) {
  if (review.claims.length === 0) return null;
  return (
    <Box role="alert" p="3" borderRadius="md" bg="gold.50" borderWidth="1px" borderColor="gold.200" data-testid="claim-warning">
      <Text fontWeight="bold" color="gold.800">
        Possible income claim
      </Text>
      <Text fontSize="sm" color="gold.800" mb="2">
        The FTC treats claims like these as likely misleading. Change the text, or give a reason to save it anyway.
      </Text>
      <List.Root ps="5" gap="1" fontSize="sm" mb="3">
        {review.claims.map((claim) => (
          <List.Item key={`${claim.match}-${claim.reason}`}>
            <Text as="span" fontWeight="semibold">
              “{claim.match}”
            </Text>{' '}
            — {claim.reason}
          </List.Item>
        ))}
      </List.Root>
      <TextareaField
        label="Reason to save anyway"
        value={review.reason}
        onValueChange={review.setReason}
        rows={2}
        maxLength={500}
        placeholder="Kept with your name and the time"
      />
    </Box>
  );
}
