import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoGallery, slow } from '../story-support/index.ts';
import { GalleryView } from './index.ts';

const meta = {
  title: 'Widgets/Content/GalleryView',
  component: GalleryView,
  args: { status: 'success', filter: 'all', onFilter: fn(), items: demoGallery.items },
} satisfies Meta<typeof GalleryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Your own pairs; a filter tells you which room was picked. */
export const WithYourData: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^(Salle de bain|Bathroom)$/ }, slow));
    await expect(args.onFilter).toHaveBeenCalledWith('bathroom');
  },
};

/** Nothing for this room yet. */
export const EmptyRoom: Story = {
  args: { filter: 'office', items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Aucune photo pour cette pièce|No photos of this room/, {}, slow),
    ).toBeVisible();
  },
};
