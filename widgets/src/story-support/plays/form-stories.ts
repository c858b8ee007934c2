import type { HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { everyPart, partsWithoutPartnerClass } from '../appearance.ts';
import type { OperationId } from '../contract.ts';
import { widgetsLoaded } from '../loaded.ts';
import { type MockOptions, mockNetworkError, mockOperation } from '../mock-operation.ts';
import { mockRequestId, type ProblemOptions, problemBody } from '../problem.ts';
import { expectAlert, expectBeside, slow } from './steps.ts';

export type Canvas = ReturnType<typeof within>;

/** Fills a form and sends it; resolves to the canvas to query next. */
export type Send = (root: HTMLElement) => Promise<Canvas>;

/** The checks a story makes once the form is sent. */
export type Check = (canvas: Canvas, root: HTMLElement) => Promise<unknown>;

/** The parts of a story these helpers give (a story's `beforeEach` and `play`). */
export interface SentStory {
  beforeEach?(context: { msw: { use(...handlers: HttpHandler[]): void } }): void;
  play(context: { canvasElement: HTMLElement }): Promise<void>;
}

/**
 * A story that answers with `handlers` (built when the story starts), waits for the widgets, sends
 * the form with `send` and runs `check`.
 */
export function sentStory(send: Send, check: Check, ...handlers: (() => HttpHandler)[]): SentStory {
  return {
    ...(handlers.length > 0 && {
      beforeEach({ msw }) {
        msw.use(...handlers.map((handler) => handler()));
      },
    }),
    async play({ canvasElement }) {
      await widgetsLoaded(canvasElement);
      await check(await send(canvasElement), canvasElement);
    },
  };
}

/**
 * A story that waits for the widgets and runs `check`: the widget as a person first finds it, or
 * a play whose steps start from the loaded form.
 */
export function loadedStory(check: Check): SentStory {
  return {
    async play({ canvasElement }) {
      await widgetsLoaded(canvasElement);
      await check(within(canvasElement), canvasElement);
    },
  };
}

/** A check: each field `fields` find is on screen. */
export const shows =
  (...fields: ((canvas: Canvas) => HTMLElement)[]): Check =>
  async (canvas) => {
    for (const field of fields) await expect(field(canvas)).toBeVisible();
  };

/** A check: the status the widget shows (a form sent) says each of `texts`. */
export const statusSays =
  (...texts: (string | RegExp)[]): Check =>
  async (canvas) => {
    const status = await canvas.findByRole('status');
    for (const text of texts) await expect(status).toHaveTextContent(text);
  };

/** A check: the alert says each of `texts`. */
export const alertSays =
  (...texts: (string | RegExp)[]): Check =>
  async (_canvas, root) => {
    for (const text of texts) await expectAlert(root, text);
  };

/** A check: the button named `name` says it is working (the answer held with `delay: 'infinite'`). */
export const busyButton =
  (name: RegExp): Check =>
  async (canvas) =>
    expect(await canvas.findByRole('button', { name })).toHaveAttribute('aria-busy', 'true');

/** A check: the field `field` finds is described by `text`, the message beside its field. */
export const besideField =
  (field: (canvas: Canvas) => HTMLElement, text: string | RegExp): Check =>
  (canvas) =>
    expectBeside(field(canvas), text);

/** What a refused request answers: a status the operation lists, a problem code and the problem's details. */
export interface Refusal extends ProblemOptions {
  status: number;
  code: string;
}

/**
 * The form sent with `send` is refused (`operationId` answers `refusal`'s problem); `check` finds
 * what the widget says of it (`alertSays`, `besideField`). `before`: the answers to the calls made first.
 */
export const refusedStory = (
  operationId: OperationId,
  send: Send,
  { status, code, ...problem }: Refusal,
  check: Check,
  ...before: (() => HttpHandler)[]
) => sentStory(send, check, ...before, () => answer(operationId, { status, body: problemBody(code, status, problem) }));

/** Any status the contract lists, with a problem body: the operation's types are checked at run time. */
const answer = (operationId: OperationId, options: { status: number; headers?: Record<string, string>; body: unknown }) =>
  mockOperation(operationId, options as MockOptions<OperationId, never>);

/**
 * A 500: the alert quotes the request id to give support (and, with `retry`, offers to try again).
 * `before`: the answers to the calls the form makes before it is sent.
 */
export const serverErrorStory = (
  operationId: OperationId,
  send: Send,
  { retry = false, before = [] }: { retry?: boolean; before?: (() => HttpHandler)[] } = {},
) =>
  sentStory(
    send,
    async (canvas) => {
      const alert = await canvas.findByRole('alert', {}, slow);
      await expect(alert).toHaveTextContent(mockRequestId);
      if (retry) await expect(within(alert).getByRole('button', { name: /Réessayer|Try again/ })).toBeVisible();
    },
    ...before,
    () => answer(operationId, { status: 500, body: problemBody('internal_error', 500) }),
  );

/** No answer at all: the alert says to check the connection. */
export const networkErrorStory = (operationId: OperationId, send: Send) =>
  sentStory(send, alertSays(/connexion Internet|internet connection/), () => mockNetworkError(operationId));

/** Too many attempts (429 with `retry-after`): the alert says how long to wait (`wait`: in other words). */
export const rateLimitedStory = (
  operationId: OperationId,
  send: Send,
  seconds: number,
  { detail, wait = new RegExp(`${seconds} secondes|${seconds} seconds`) }: { detail?: string; wait?: RegExp } = {},
) =>
  sentStory(send, alertSays(wait), () =>
    answer(operationId, {
      status: 429,
      headers: { 'retry-after': String(seconds) },
      body: problemBody('rate_limited', 429, detail === undefined ? {} : { detail }),
    }),
  );

type Entry = Parameters<typeof everyPart>[0];

const partsOf = (entries: Entry[]): ReturnType<typeof everyPart>['elements'] =>
  Object.assign({}, ...entries.map((entry) => everyPart(entry).elements));

/**
 * Every part of `entries` (a widget can show another entry's parts: the sign-in tab, the reviews
 * of a profile) takes the partner's class from `appearance.elements`, once `ready` has found what
 * the story shows (default: the widgets loaded).
 */
export const appearanceStory = (entries: Entry | Entry[], ready: (root: HTMLElement) => Promise<unknown> = widgetsLoaded) => ({
  args: { appearance: { elements: partsOf([entries].flat()) } },
  async play({ canvasElement }: { canvasElement: HTMLElement }) {
    await ready(canvasElement);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
});
