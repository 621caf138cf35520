import { useState } from 'react';

/** A content-manager form's values, and `set(key)`: the setter of one field, for its input's onValueChange. */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  return { values, setValues, set };
}
