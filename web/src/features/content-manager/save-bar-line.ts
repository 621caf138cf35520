/**
 * What the course form and the quiz form say in their save bar (docs/product.md#content-manager, "What
 * a save says"): a save's words ("Course Updated", "Quiz Updated", "Quiz Created") only while they are
 * true. They go with the next try (`tried`), when a field is changed (`changed`: the form holds
 * something not saved), and when the course they speak of is published or made a draft (their "Saved
 * as a draft" or "learners see it now" no longer holds). Choosing another course or quiz, or Cancel,
 * mounts a new form, which says nothing yet. A refused try's problem is said in their place while it
 * still holds, from the fields it marked (`useMarks`, form-marks.ts): until the next try passes or
 * every marked field is fixed, naming only what is still wrong.
 */
import { useState } from 'react';

import type { Said } from '@/components/ui/said-line';
import type { ToastText } from '@/hooks/use-api-mutation';
import type { Course } from '@contract';

/** The course a save's words speak of, as it was when they were said; null for a General quiz. */
export type SaidOf = Pick<Course, 'id' | 'isPublic'> | null;

interface Line {
  said: Said;
  about: SaidOf;
}

/** `isPublicNow`: whether that course is published now, as the page lists it (undefined: not known). */
export function useSaveBarLine(isPublicNow: (courseId: number) => boolean | undefined) {
  const [line, setLine] = useState<Line | null>(null);
  const about = line?.about ?? null;
  const now = about ? isPublicNow(about.id) : undefined;
  // Published or made a draft since (React's "adjust state on a prop change"): the words no longer hold.
  if (about && now !== undefined && now !== about.isPublic) setLine(null);
  return {
    said: line?.said ?? null,
    /** A try: the last save's words go (a refusal is said from the marks). */
    tried: () => setLine(null),
    saved: (text: ToastText, course: SaidOf) => setLine({ said: { text }, about: course && { id: course.id, isPublic: course.isPublic } }),
    /** A field changed: a save's words go. */
    changed: () => setLine(null),
  };
}
