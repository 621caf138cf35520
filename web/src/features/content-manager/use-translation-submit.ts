/**
 * What a translation form (a course's, a quiz's) does on Save and Remove Translation
 * (docs/product.md#content-manager): the api's check first, its message shown at the form, then the
 * api's script check (a translation in its language's letters, contract/translation-script.ts); the
 * claim review of a refused save (its reason sent with the next one); the removal.
 */
import { useState, type FormEvent } from 'react';

import { wrongScript } from '@contract';
import { shownT } from '@/i18n';

import { useClaimReview } from './claim-review';
import type { Checked, FieldLabel, TranslationLocale } from './translation-form';

/** What a save and a removal name: a course's or quiz's id, a reward's, the disclosure's none. */
export interface TargetBase {
  locale: TranslationLocale;
  name: string;
}
export interface Save<Body, Target extends TargetBase> {
  mutate: (input: Target & { body: Body & { claimReason?: string } }) => void;
  isPending: boolean;
  error: unknown;
}
export interface Remove<Target extends TargetBase> {
  mutateAsync: (input: Target) => Promise<unknown>;
  isPending: boolean;
}

/** The script check's refusal in the screen's language, or null (the api answers the same, by its code). */
const scriptProblem = (locale: TranslationLocale, body: unknown): string | null =>
  wrongScript(locale, body) === null ? null : shownT(locale === 'ar' ? 'refusal.code.not_arabic_script' : 'refusal.code.arabic_script_in_spanish');

export function useTranslationSubmit<Values, Body, Target extends TargetBase>(
  target: Target,
  values: Values,
  check: (values: Values, labelOf: FieldLabel) => Checked<Body>,
  save: Save<Body, Target>,
  remove: Remove<Target>,
  /** The form's label of the field at a refusal's path, so a refusal names the field. */
  labelOf: FieldLabel,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const review = useClaimReview(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(values, labelOf);
    const script = checked.ok ? scriptProblem(target.locale, checked.payload) : null;
    setProblem(checked.ok ? script : checked.problem);
    if (checked.ok && !script) save.mutate({ ...target, body: { ...checked.payload, claimReason: review.claimReason } });
  };
  return {
    onSubmit,
    actions: {
      locale: target.locale,
      name: target.name,
      problem,
      review,
      saving: save.isPending,
      removing: remove.isPending,
      onRemove: () => remove.mutateAsync(target).catch(() => undefined),
    },
  };
}
