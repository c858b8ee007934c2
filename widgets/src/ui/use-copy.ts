import { useCallback, useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text through the async clipboard. When the browser refuses (no permission, an
 * insecure page) the state says so, for the widget to offer the text to select by hand. The
 * confirmation goes after a while, so a second copy is announced again.
 */
export function useCopy(resetMs = 6000): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), resetMs);
    return () => clearTimeout(timer);
  }, [state, resetMs]);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);
  return { state, copy };
}
