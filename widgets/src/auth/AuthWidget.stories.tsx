import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { termsInForce } from '../story-support/fixtures/auth.ts';
import { everyPart, loadedStory, partsWithoutPartnerClass, withAnswer } from '../story-support/index.ts';
import { AuthWidget } from './index.ts';

const meta = {
  title: 'Widgets/Auth/AuthWidget',
  component: AuthWidget,
  args: { login: { forgotPasswordHref: '/mot-de-passe-oublie' }, register: { termsHref: '/terms' } },
  ...withAnswer('auth.getTerms', termsInForce),
} satisfies Meta<typeof AuthWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in first, with remember-me and the way to a forgotten password. */
export const SignIn: Story = loadedStory(async (canvas) => {
  await expect(canvas.getByRole('tab', { name: /Se connecter|Sign in/ })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByLabelText(/Garder ma session ouverte|Keep me signed in/)).toBeVisible();
  await expect(canvas.getByRole('link', { name: /Mot de passe oublié|Forgot your password/ })).toBeVisible();
});

/** The other tab: the sign-up form, reached with the keyboard (arrow keys between tabs). */
export const Register: Story = loadedStory(async (canvas) => {
  canvas.getByRole('tab', { name: /Se connecter|Sign in/ }).focus();
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(canvas.getByLabelText(/^(Nom complet|Full name)$/)).toBeVisible());
  await expect(canvas.getByRole('tab', { name: /Créer un compte|Create an account/ })).toHaveAttribute('aria-selected', 'true');
});

/** Opened on sign-up (`defaultTab`, as /register does). */
export const RegisterFirst: Story = {
  args: { defaultTab: 'register' },
  ...loadedStory(async (canvas) => {
    await expect(canvas.getByRole('radio', { name: /^Client/ })).toBeVisible();
  }),
};

/**
 * Switching tabs keeps what each form holds: the email typed to sign in is already in the
 * sign-up form, and the sign-in password and the sign-up name are still there on the way back.
 */
export const KeepsWhatWasTyped: Story = loadedStory(async (canvas) => {
  // The panel on screen: the other one stays mounted, hidden.
  const panel = () => within(canvas.getByRole('tabpanel'));
  const signInTab = canvas.getByRole('tab', { name: /Se connecter|Sign in/ });
  const registerTab = canvas.getByRole('tab', { name: /Créer un compte|Create an account/ });
  await userEvent.type(panel().getByLabelText(/Courriel ou nom d’utilisateur|Email or username/), 'alex@example.ca');
  await userEvent.type(panel().getByLabelText(/^(Mot de passe|Password)$/), 'Jardin-ombre-42');
  await userEvent.click(registerTab);
  await waitFor(() => expect(panel().getByLabelText(/^(Nom complet|Full name)$/)).toBeVisible());
  await expect(panel().getByLabelText(/^(Courriel|Email)$/)).toHaveValue('alex@example.ca');
  await userEvent.type(panel().getByLabelText(/^(Nom complet|Full name)$/), 'Alex Tremblay');
  await userEvent.click(signInTab);
  await waitFor(() => expect(panel().getByLabelText(/^(Mot de passe|Password)$/)).toHaveValue('Jardin-ombre-42'));
  await expect(panel().getByLabelText(/Courriel ou nom d’utilisateur|Email or username/)).toHaveValue('alex@example.ca');
  await userEvent.click(registerTab);
  await waitFor(() => expect(panel().getByLabelText(/^(Nom complet|Full name)$/)).toHaveValue('Alex Tremblay'));
});

/** Every part takes the partner's class from `appearance.elements`. */
export const Appearance: Story = {
  // The sign-in tab is the login entry's widget: its parts are named too.
  args: { appearance: { elements: { ...everyPart('auth').elements, ...everyPart('login').elements } } },
  ...loadedStory(async (_canvas, canvasElement) => {
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  }),
};
