import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoPosts, emptyStory, noPosts, readStories, slow, withAnswer } from '../story-support/index.ts';
import { BlogList } from './index.ts';

const meta = {
  title: 'Widgets/Content/BlogList',
  component: BlogList,
  args: { postHref: (slug: string) => `/blog/${slug}` },
} satisfies Meta<typeof BlogList>;
export default meta;
type Story = StoryObj<typeof meta>;

const read = readStories('content', 'growth.listBlogPosts', demoPosts, (root) => within(root).findAllByRole('article', {}, slow));
export const Loading: Story = read.Loading;
export const LoadError: Story = read.LoadError;
export const Appearance: Story = read.Appearance;

/** Three posts, newest first, each with its date and a link named after it. */
export const Success: Story = {
  ...withAnswer('growth.listBlogPosts', demoPosts),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(3);
    const link = canvas.getByRole('link', {
      name: /Lire «\u202fLe grand ménage du printemps|Read “Le grand ménage du printemps/,
    });
    await expect(link).toHaveAttribute('href', '/blog/grand-menage-du-printemps');
    await expect(canvas.getByText(/Publié le 27 octobre 2026|Published on October 27, 2026/)).toBeVisible();
  },
};

export const Empty: Story = {
  ...emptyStory('growth.listBlogPosts', noPosts, /Aucun article|No posts/),
};
