/**
 * The course and quiz forms' refusals, said at the fields (docs/product.md#content-manager, "What a
 * save says"): a try checks every field at once and marks each one that fails under it ("Invalid
 * Duration" and its sentence; an empty required field just its sentence), and the save bar's line
 * sums the marks up: one field's problem as it is, several as "Please fix the N fields marked".
 * A mark stays while its field still fails, so fixing a field by typing takes its mark away and the
 * line then names only what is still wrong; when none is, the line goes too. A field that goes
 * wrong after the try is marked by the next try. A refused try puts the focus on the first marked field.
 */
import { useState } from 'react';

import type { Said } from '@/components/ui/said-line';
import { shownT } from '@/i18n';

import type { FormProblem } from './course-form';

/** What is wrong with one field: its heading ("Missing Information", "Invalid Points") and sentence. */
export interface FieldMark {
  title: string;
  text: string;
  /** An empty required field: said under it by its sentence alone. */
  missing?: true;
}

export type Marks<K extends string> = Partial<Record<K, FieldMark>>;

/** A form check's answer: the payload, or the line to say and the mark of every field that failed. */
export type Marked<T, K extends string> = { ok: true; payload: T } | { ok: false; problem: FormProblem; marks: Marks<K> };

/** Several missing fields said in one sentence of the form's own ("Please fill in title and description"), if it has one. */
export type Together<K extends string> = (marked: K[]) => string | undefined;

export const missingMark = (text: string): FieldMark => ({ title: shownT('cm.check.missing'), text, missing: true });

/** The save bar's line for these marks; null when there are none. */
export function refusalOf<K extends string>(marks: Marks<K>, together?: Together<K>): FormProblem | null {
  const marked = (Object.keys(marks) as K[]).filter((key) => marks[key]);
  const all = marked.map((key) => marks[key]!);
  const [first] = all;
  if (!first) return null;
  if (all.length === 1) return { title: first.title, description: first.text };
  const shared = all.every((mark) => mark.title === first.title);
  return {
    title: shared ? first.title : shownT('cm.check.notSaved'),
    description: together?.(marked) ?? shownT('cm.check.fixMarked', { count: all.length }),
  };
}

/** The check's answer: refused with these marks when there are any, else the payload. */
export function markedOr<T, K extends string>(marks: Marks<K>, payload: () => T, together?: Together<K>): Marked<T, K> {
  const problem = refusalOf(marks, together);
  return problem ? { ok: false, problem, marks } : { ok: true, payload: payload() };
}

/** A field's props for its mark: the message under it, headed by its check's title unless it is a missing value. */
export const markProps = (mark: FieldMark | undefined) => ({ error: mark?.text, errorTitle: mark && !mark.missing ? mark.title : undefined });

/**
 * The marks of the last refused try that still hold for `values`, and the save bar's line for them
 * (`refusal`); `tryNow(form)` checks the values, marks every field that fails, focuses the first
 * marked one, and returns the check.
 */
export function useMarks<V, T, K extends string>(values: V, check: (values: V) => Marked<T, K>, together?: Together<K>) {
  const [named, setNamed] = useState<readonly K[]>([]);
  const checked = check(values);
  const marks: Marks<K> = {};
  if (!checked.ok) for (const key of named) if (checked.marks[key]) marks[key] = checked.marks[key];
  const problem = refusalOf(marks, together);
  const refusal: Said | null = problem && { text: problem, refused: true };
  const tryNow = (form: HTMLFormElement) => {
    setNamed(checked.ok ? [] : (Object.keys(checked.marks) as K[]));
    // The first marked field takes the focus once the marks render, which scrolls it clear of the
    // save bar (use-clear-of-bar.ts): a second mark sat hidden under the bar on a phone.
    if (!checked.ok) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return checked;
  };
  return { marks, refusal, tryNow };
}
