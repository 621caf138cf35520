/**
 * The state of a sign-in or sign-up form: its values, the message under each field that failed its
 * check, and the check's SPEC title and message. Every problem is shown on the first submit. A field's own
 * check ("Password Too Short": "Password must be at least 6 characters") is said once, under that field,
 * its title as the message's heading; when every marked field has its own check, nothing more is said.
 * Empty fields ("Missing Information") and the server's refusal are said above the form's button, in
 * place of a toast (docs/product.md#sign-up-and-sign-in). Editing a field clears its message
 * and the form's; a failed check moves the focus to the first field it marked and scrolls it to the
 * middle of the screen, clear of a button stuck under the form, so the keyboard, the eye and the screen reader land there
 * (with the form's problem above the button too where both fit).
 */
import { useState, type FormEvent } from 'react';

import { useT } from '@/i18n';

import { ruleText } from './auth-messages';
import { FORM_PROBLEM_ATTRIBUTE } from './components/form-problem';
import type { CheckedField, FieldErrors, RegistrationInput, ValidationProblem } from './validation';

const FIELD_ORDER: CheckedField[] = ['name', 'email', 'password'];

/** Whether a problem is said at its fields only: every field it marks has its own check's title. */
export function saidAtFields(problem: ValidationProblem): boolean {
  const marked = FIELD_ORDER.filter((field) => problem.fields[field]);
  return marked.length > 0 && marked.every((field) => problem.titles?.[field]);
}

/** The field messages without `key`'s (unchanged when it had none). */
const without = (key: keyof RegistrationInput) => (current: FieldErrors) => (key in current ? { ...current, [key]: undefined } : current);

export const EMPTY_REGISTRATION: RegistrationInput = { name: '', email: '', password: '', phone: '' };

export function useCheckedForm(initial: RegistrationInput = EMPTY_REGISTRATION) {
  const t = useT();
  const [form, setForm] = useState<RegistrationInput>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [titles, setTitles] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ValidationProblem | null>(null);
  const set = (key: keyof RegistrationInput) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(without(key));
    setTitles(without(key));
    setProblem(null);
  };
  /** Shows the problem (the form's line and its field messages) and focuses the first marked field; no problem clears them. */
  const markFields = (event: FormEvent<HTMLFormElement>, problem: ValidationProblem | null) => {
    setProblem(problem);
    setErrors(problem?.fields ?? {});
    setTitles(problem?.titles ?? {});
    const first = FIELD_ORDER.find((field) => problem?.fields[field]);
    const form = event.currentTarget;
    const input = first ? form.elements.namedItem(first) : null;
    if (!(input instanceof HTMLElement)) return;
    // After the messages render, so the field is read with its message when the focus lands.
    requestAnimationFrame(() => {
      input.focus({ preventScroll: true });
      const notice = form.querySelector(`[${FORM_PROBLEM_ATTRIBUTE}]`);
      if (!notice) {
        input.scrollIntoView?.({ block: 'center' });
        return;
      }
      // The form's problem above its button ("Missing Information") and the first marked field, both in
      // view where they fit: the notice first (clear of a button stuck under the form: its scroll margin),
      // then the field, which wins where both do not fit (a phone's keyboard up).
      notice.scrollIntoView?.({ block: 'nearest' });
      input.scrollIntoView?.({ block: 'nearest' });
    });
  };
  // Said in the screen's language: the checks keep the contract's sentences (auth-messages.ts).
  const said = (sentence: string | undefined) => (sentence === undefined ? undefined : ruleText(t, sentence));
  const shown = (of: FieldErrors): FieldErrors => ({ name: said(of.name), email: said(of.email), password: said(of.password) });
  const shownProblem =
    problem && !saidAtFields(problem) ? { ...problem, title: ruleText(t, problem.title), description: ruleText(t, problem.description) } : null;
  return { form, errors: shown(errors), titles: shown(titles), problem: shownProblem, set, markFields };
}

export type CheckedFormState = ReturnType<typeof useCheckedForm>;
