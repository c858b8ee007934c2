import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CleanerOnboardingSignedOut } from './SignedOut.tsx';

const meta = {
  title: 'Widgets/CleanerOnboarding/SignedOut',
  component: CleanerOnboardingSignedOut,
  args: { signInHref: '/login', joinHref: '/register' },
} satisfies Meta<typeof CleanerOnboardingSignedOut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who is not signed in: the three steps in a sentence each, and the ways in. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Créer un compte de nettoyeur|Create a cleaner account/ })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: /Se connecter|Sign in/ })).toHaveAttribute('href', '/login');
  },
};
