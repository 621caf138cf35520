/**
 * The challenge form's values and checks (docs/product.md#daily-challenges): a title; a kind
 * (count, days or streak); a target, a whole number from 1 to 365. The server checks the same.
 */
import { shownT } from '@/i18n';
import { CHALLENGE_TARGET, type Challenge, type ChallengeKind } from '@contract';

import type { Checked } from './course-form';

export interface ChallengeFormValues {
  title: string;
  description: string;
  kind: ChallengeKind;
  /** As typed. */
  target: string;
  isActive: boolean;
}

export interface ChallengePayload {
  title: string;
  description: string;
  kind: ChallengeKind;
  target: number;
  isActive: boolean;
}

export const emptyChallengeForm: ChallengeFormValues = { title: '', description: '', kind: 'count', target: '10', isActive: true };

export function challengeFormValues(challenge: Challenge | null): ChallengeFormValues {
  if (!challenge) return emptyChallengeForm;
  return { title: challenge.title, description: challenge.description, kind: challenge.kind, target: String(challenge.target), isActive: challenge.isActive };
}

export function checkChallengeForm(values: ChallengeFormValues): Checked<ChallengePayload> {
  const title = values.title.trim();
  if (!title) return { ok: false, problem: { title: shownT('cm.check.missing'), description: shownT('cm.check.title') } };
  const target = Number(values.target.trim());
  if (!/^\d+$/.test(values.target.trim()) || target < CHALLENGE_TARGET.min || target > CHALLENGE_TARGET.max) {
    return {
      ok: false,
      problem: { title: shownT('cm.check.targetTitle'), description: shownT('cm.check.target', { min: CHALLENGE_TARGET.min, max: CHALLENGE_TARGET.max }) },
    };
  }
  return { ok: true, payload: { title, description: values.description.trim(), kind: values.kind, target, isActive: values.isActive } };
}
