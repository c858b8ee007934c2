import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  alertSays,
  appearanceStory,
  authSession,
  besideField,
  type Canvas,
  fieldError,
  loadedStory,
  marie,
  networkErrorStory,
  onPhone,
  problemAnswer,
  rateLimitedStory,
  refusedStory,
  serverErrorStory,
  widgetsLoaded,
  withAnswer,
  withPendingAnswer,
} from '../story-support/index.ts';
import { LoginWidget } from './index.ts';

const meta = {
  title: 'Widgets/LoginWidget',
  component: LoginWidget,
  args: { forgotPasswordHref: '/mot-de-passe-oublie', createAccountHref: '/inscription' },
} satisfies Meta<typeof LoginWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

// The toolbar switches the language: each query accepts both.
const identifierField = (canvas: Canvas) => canvas.getByLabelText(/Courriel ou nom d’utilisateur|Email or username/);
const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^(Mot de passe|Password)$/);
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Se connecter|Sign in)$/ });

/** Types a demo login and sends it. */
async function signIn(canvasElement: HTMLElement, identifier = 'marie@demo.propre.ca', password = 'Demo-Propre-2026') {
  const canvas = within(canvasElement);
  if (identifier) await userEvent.type(identifierField(canvas), identifier);
  if (password) await userEvent.type(passwordField(canvas), password);
  await userEvent.click(submitButton(canvas));
  return canvas;
}

const state = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-part="loginRoot"]')?.dataset.state;

/** The form as a person finds it. */
export const Default: Story = loadedStory(async (canvas, canvasElement) => {
  await expect(identifierField(canvas)).toBeVisible();
  await expect(state(canvasElement)).toBe('idle');
});

/** Sent, waiting for the API: the button says so and ignores a second press. */
export const Submitting: Story = {
  ...withPendingAnswer('auth.login', authSession(marie)),
  ...loadedStory(async (canvas, canvasElement) => {
    await signIn(canvasElement);
    await waitFor(() => expect(state(canvasElement)).toBe('submitting'));
    await expect(canvas.getByRole('button', { name: /Connexion en cours|Signing in/ })).toHaveAttribute('aria-busy', 'true');
  }),
};

/** Sent without an identifier: « Ce champ est requis » beside it, and the focus on it. */
export const EmptyIdentifier: Story = {
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await signIn(canvasElement, '');
    await waitFor(() =>
      expect(identifierField(canvas)).toHaveAccessibleDescription(/Ce champ est requis|This field is required/),
    );
    await expect(identifierField(canvas)).toHaveFocus();
    await expect(passwordField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** Sent without a password. */
export const EmptyPassword: Story = {
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await signIn(canvasElement, 'marie@demo.propre.ca', '');
    await waitFor(() => expect(passwordField(canvas)).toHaveAccessibleDescription(/Ce champ est requis|This field is required/));
    await expect(passwordField(canvas)).toHaveFocus();
  },
};

/** The API's field errors (400 validation_failed) beside their fields. */
export const FieldErrors: Story = refusedStory(
  'auth.login',
  signIn,
  { status: 400, code: 'validation_failed', errors: [fieldError('email', 'maxLength', 'Au plus 254 caractères.')] },
  besideField(identifierField, 'Au plus 254 caractères.'),
);

/** A wrong password (401 invalid_credentials): one alert, which does not say which field was wrong. */
export const InvalidCredentials: Story = refusedStory(
  'auth.login',
  (root) => signIn(root, 'marie@demo.propre.ca', 'pas-le-bon'),
  { status: 401, code: 'invalid_credentials', title: 'Identifiants invalides' },
  async (canvas, root) => {
    await alertSays(/Identifiants incorrects|Incorrect sign-in details/)(canvas, root);
    await expect(state(root)).toBe('error');
  },
);

/** The right password for a suspended account (403 account_suspended). */
export const Suspended: Story = refusedStory(
  'auth.login',
  signIn,
  { status: 403, code: 'account_suspended' },
  alertSays(/Compte suspendu|Account suspended/),
);

/** Too many attempts (429): how long to wait. */
export const RateLimited: Story = rateLimitedStory('auth.login', signIn, 42, {
  detail: 'Trop de tentatives. Réessayez dans 42 secondes.',
});

/** A 500: what to do, and the request id to quote to support. */
export const ServerError: Story = serverErrorStory('auth.login', signIn);

/** No answer at all: check the connection. */
export const NetworkError: Story = networkErrorStory('auth.login', signIn);

/** Signed in: a welcome with the person's first name, in place of the form. */
export const Success: Story = {
  ...withAnswer('auth.login', authSession(marie, true)),
  ...loadedStory(async (canvas, canvasElement) => {
    await userEvent.click(canvas.getByLabelText(/Garder ma session ouverte|Keep me signed in/));
    await signIn(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Marie/);
    await expect(state(canvasElement)).toBe('success');
  }),
};

/** On a phone (360 px wide). */
export const Phone: Story = {
  decorators: [onPhone],
  ...loadedStory(async (canvas) => {
    await expect(submitButton(canvas)).toBeVisible();
  }),
};

/** Every part takes the partner's class from `appearance.elements`, the form refused. */
export const Appearance: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('auth.login', 401, 'invalid_credentials'));
  },
  ...appearanceStory('login', async (root) => {
    await widgetsLoaded(root);
    await signIn(root);
    await within(root).findByRole('alert');
  }),
};
