import { useEffect, useState } from 'react';
import type { CopyState } from './model.ts';

/** The Web Share API where the browser has it for a link (phones mostly); undefined elsewhere. */
function shareSheet(data: ShareData): (() => Promise<void>) | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return undefined;
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return undefined;
  return () => navigator.share(data);
}

/**
 * Copy and share for a link. Copying goes through the async clipboard; when it refuses (no
 * permission, an insecure page) the widget says so and the reader copies from the field.
 * Sharing opens the device's sheet; a refusal other than the reader closing it falls back to copy.
 */
export function useShareLink(data: ShareData & { url: string }) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  // The confirmation goes after a while: a second copy announces again.
  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = setTimeout(() => setCopyState('idle'), 6000);
    return () => clearTimeout(timer);
  }, [copyState]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  const open = shareSheet(data);
  const share = open
    ? async () => {
        try {
          await open();
        } catch (error) {
          if ((error as { name?: string }).name !== 'AbortError') await copy();
        }
      }
    : undefined;
  return { copyState, copy, share };
}
