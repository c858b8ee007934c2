import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  authSession,
  everyPart,
  fieldError,
  marie,
  mockOperation,
  networkErrorStory,
  partsWithoutPartnerClass,
  problemBody,
  rateLimitedStory,
  serverErrorStory,
  widgetsLoaded,
} from '../story-support/index.ts';
import { LoginWidget } from './index.ts';

const meta = {
  title: 'Widgets/LoginWidget',
  component: LoginWidget,
  args: { forgotPasswordHref: '/mot-de-passe-oublie', createAccountHref: '/inscription' },
} satisfies Meta<typeof LoginWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

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
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(identifierField(canvas)).toBeVisible();
    await expect(state(canvasElement)).toBe('idle');
  },
};

/** Sent, waiting for the API: the button says so and ignores a second press. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('auth.login', { status: 200, body: authSession(marie), delay: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    await signIn(canvasElement);
    await waitFor(() => expect(state(canvasElement)).toBe('submitting'));
    await expect(within(canvasElement).getByRole('button', { name: /Connexion en cours|Signing in/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
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
export const FieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('auth.login', {
        status: 400,
        body: problemBody('validation_failed', 400, {
          errors: [fieldError('email', 'maxLength', 'Au plus 254 caractères.')],
        }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await signIn(canvasElement);
    await waitFor(() => expect(identifierField(canvas)).toHaveAccessibleDescription('Au plus 254 caractères.'));
  },
};

/** A wrong password (401 invalid_credentials): one alert, which does not say which field was wrong. */
export const InvalidCredentials: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('auth.login', {
        status: 401,
        body: problemBody('invalid_credentials', 401, { title: 'Identifiants invalides' }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await signIn(canvasElement, 'marie@demo.propre.ca', 'pas-le-bon');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Identifiants incorrects|Incorrect sign-in details/);
    await expect(state(canvasElement)).toBe('error');
  },
};

/** The right password for a suspended account (403 account_suspended). */
export const Suspended: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('auth.login', { status: 403, body: problemBody('account_suspended', 403) }));
  },
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Compte suspendu|Account suspended/);
  },
};

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
  beforeEach({ msw }) {
    msw.use(mockOperation('auth.login', { status: 200, body: authSession(marie, true) }));
  },
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/Garder ma session ouverte|Keep me signed in/));
    await signIn(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Marie/);
    await expect(state(canvasElement)).toBe('success');
  },
};

/** On a phone (360 px wide). */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    await expect(submitButton(within(canvasElement))).toBeVisible();
  },
};

/** Every part takes the partner's class from `appearance.elements`. */
export const Appearance: Story = {
  args: { appearance: everyPart('login') },
  beforeEach({ msw }) {
    msw.use(mockOperation('auth.login', { status: 401, body: problemBody('invalid_credentials', 401) }));
  },
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    await signIn(canvasElement);
    await within(canvasElement).findByRole('alert');
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
