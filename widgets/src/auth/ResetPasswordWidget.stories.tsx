import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  alertSays,
  appearanceStory,
  besideField,
  busyButton,
  type Canvas,
  expectBeside,
  loadedStory,
  networkErrorStory,
  rateLimitedStory,
  refusedStory,
  sentStory,
  widgetsLoaded,
  withAnswer,
  withPendingAnswer,
} from '../story-support/index.ts';
import { ResetPasswordWidget } from './index.ts';

const meta = {
  title: 'Widgets/Auth/ResetPasswordWidget',
  component: ResetPasswordWidget,
  args: { token: 'tok_reset_0123456789abcdef', forgotPasswordHref: '/forgot-password', loginHref: '/login' },
} satisfies Meta<typeof ResetPasswordWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvas: Canvas) => canvas.getByLabelText(/^(Nouveau mot de passe|New password)$/);
const confirmation = (canvas: Canvas) => canvas.getByLabelText(/^(Confirmez le mot de passe|Confirm the password)$/);
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Enregistrer le mot de passe|Save the password)$/ });

async function send(root: HTMLElement, first = 'Lavande-Fenetre-42', second = first) {
  const canvas = within(root);
  if (first) await userEvent.type(password(canvas), first);
  if (second) await userEvent.type(confirmation(canvas), second);
  await userEvent.click(submit(canvas));
  return canvas;
}

export const Default: Story = loadedStory(async (canvas) => {
  await expect(password(canvas)).toHaveAccessibleDescription(/Au moins 8 caractères|At least 8 characters/);
});

/** Both empty. */
export const Required: Story = sentStory(
  (root) => send(root, '', ''),
  async (canvas) => {
    await expectBeside(password(canvas), /Ce champ est requis|This field is required/);
    await expect(confirmation(canvas)).toHaveAccessibleDescription(/Ce champ est requis|This field is required/);
  },
);

/** The two differ. */
export const Mismatch: Story = sentStory(
  (root) => send(root, 'Lavande-Fenetre-42', 'Lavande-Fenetre-43'),
  besideField(confirmation, /pas identiques|don’t match/),
);

/** A common password, refused before the API is asked. */
export const CommonPassword: Story = sentStory(
  (root) => send(root, 'password123'),
  besideField(password, /trop courant|too common/),
);

export const Submitting: Story = {
  ...withPendingAnswer('auth.resetPassword', { passwordReset: true }),
  ...sentStory(send, busyButton(/Enregistrement|Saving/)),
};

/** The link expired (422 reset_token_expired): the reason and a link to ask for a new one. */
export const Expired: Story = refusedStory(
  'auth.resetPassword',
  send,
  { status: 422, code: 'reset_token_expired' },
  async (canvas, root) => {
    await alertSays(/a expiré|expired/)(canvas, root);
    await expect(
      within(canvas.getByRole('alert')).getByRole('link', { name: /Demander un nouveau lien|Ask for a new link/ }),
    ).toHaveAttribute('href', '/forgot-password');
  },
);

/** An unknown link (422 reset_token_invalid). */
export const InvalidLink: Story = refusedStory(
  'auth.resetPassword',
  send,
  { status: 422, code: 'reset_token_invalid' },
  alertSays(/n’est pas valide|Invalid|not valid/i),
);

/** The API finds the password too common: beside the field. */
export const PasswordTooCommonByApi: Story = refusedStory(
  'auth.resetPassword',
  send,
  { status: 422, code: 'password_too_common' },
  besideField(password, /trop courant|too common/),
);

/** Too many attempts (429). */
export const RateLimited: Story = rateLimitedStory('auth.resetPassword', send, 30);

export const NetworkError: Story = networkErrorStory('auth.resetPassword', send);

/** Changed: the way to sign in with it. */
export const Success: Story = {
  ...withAnswer('auth.resetPassword', { passwordReset: true }),
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await send(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(/Mot de passe changé|Password changed/);
  },
};

/** Every part takes the partner's class from `appearance.elements`. */
export const Appearance: Story = appearanceStory('auth');
