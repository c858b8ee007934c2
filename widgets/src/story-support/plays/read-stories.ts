import { expect, waitFor, within } from 'storybook/test';
import type { partsByEntry } from '../../parts.ts';
import type { BodyOf, OperationId, StatusOf } from '../contract.ts';
import { type MockOptions, mockOperation } from '../mock-operation.ts';
import { answering, type Msw, type OkBodies } from './answers.ts';
import { appearanceStory } from './form-stories.ts';
import { expectRetry, problemAnswer, slow } from './steps.ts';

/** What a story's `beforeEach` gets to answer requests with. */
type WithMsw = { msw: Msw };

/** What the contract says `operationId` answers with 200. */
type OkBody<Op extends OperationId> = BodyOf<Op, Extract<StatusOf<Op>, 200>>;

/** `operationId` answers 200 with `body` (`delay` to keep it loading). */
const answers = <Op extends OperationId>(operationId: Op, body: OkBody<Op>, delay?: 'infinite') =>
  mockOperation(operationId, { status: 200, body, ...(delay ? { delay } : {}) } as MockOptions<OperationId, never>);

/**
 * A story's answers, each handler made anew for the story (`() => mockOperation(...)`, a
 * `problemAnswer`…); MSW takes the first that matches a request.
 */
export const withHandlers = (...handlers: (() => ReturnType<typeof mockOperation>)[]) => ({
  beforeEach({ msw }: WithMsw) {
    msw.use(...handlers.map((handler) => handler()));
  },
});

/** A story's answer: `operationId` gives `body`. */
export const withAnswer = <Op extends OperationId>(operationId: Op, body: OkBody<Op>) => ({
  beforeEach({ msw }: WithMsw) {
    msw.use(answers(operationId, body));
  },
});

/** A story that stays loading: `operationId` would give `body`, and never does. */
export const withPendingAnswer = <Op extends OperationId>(operationId: Op, body: OkBody<Op>) => ({
  beforeEach({ msw }: WithMsw) {
    msw.use(answers(operationId, body, 'infinite'));
  },
});

/**
 * A list loading (`operationId` would give `body`, and never does): the widget in its loading state,
 * showing `count` skeletons of `part` (at least one when no count is given).
 */
export const skeletonsStory = <Op extends OperationId>(operationId: Op, body: OkBody<Op>, part: string, count?: number) => ({
  ...withPendingAnswer(operationId, body),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull(), slow);
    const skeletons = canvasElement.querySelectorAll(`[data-part="${part}"]`).length;
    if (count === undefined) await expect(skeletons).toBeGreaterThan(0);
    else await expect(skeletons).toBe(count);
  },
});

/** An empty list: `operationId` answers `body`, and the widget's empty state says `text`. */
export const emptyStory = <Op extends OperationId>(operationId: Op, body: OkBody<Op>, text: RegExp) => ({
  ...withAnswer(operationId, body),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByText(text, {}, slow)).toBeVisible();
  },
});

/**
 * `operationId` fails (500) while the page's other reads answer `answers`: the alert offers to try
 * again, and with `requestId` quotes the request id.
 */
export const loadErrorStory = (
  operationId: OperationId,
  { answers = {}, ...options }: { requestId?: boolean; answers?: OkBodies } = {},
) => ({
  beforeEach({ msw }: WithMsw) {
    answering(answers, problemAnswer(operationId, 500 as never, 'internal_error'))(msw);
  },
  play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectRetry(canvasElement, options),
});

/**
 * The states every widget that reads one operation has: loading (the entry's announced skeleton
 * part, its status saying `loading`), failed (the alert with a retry, and with `requestId` the
 * request id; the operation must list 500) and a partner's class on every part of `entry` once
 * `ready` finds the data shown.
 */
export function readStories<Op extends OperationId>(
  entry: keyof typeof partsByEntry,
  operationId: Op,
  body: OkBody<Op>,
  ready: (root: HTMLElement) => Promise<unknown>,
  { loading = /Chargement|Loading/, requestId = false }: { loading?: RegExp; requestId?: boolean } = {},
) {
  const skeleton = `[data-part="${entry.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Skeleton"]`;
  return {
    Loading: {
      beforeEach({ msw }: WithMsw) {
        msw.use(answers(operationId, body, 'infinite'));
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await waitFor(() => expect(canvasElement.querySelector(skeleton)).not.toBeNull(), slow);
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent(loading);
      },
    },
    LoadError: loadErrorStory(operationId, { requestId }),
    Appearance: { ...appearanceStory(entry, ready), ...withAnswer(operationId, body) },
  };
}
