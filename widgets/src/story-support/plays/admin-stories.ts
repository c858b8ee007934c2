/**
 * The admin stories' common shapes (Storybook only, like story-support): a page answering with
 * `handlers`, its loading state held forever, its load failing (500), and every part taking the
 * partner's class once `ready` found what the story shows.
 */
import type { HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import {
  type BodyOf,
  everyPart,
  mockOperation,
  type OperationId,
  partsWithoutPartnerClass,
  type SentStory,
  type StatusOf,
  slow,
} from '../index.ts';
import { loadErrorStory as readLoadErrorStory, withHandlers } from './read-stories.ts';

/** The story's API: `handlers` built when the story starts (`withHandlers`). */
export const answering = (...handlers: (() => HttpHandler)[]): Required<Pick<SentStory, 'beforeEach'>> =>
  withHandlers(...handlers);

/** Loading: `operationId` never answers (its `body` checked all the same); the page's shape shows as skeletons. */
export const loadingStory = <Op extends OperationId>(operationId: Op, body: BodyOf<Op, 200 & StatusOf<Op>>): SentStory => ({
  ...answering(() => mockOperation(operationId, { status: 200, body, delay: 'infinite' } as never)),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="adminSkeleton"]')).not.toBeNull(), slow);
  },
});

/** `operationId` fails (500): the error, and a retry (the widgets' `loadErrorStory`). */
export const loadErrorStory = (operationId: OperationId): SentStory => readLoadErrorStory(operationId);

/** A partner's class on every part shown once `ready` resolves. */
export const adminAppearance = (ready: (root: HTMLElement) => Promise<unknown>, ...handlers: (() => HttpHandler)[]) => ({
  args: { appearance: everyPart('admin') },
  ...answering(...handlers),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await ready(canvasElement);
    await expect(partsWithoutPartnerClass(canvasElement.ownerDocument.body)).toEqual([]);
  },
});
