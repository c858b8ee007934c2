import { useEffect, useState } from 'react';

/**
 * `value` once it has stood still for `delayMs`: what a field of suggestions asks the API for, a
 * moment after the last key rather than at each one. `initial` until then (`value` unless told).
 */
export function useDebounced<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
