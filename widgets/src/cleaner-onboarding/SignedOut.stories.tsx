import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appearanceStory } from '../story-support/index.ts';
import { CleanerOnboardingSignedOut } from './index.ts';

const meta = {
  title: 'Widgets/CleanerOnboarding/SignedOut',
  component: CleanerOnboardingSignedOut,
  args: { signInHref: '/login', joinHref: '/register' },
} satisfies Meta<typeof CleanerOnboardingSignedOut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who is not signed in: the three steps in a sentence each, and the ways in. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem', {}, { timeout: 8000 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Créer un compte de nettoyeur|Create a cleaner account/ })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: /Se connecter|Sign in/ })).toHaveAttribute('href', '/login');
  },
};

/** Signed out, with a partner's class on every part. */
export const Appearance: Story = {
  ...appearanceStory('cleaner-onboarding', async (canvasElement) => {
    await within(canvasElement).findAllByRole('listitem', {}, { timeout: 8000 });
  }),
};
