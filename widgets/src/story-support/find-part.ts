import { waitFor } from 'storybook/test';

/**
 * The first element of a named part (`chatMessage`), once the widget shows it: a widget's code
 * and texts load when it first renders, so a play waits for its parts instead of reading them at once.
 */
export function findPart(root: ParentNode, name: string, timeout = 8000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const found = root.querySelector<HTMLElement>(`[data-part="${name}"]`);
      if (!found) throw new Error(`No [data-part="${name}"] on screen yet.`);
      return found;
    },
    { timeout },
  );
}
