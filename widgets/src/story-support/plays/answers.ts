import type { HttpHandler } from 'msw';
import type { BodyOf, OperationId, StatusOf } from '../contract.ts';
import { type MockOptions, mockOperation } from '../mock-operation.ts';

/** What a story's `beforeEach` gets to answer requests with (storybook-addon-msw). */
export type Msw = { use(...handlers: ReturnType<typeof mockOperation>[]): void };

/** For each operation named, the body the contract says it answers with 200. */
export type OkBodies = { [Op in OperationId]?: BodyOf<Op, Extract<StatusOf<Op>, 200>> };

/** Each operation of `bodies` answering 200 with its body (`delay` to keep it loading). */
const okHandlers = (bodies: OkBodies, delay?: 'infinite') =>
  Object.entries(bodies).map(([operationId, body]) =>
    mockOperation(
      operationId as OperationId,
      { status: 200, body, ...(delay ? { delay } : {}) } as MockOptions<OperationId, never>,
    ),
  );

/**
 * The world a story starts from: each operation of `bodies` answers 200 with its body, then
 * `more` (another status, a problem, a delay) answer what else the story asks. The handlers are
 * built when the story starts, so a body the contract refuses fails that story only.
 */
export const answering =
  (bodies: OkBodies, ...more: HttpHandler[]) =>
  (msw: Msw) => {
    msw.use(...okHandlers(bodies), ...more);
  };

/** A story's `beforeEach` that answers as `answering(bodies, ...more)` does. */
export const withAnswers = (bodies: OkBodies, ...more: HttpHandler[]) => {
  const answer = answering(bodies, ...more);
  return {
    beforeEach({ msw }: { msw: Msw }) {
      answer(msw);
    },
  };
};

/** A story that stays loading: each operation of `bodies` would answer 200 with its body, and never does. */
export const withPendingAnswers = (bodies: OkBodies) => ({
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...okHandlers(bodies, 'infinite'));
  },
});
