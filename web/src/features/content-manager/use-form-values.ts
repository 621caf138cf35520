import { useState } from 'react';

/**
 * A content-manager form's values, and `set(key)`: the setter of one field, for its input's
 * onValueChange; `onChange` hears of every such edit (a save bar's line that the next change ends).
 */
export function useFormValues<T extends object>(initial: T | (() => T), onChange?: () => void) {
  const [values, setValues] = useState<T>(initial);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) => {
      onChange?.();
      setValues((current) => ({ ...current, [key]: value }));
    };
  return { values, setValues, set };
}
