import { userEvent, within } from 'storybook/test';
import type { OperationId, StatusOf } from '../contract.ts';
import { type MockOptions, mockOperation } from '../mock-operation.ts';
import {
  besideField,
  busyButton,
  type Canvas,
  networkErrorStory,
  rateLimitedStory,
  refusedStory,
  type Send,
  sentStory,
  serverErrorStory,
  statusSays,
} from './form-stories.ts';

/** A form's fields as a story finds them, by the key of the value each takes. */
export type FieldFinders<Values> = { [K in keyof Values]?: (canvas: Canvas) => HTMLElement };

/**
 * Fills a form as a person would and sends it: each value given typed into its field (a select
 * takes the option, a box given `true` is ticked; empty values and unticked boxes are left alone),
 * then the button named `submit` pressed. Resolves to the canvas to query next.
 */
export async function fillAndSend<Values extends Record<string, string | boolean>>(
  root: HTMLElement,
  fields: FieldFinders<Values>,
  values: Partial<Values>,
  submit: RegExp,
): Promise<Canvas> {
  const canvas = within(root);
  for (const [key, find] of Object.entries(fields) as [keyof Values, (canvas: Canvas) => HTMLElement][]) {
    const value = values[key];
    if (!value) continue;
    const field = find(canvas);
    if (value === true) await userEvent.click(field);
    else if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, value);
    else await userEvent.type(field, value);
  }
  await userEvent.click(canvas.getByRole('button', { name: submit }));
  return canvas;
}

export interface PublicFormOptions<Op extends OperationId, S extends StatusOf<Op>> {
  /** How the operation answers once it accepts the form. */
  accepted: MockOptions<Op, S>;
  /** The email field, where the API's `invalid_email` is said. */
  email: (canvas: Canvas) => HTMLElement;
  /** How the widget words the API's `invalid_email` beside the field. */
  refusedEmail: RegExp;
}

/**
 * What every public form that one operation receives tells alike (contact, newsletter, commercial
 * referral): an address refused before it is sent (`invalidEmail`) and the API refusing one, each
 * beside its field, the button busy while it sends, its 5-an-hour limit with the 30 minutes to
 * wait, a server error with a retry, no connection, and once accepted the status it leaves
 * (`sent(texts…)`).
 * `accepts()` answers as the operation accepts the form (`accepts('infinite')` holds the answer).
 */
export function publicFormStories<Op extends OperationId, S extends StatusOf<Op>>(
  operationId: Op,
  send: Send,
  { accepted, email, refusedEmail }: PublicFormOptions<Op, S>,
) {
  const accepts = (delay?: 'infinite') => () => mockOperation(operationId, { ...accepted, ...(delay ? { delay } : {}) });
  return {
    accepts,
    refusedEmail: refusedStory(
      operationId,
      send,
      {
        status: 400,
        code: 'invalid_email',
        errors: [{ pointer: '/body/email', code: 'invalid_email', message: 'Adresse courriel invalide' }],
      },
      besideField(email, refusedEmail),
    ),
    /** Not an address (`sendBadEmail` types one): refused before anything is sent, beside the field. */
    invalidEmail: (sendBadEmail: Send) => sentStory(sendBadEmail, besideField(email, /nom@exemple\.ca|name@example\.ca/)),
    sending: sentStory(send, busyButton(/Envoi|Sending/), accepts('infinite')),
    /** Accepted: the status the form leaves says each of `texts`. */
    sent: (...texts: RegExp[]) => sentStory(send, statusSays(...texts), accepts()),
    rateLimited: rateLimitedStory(operationId, send, 1800, { wait: /30 minutes/ }),
    serverError: serverErrorStory(operationId, send, { retry: true }),
    offline: networkErrorStory(operationId, send),
  };
}
