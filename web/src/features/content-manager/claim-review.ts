/**
 * The state of a form whose last save was refused for possible income claims: the claims the
 * server named (from the mutation's error) and the reason the admin types to save anyway, which
 * the next save sends as `claimReason` (docs/product.md#claim-checks).
 */
import { useState } from 'react';

import { ApiError } from '@/lib/api-client';
import type { ClaimHit } from '@contract';

export interface ClaimReview {
  claims: ClaimHit[];
  reason: string;
  setReason: (reason: string) => void;
  /** What the next save sends: the typed reason while claims are shown, otherwise nothing. */
  claimReason: string | undefined;
}

export const claimsOf = (error: unknown): ClaimHit[] => (error instanceof ApiError ? error.claims : []);

export function useClaimReview(error: unknown): ClaimReview {
  const [reason, setReason] = useState('');
  const claims = claimsOf(error);
  return { claims, reason, setReason, claimReason: claims.length > 0 && reason.trim() ? reason.trim() : undefined };
}

/** The labels of the fields whose text holds the claim's words (case aside), in the form's order. */
export function claimFields(claim: Pick<ClaimHit, 'match'>, fields: Record<string, string>): string[] {
  const words = claim.match.toLocaleLowerCase();
  return Object.entries(fields)
    .filter(([, text]) => text.toLocaleLowerCase().includes(words))
    .map(([label]) => label);
}
