/**
 * The state of a sign-in or sign-up form: its values, the message under each field that failed its
 * check, and the check's SPEC title and message, which the form says above its button in place of a
 * toast (docs/product.md#sign-up-and-sign-in). Editing a field clears its message and the form's; a
 * failed check moves the focus to the first field it marked, so the keyboard and screen reader land there.
 */
import { useState, type FormEvent } from 'react';

import type { CheckedField, FieldErrors, RegistrationInput, ValidationProblem } from './validation';

const FIELD_ORDER: CheckedField[] = ['name', 'email', 'password'];

export const EMPTY_REGISTRATION: RegistrationInput = { name: '', email: '', password: '', phone: '' };

export function useCheckedForm(initial: RegistrationInput = EMPTY_REGISTRATION) {
  const [form, setForm] = useState<RegistrationInput>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ValidationProblem | null>(null);
  const set = (key: keyof RegistrationInput) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
    setProblem(null);
  };
  /** Shows the problem (the form's line and its field messages) and focuses the first marked field; no problem clears them. */
  const markFields = (event: FormEvent<HTMLFormElement>, problem: ValidationProblem | null) => {
    setProblem(problem);
    setErrors(problem?.fields ?? {});
    const first = FIELD_ORDER.find((field) => problem?.fields[field]);
    const input = first ? event.currentTarget.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  };
  return { form, errors, problem, set, markFields };
}

export type CheckedFormState = ReturnType<typeof useCheckedForm>;
