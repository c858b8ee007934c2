import { useRef, useState } from 'react';

/**
 * What a `ConfirmDialog` asks about (a key to revoke, an endpoint to remove), and where the focus
 * goes back when it closes, since the dialog has no trigger of its own: the button that opened
 * it, or — gone with what it acted on — nowhere new.
 */
export function useConfirmation<Item>() {
  const opener = useRef<HTMLElement | null>(null);
  const [item, setItem] = useState<Item | null>(null);
  return {
    /** The item asked about, while the dialog is open. */
    item,
    /** Opens the dialog about `next`, from the button clicked. */
    ask: (next: Item, event: { currentTarget: HTMLElement }) => {
      opener.current = event.currentTarget;
      setItem(next);
    },
    close: () => {
      setItem(null);
      const element = opener.current;
      // After the dialog has unmounted and let go of the focus.
      requestAnimationFrame(() => {
        if (element?.isConnected && !element.hasAttribute('disabled')) element.focus();
      });
    },
  };
}
