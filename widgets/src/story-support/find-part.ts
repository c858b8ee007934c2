import { waitFor } from 'storybook/test';

/**
 * The first element of a named part (`chatMessage`), once the widget shows it — in `state` when
 * given (`data-state`): a widget's code and texts load when it first renders, so a play waits for
 * its parts instead of reading them at once.
 */
export function findPart(
  root: ParentNode,
  name: string,
  { state, timeout = 8000 }: { state?: string; timeout?: number } = {},
): Promise<HTMLElement> {
  const selector = state === undefined ? `[data-part="${name}"]` : `[data-part="${name}"][data-state="${state}"]`;
  return waitFor(
    () => {
      const found = root.querySelector<HTMLElement>(selector);
      if (!found) throw new Error(`No ${selector} on screen yet.`);
      return found;
    },
    { timeout },
  );
}
