import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoGallery, emptyStory, kitchenGallery, noGallery, readStories, slow, withAnswer } from '../story-support/index.ts';
import { Gallery } from './index.ts';

const meta = { title: 'Widgets/Content/Gallery', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (root: HTMLElement) => root.querySelectorAll('[data-part="contentGalleryItem"]');

/** Every pair, each image described by its room, city and service. */
export const Success: Story = {
  ...withAnswer('growth.listGallery', demoGallery),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: /Cuisine à Laval, avant|Kitchen in Laval, before/ }, slow)).toBeVisible();
    await expect(pairs(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /^(Tout|All)$/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Opened on « Cuisine »: the kitchen pairs only, the filter pressed. */
export const FilteredKitchen: Story = {
  args: { defaultFilter: 'kitchen' },
  ...withAnswer('growth.listGallery', kitchenGallery),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('img', { name: /Cuisine à Laval, après|Kitchen in Laval, after/ }, slow);
    await expect(pairs(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /^(Cuisine|Kitchen)$/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Empty: Story = {
  ...emptyStory('growth.listGallery', noGallery, /galerie est vide|gallery is empty/),
};

const read = readStories('content', 'growth.listGallery', kitchenGallery, (root) => within(root).findAllByRole('img', {}, slow));
export const Loading: Story = read.Loading;
export const LoadError: Story = read.LoadError;
export const Appearance: Story = read.Appearance;
