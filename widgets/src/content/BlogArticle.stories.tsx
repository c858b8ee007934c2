import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { problemAnswer, readStories, slow, springPost, withAnswer } from '../story-support/index.ts';
import { BlogArticle } from './index.ts';

const meta = {
  title: 'Widgets/Content/BlogArticle',
  component: BlogArticle,
  args: { slug: springPost.slug, blogHref: '/blog' },
} satisfies Meta<typeof BlogArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The post: its title as the page's h1, its sections as h2, its list, the way back. */
export const Success: Story = {
  ...withAnswer('growth.getBlogPost', springPost),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: springPost.title }, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'La cuisine' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /Tous les articles|All posts/ })).toHaveAttribute('href', '/blog');
  },
};

/** An English reader of a post that exists only in French is told why. */
export const FrenchOnly: Story = {
  globals: { locale: 'en' },
  ...withAnswer('growth.getBlogPost', { ...springPost, languages: ['fr'] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/only available in French/, {}, slow)).toBeVisible();
  },
};

/** An unknown or unpublished slug (`blog_post_not_found`): said, with the way back to the list. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('growth.getBlogPost', 404, 'blog_post_not_found'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Article introuvable|Post not found/ }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Tous les articles|All posts/ })).toBeVisible();
  },
};

const read = readStories('content', 'growth.getBlogPost', springPost, (root) =>
  within(root).findByRole('heading', { level: 1 }, slow),
);
export const Loading: Story = read.Loading;
export const LoadError: Story = read.LoadError;
export const Appearance: Story = read.Appearance;
