import { useEffect, useRef } from 'react';

/** Calls `callback` every `ms` while `active`; the latest callback is always the one called. */
export function useInterval(callback: () => void, ms: number, active = true) {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (!active) return undefined;
    const id = setInterval(() => saved.current(), ms);
    return () => clearInterval(id);
  }, [ms, active]);
}
