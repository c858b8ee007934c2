import { act } from 'react';
import type { Combination } from './combinations.ts';

/** The event the story's providers listen for on the canvas (see StoryProviders). */
export const switchEvent = 'propre-story:switch';

export interface SwitchDetail {
  combination: Combination;
  /** Called by the providers once the new combination is committed. */
  done: () => void;
}

/**
 * Re-renders the story in another language, theme or brand without remounting it: what the play
 * function typed, opened or submitted stays on screen. `act` flushes React's work, including the
 * re-render that i18next's language change triggers in every translated component.
 */
export async function switchStory(canvas: HTMLElement, combination: Combination): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  const hiddenBefore = suspendedCount(canvas);
  try {
    let answered = false;
    await act(async () => {
      canvas.dispatchEvent(
        new CustomEvent<SwitchDetail>(switchEvent, {
          detail: {
            combination,
            done: () => {
              answered = true;
            },
          },
        }),
      );
    });
    if (!answered) throw new Error('The story did not answer the language/theme switch: is it rendered by the global decorator?');
    await settleSuspended(canvas, hiddenBefore);
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/**
 * React hides a suspended boundary's content with this inline style and shows its fallback; the
 * content comes back once the suspension resolves (a widget whose texts load one language at a
 * time suspends on the first switch to the other language).
 */
const suspendedSelector = '[style*="display: none !important"]';

function suspendedCount(canvas: HTMLElement): number {
  return canvas.querySelectorAll(suspendedSelector).length;
}

/**
 * Waits, up to `limit` ms, for what the switch suspended to come back, so the checks read the new
 * language's texts rather than the hidden old ones. A story that shows a suspended boundary on its
 * own (a loading state) keeps its count, so it does not wait.
 */
async function settleSuspended(canvas: HTMLElement, before: number, limit = 5000): Promise<void> {
  const until = Date.now() + limit;
  while (suspendedCount(canvas) > before && Date.now() < until) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}
