import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { marieReferrals, slow, sophieReferrals, sophieReferred, sophieRewards } from '../story-support/index.ts';
import { ReferralsView } from './widgets.ts';

const meta = {
  title: 'Widgets/Referrals/ReferralsView',
  component: ReferralsView,
  args: { status: 'success', onCopy: fn() },
} satisfies Meta<typeof ReferralsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Your own data: the rewards and people as props. */
export const WithYourData: Story = {
  args: { overview: sophieReferrals, rewards: sophieRewards.items, referred: sophieReferred.items },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Copier le lien|Copy link/ }, slow));
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

/** Just copied: the confirmation is announced. */
export const Copied: Story = {
  args: { overview: marieReferrals, copyState: 'copied' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Lien copié|Link copied/, {}, slow)).toBeVisible();
  },
};

/** Loading, with your own state. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, slow)).toHaveTextContent(/Chargement|Loading/);
  },
};

/** A client who referred nobody: how it works, only what their referrals get (a referrer's bonus is for cleaners). */
export const ClientEmpty: Story = {
  args: { overview: marieReferrals, viewerRole: 'client' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/10,00 \$|\$10\.00/, {}, slow)).toBeVisible();
    await expect(canvas.queryByText(/20,00 \$|\$20\.00/)).toBeNull();
    await expect(canvasElement.querySelector('[data-part="referralsTotals"]')).toBeNull();
  },
};
