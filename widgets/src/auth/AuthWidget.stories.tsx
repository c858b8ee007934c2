import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthWidget } from './AuthWidget.tsx';

const meta = {
  title: 'Widgets/Auth/AuthWidget',
  component: AuthWidget,
  args: { login: { forgotPasswordHref: '/mot-de-passe-oublie' }, register: { termsHref: '/terms' } },
} satisfies Meta<typeof AuthWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in first, with remember-me and the way to a forgotten password. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Se connecter|Sign in/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText(/Garder ma session ouverte|Keep me signed in/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Mot de passe oublié|Forgot your password/ })).toBeVisible();
  },
};

/** The other tab: the sign-up form, reached with the keyboard (arrow keys between tabs). */
export const Register: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: /Se connecter|Sign in/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByLabelText(/^(Nom complet|Full name)$/)).toBeVisible());
    await expect(canvas.getByRole('tab', { name: /Créer un compte|Create an account/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Opened on sign-up (`defaultTab`, as /register does). */
export const RegisterFirst: Story = {
  args: { defaultTab: 'register' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /^Client/ })).toBeVisible();
  },
};
