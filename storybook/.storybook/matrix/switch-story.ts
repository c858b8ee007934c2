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
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
