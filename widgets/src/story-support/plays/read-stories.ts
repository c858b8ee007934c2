import { expect, waitFor, within } from 'storybook/test';
import type { partsByEntry } from '../../parts.ts';
import type { OperationId } from '../contract.ts';
import { type MockOptions, mockOperation } from '../mock-operation.ts';
import { appearanceStory } from './form-stories.ts';
import { expectRetry, problemAnswer, slow } from './steps.ts';

type Msw = { msw: { use(...handlers: ReturnType<typeof mockOperation>[]): void } };

/** `operationId` answers 200 with `body` (`delay` to keep it loading). */
const answers = (operationId: OperationId, body: unknown, delay?: 'infinite') =>
  mockOperation(operationId, { status: 200, body, ...(delay ? { delay } : {}) } as MockOptions<OperationId, never>);

/** A story's answer: `operationId` gives `body`. */
export const withAnswer = (operationId: OperationId, body: unknown) => ({
  beforeEach({ msw }: Msw) {
    msw.use(answers(operationId, body));
  },
});

/**
 * The states every widget that reads one operation has: loading (the entry's announced skeleton
 * part), failed (the alert with a retry; the operation must list 500) and a partner's class on
 * every part of `entry` once `ready` finds the data shown.
 */
export function readStories(
  entry: keyof typeof partsByEntry,
  operationId: OperationId,
  body: unknown,
  ready: (root: HTMLElement) => Promise<unknown>,
) {
  const skeleton = `[data-part="${entry.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Skeleton"]`;
  return {
    Loading: {
      beforeEach({ msw }: Msw) {
        msw.use(answers(operationId, body, 'infinite'));
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await waitFor(() => expect(canvasElement.querySelector(skeleton)).not.toBeNull(), slow);
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Chargement|Loading/);
      },
    },
    LoadError: {
      beforeEach({ msw }: Msw) {
        msw.use(problemAnswer(operationId, 500 as never, 'internal_error'));
      },
      play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectRetry(canvasElement),
    },
    Appearance: { ...appearanceStory(entry, ready), ...withAnswer(operationId, body) },
  };
}
