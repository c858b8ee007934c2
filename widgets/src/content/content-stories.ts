import { expect, waitFor, within } from 'storybook/test';
import {
  appearanceStory,
  expectRetry,
  type MockOptions,
  mockOperation,
  type OperationId,
  problemAnswer,
  slow,
} from '../story-support/index.ts';

type Msw = { msw: { use(...handlers: ReturnType<typeof mockOperation>[]): void } };

/** The content operations a widget reads, each answering 200 with a body and 500 on failure. */
type ContentRead =
  | 'growth.listFaq'
  | 'growth.listBlogPosts'
  | 'growth.getBlogPost'
  | 'growth.listGallery'
  | 'growth.getPricingTerms';

/** `operationId` answers 200 with `body` (`delay` to keep it loading). */
export const answers = (operationId: ContentRead, body: unknown, delay?: 'infinite') =>
  mockOperation(operationId, { status: 200, body, ...(delay ? { delay } : {}) } as MockOptions<OperationId, never>);

/**
 * The states every content widget that reads has: loading (an announced skeleton), failed (the
 * alert with a retry) and a partner's class on every part once `ready` finds the data shown.
 */
export function readStories(operationId: ContentRead, body: unknown, ready: (root: HTMLElement) => Promise<unknown>) {
  return {
    Loading: {
      beforeEach({ msw }: Msw) {
        msw.use(answers(operationId, body, 'infinite'));
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await waitFor(() => expect(canvasElement.querySelector('[data-part="contentSkeleton"]')).not.toBeNull(), slow);
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Chargement|Loading/);
      },
    },
    LoadError: {
      beforeEach({ msw }: Msw) {
        msw.use(problemAnswer(operationId, 500, 'internal_error'));
      },
      play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectRetry(canvasElement),
    },
    Appearance: {
      ...appearanceStory('content', ready),
      beforeEach({ msw }: Msw) {
        msw.use(answers(operationId, body));
      },
    },
  };
}
