import type { PropreError } from '@propre/sdk';
import { useEffect, useRef } from 'react';

/**
 * Tells the host about each new failure once (`onError`), the one passed at the last render: a
 * refetch that fails again with the same error, or a re-render, does not report it twice.
 */
export function useReportError(error: unknown, onError: ((error: PropreError) => void) | undefined): void {
  const reported = useRef<unknown>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (error && reported.current !== error) {
      reported.current = error;
      onErrorRef.current?.(error as PropreError);
    }
  }, [error]);
}
