/**
 * Shown under a form whose save was refused for possible income claims: which words, in which field,
 * why, and a field for the reason to save anyway (kept with the admin's name and the time). It is the
 * refusal's one message (no toast repeats it, `showsClaims` in the writes): when it appears it scrolls
 * into view between the sticky header and the form's save bar, and is kept there while the page
 * settles around it, until the admin scrolls or types (docs/product.md#claim-checks).
 */
import { Box, List, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

import { showAboveBar } from '@/hooks/use-clear-of-bar';
import { useT } from '@/i18n';
import { holdInPlace } from '@/lib/hold-in-place';
import { claimReasonText } from '@/lib/refusal-text';

import { claimFields, type ClaimReview } from '../claim-review';
import { TextareaField } from './form-fields';

/** How long the warning is held in view after it appears, while the page around it settles. */
const SETTLE_MS = 2000;

/** `fields`: the form's texts by their labels, so each claim names the field to change. */
export function ClaimWarning({ review, fields = {} }: { review: ClaimReview; fields?: Record<string, string> }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const shown = review.claims.map((claim) => claim.match).join('\n');
  useEffect(() => {
    // Each new refusal: after the paint that laid it out, and while what is around it still moves.
    if (!shown) return undefined;
    let release = () => {};
    const frame = requestAnimationFrame(() => {
      release = holdInPlace(() => (box.current ? showAboveBar(box.current) : false), SETTLE_MS, SETTLE_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      release();
    };
  }, [shown]);
  if (review.claims.length === 0) return null;
  return (
    <Box ref={box} role="alert" p="3" borderRadius="md" bg="gold.50" borderWidth="1px" borderColor="gold.200" data-testid="claim-warning">
      <Text fontWeight="bold" color="gold.800">
        {t('cm.claim.title')}
      </Text>
      <Text fontSize="sm" color="gold.800" mb="2">
        {t('cm.claim.text')}
      </Text>
      <List.Root ps="5" gap="1" fontSize="sm" mb="3">
        {review.claims.map((claim) => {
          const where = claimFields(claim, fields);
          return (
            <List.Item key={`${claim.match}-${claim.reason}`}>
              <Text as="span" fontWeight="semibold">
                “{claim.match}”
              </Text>
              {where.length > 0 ? t('cm.claim.in', { fields: where.join(', ') }) : ''} — {claimReasonText(t, claim)}
            </List.Item>
          );
        })}
      </List.Root>
      <TextareaField
        label={t('cm.claim.reason')}
        value={review.reason}
        onValueChange={review.setReason}
        rows={2}
        maxLength={500}
        placeholder={t('cm.claim.reasonHint')}
      />
    </Box>
  );
}
