import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appearanceStory, demoPosts, expectRetry, mockOperation, noPosts, problemBody, slow } from '../story-support/index.ts';
import { BlogList } from './index.ts';

const meta = {
  title: 'Widgets/Content/BlogList',
  component: BlogList,
  args: { postHref: (slug: string) => `/blog/${slug}` },
} satisfies Meta<typeof BlogList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three posts, newest first, each with its date and a link named after it. */
export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listBlogPosts', { status: 200, body: demoPosts }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(3);
    const link = canvas.getByRole('link', {
      name: /Lire «\u202fLe grand ménage du printemps|Read “Le grand ménage du printemps/,
    });
    await expect(link).toHaveAttribute('href', '/blog/grand-menage-du-printemps');
    await expect(canvas.getByText(/Publié le 27 octobre 2026|Published on October 27, 2026/)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listBlogPosts', { status: 200, body: demoPosts, delay: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="contentSkeleton"]')).not.toBeNull(), slow);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listBlogPosts', { status: 200, body: noPosts }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Aucun article|No posts/, {}, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listBlogPosts', { status: 500, body: problemBody('internal_error', 500) }));
  },
  play: async ({ canvasElement }) => expectRetry(canvasElement),
};

export const Appearance: Story = {
  ...appearanceStory('content', (root) => within(root).findAllByRole('article', {}, slow)),
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listBlogPosts', { status: 200, body: demoPosts }));
  },
};
