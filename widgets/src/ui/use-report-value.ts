import { useEffect, useRef } from 'react';

/**
 * Hands each new value, once it is there, to the host's callback: the one passed at the last
 * render, so a host that passes a new function at each render is not called again for it.
 */
export function useReportValue<Value>(value: Value | null | undefined, report: ((value: Value) => void) | undefined): void {
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    if (value) latest.current?.(value);
  }, [value]);
}
