/**
 * The state of a sign-in or sign-up form: its values, the message under each field that failed its
 * check, and the check's SPEC title and message. A problem about one field whose message is the
 * field's own ("Password Too Short": "Password must be at least 6 characters") is said once, under that
 * field, with its title; any other (several fields, or the server's refusal) is said above the form's
 * button, in place of a toast (docs/product.md#sign-up-and-sign-in). Editing a field clears its message
 * and the form's; a failed check moves the focus to the first field it marked and scrolls it to the
 * middle of the screen, clear of a button stuck under the form, so the keyboard, the eye and the screen reader land there.
 */
import { useState, type FormEvent } from 'react';

import { useT } from '@/i18n';

import { ruleText } from './auth-messages';
import type { CheckedField, FieldErrors, RegistrationInput, ValidationProblem } from './validation';

const FIELD_ORDER: CheckedField[] = ['name', 'email', 'password'];

/** The one field a problem is about when its message is that field's own (then it is said there, once), else null. */
export function saidAtField(problem: ValidationProblem): { field: CheckedField; message: string } | null {
  const marked = FIELD_ORDER.filter((field) => problem.fields[field]);
  const only = marked.length === 1 ? marked[0]! : null;
  return only && problem.fields[only] === problem.description ? { field: only, message: problem.description } : null;
}

export const EMPTY_REGISTRATION: RegistrationInput = { name: '', email: '', password: '', phone: '' };

export function useCheckedForm(initial: RegistrationInput = EMPTY_REGISTRATION) {
  const t = useT();
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
    if (!(input instanceof HTMLElement)) return;
    // After the messages render, so the field is read with its message when the focus lands.
    requestAnimationFrame(() => {
      input.focus({ preventScroll: true });
      input.scrollIntoView?.({ block: 'center' });
    });
  };
  const inline = problem ? saidAtField(problem) : null;
  // Said in the screen's language: the checks keep the contract's sentences (auth-messages.ts).
  const said = (sentence: string | undefined) => (sentence === undefined ? undefined : ruleText(t, sentence));
  const shownErrors: FieldErrors = { name: said(errors.name), email: said(errors.email), password: said(errors.password) };
  if (inline) shownErrors[inline.field] = `${said(problem!.title)}: ${said(inline.message)}`;
  const shownProblem = problem && !inline ? { ...problem, title: ruleText(t, problem.title), description: ruleText(t, problem.description) } : null;
  return { form, errors: shownErrors, problem: shownProblem, set, markFields };
}

export type CheckedFormState = ReturnType<typeof useCheckedForm>;
