import { expect, waitFor, within } from 'storybook/test';
import type { OperationId, StatusOf } from '../contract.ts';
import { type MockOptions, mockOperation } from '../mock-operation.ts';
import { mockRequestId, type ProblemOptions, problemBody } from '../problem.ts';

/** How long a story waits for a widget's answer: the first can take seconds on a busy machine (cold bundle, shared CPU). */
export const slow = { timeout: 8000 };

/**
 * `operationId` answers `status` (one the contract lists for it) with the problem `code`; the body
 * is checked against the contract like any mock's.
 */
export function problemAnswer<Op extends OperationId>(
  operationId: Op,
  status: StatusOf<Op>,
  code: string,
  options: ProblemOptions = {},
) {
  const answer: { status: number; body: unknown } = { status: Number(status), body: problemBody(code, Number(status), options) };
  // Any status the contract lists takes a problem body here; the contract check happens at run time.
  return mockOperation(operationId, answer as unknown as MockOptions<Op, StatusOf<Op>>);
}

/** The message beside its field: waits until `field` is described by `text` (and marked invalid when `invalid`). */
export async function expectBeside(field: HTMLElement, text: string | RegExp, { invalid = false } = {}) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(text), slow);
  if (invalid) await expect(field).toHaveAttribute('aria-invalid', 'true');
}

/** The story's alert, once it shows, with `text` in it: a play of its own. */
export async function expectAlert(root: HTMLElement, text: string | RegExp): Promise<void> {
  await expect(await within(root).findByRole('alert', {}, slow)).toHaveTextContent(text);
}

/**
 * The story's alert, once it shows, offering to try again (a failed load), and with `requestId`
 * the request id to quote: a play of its own.
 */
export async function expectRetry(root: HTMLElement, { requestId = false } = {}): Promise<void> {
  const alert = await within(root).findByRole('alert', {}, slow);
  if (requestId) await expect(alert).toHaveTextContent(mockRequestId);
  await expect(within(alert).getByRole('button', { name: /Réessayer|Try again/ })).toBeVisible();
}
