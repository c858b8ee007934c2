import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  appearanceStory,
  besideField,
  busyButton,
  type Canvas,
  loadedStory,
  mockOperation,
  networkErrorStory,
  rateLimitedStory,
  sentStory,
  serverErrorStory,
  shows,
} from '../story-support/index.ts';
import { ForgotPasswordWidget } from './index.ts';

const meta = {
  title: 'Widgets/Auth/ForgotPasswordWidget',
  component: ForgotPasswordWidget,
  args: { loginHref: '/connexion' },
} satisfies Meta<typeof ForgotPasswordWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvas: Canvas) => canvas.getByLabelText(/^(Courriel|Email)$/);
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Envoyer le lien|Send the link)$/ });
const accepted = { message: 'Si un compte utilise ce courriel, un lien de réinitialisation y a été envoyé.' };

async function send(root: HTMLElement, address = 'alex@example.ca') {
  const canvas = within(root);
  if (address) await userEvent.type(email(canvas), address);
  await userEvent.click(submit(canvas));
  return canvas;
}

export const Default: Story = loadedStory(shows(email));

/** Empty: « Ce champ est requis » beside the field. */
export const Required: Story = sentStory(
  (root) => send(root, ''),
  besideField(email, /Ce champ est requis|This field is required/),
);

/** Not an address. */
export const InvalidEmail: Story = sentStory(
  (root) => send(root, 'alex.example.ca'),
  besideField(email, /n’est pas valide|isn’t valid/),
);

const accepts = (delay?: 'infinite') => () =>
  mockOperation('auth.forgotPassword', { status: 202, body: accepted, ...(delay ? { delay } : {}) });

export const Submitting: Story = sentStory(send, busyButton(/Envoi|Sending/), accepts('infinite'));

/**
 * Sent: the same words whether or not an account uses the address (the API answers alike), so
 * nobody learns who has an account here.
 */
export const Sent: Story = sentStory(
  send,
  async (canvas) =>
    expect(await canvas.findByRole('status')).toHaveTextContent(
      /Si un compte utilise alex@example.ca|If an account uses alex@example.ca/,
    ),
  accepts(),
);

/** Too many requests (429): how long to wait. */
export const RateLimited: Story = rateLimitedStory('auth.forgotPassword', send, 45);

export const ServerError: Story = serverErrorStory('auth.forgotPassword', send);

export const NetworkError: Story = networkErrorStory('auth.forgotPassword', send);

/** Every part takes the partner's class from `appearance.elements`. */
export const Appearance: Story = appearanceStory('auth');
