import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import {
  appearanceStory,
  carlosProfile,
  emptyStory,
  everyPart,
  marieReviewsFirstPage,
  marieReviewsSecondPage,
  mineReview,
  mockOperation,
  noReviews,
  partsWithoutPartnerClass,
  problemAnswer,
  slow,
  sophieProfile,
  withAnswer,
  withAnswers,
  withPendingAnswer,
} from '../story-support/index.ts';
import { RatingSummary, ReviewList } from './index.ts';

const meta = { title: 'Widgets/ReviewList', component: ReviewList } satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Marie's reviews, with a reply, then one more page. */
export const Mine: Story = {
  ...withAnswer('reviews.listMine', marieReviewsFirstPage),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('article', {}, slow)).length).toBe(3);
    await expect(canvas.getAllByText(/Sophie Gagnon/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: /Afficher plus d’avis|Show more reviews/ })).toBeVisible();
  },
};

/** "Show more" appends the next (last) page, then the button goes. */
export const LoadMore: Story = {
  ...withAnswer('reviews.listMine', marieReviewsFirstPage),
  play: async ({ canvas, msw }) => {
    const more = await canvas.findByRole('button', { name: /Afficher plus d’avis|Show more reviews/ }, slow);
    // The next page's request carries the cursor; from now on the API answers with the last page.
    msw.use(mockOperation('reviews.listMine', { status: 200, body: marieReviewsSecondPage }));
    await userEvent.click(more);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4), slow);
    await expect(canvas.queryByRole('button', { name: /Afficher plus d’avis|Show more reviews/ })).toBeNull();
  },
};

/** A review the team hid: its owner still sees it, with why. */
export const Hidden: Story = {
  ...withAnswers({
    'reviews.listMine': {
      items: [mineReview(1, { hidden: { at: '2026-11-20T15:00:00.000Z', reason: 'Propos personnels' } })],
      nextCursor: null,
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Propos personnels/, {}, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  ...emptyStory('reviews.listMine', noReviews, /pas encore laissé d’avis|not written a review/),
};

export const Loading: Story = {
  ...withPendingAnswer('reviews.listMine', noReviews),
  play: async ({ canvasElement }) => {
    // The widget's code arrives first (its skeleton), then the list waits on the API.
    await findPart(canvasElement, 'reviewsList', { state: 'loading' });
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('reviews.listMine', 500, 'internal_error'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Réessayer|Try again/ }, slow)).toBeVisible();
  },
};

/** The summary the profile shows: overall, count and six categories. */
export const Summary: StoryObj<typeof RatingSummary> = {
  render: () => (
    <RatingSummary summary={sophieProfile.reviews?.summary ?? { count: 0, averages: {} as never }} headingLevel={2} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: /4,8 sur 5|4.8 out of 5/ }, slow)).toBeVisible();
    await expect(canvasElement.querySelectorAll('.propre-reviews__summary-row')).toHaveLength(6);
  },
};

/** No review yet: the summary says so instead of showing zeros. */
export const SummaryEmpty: StoryObj<typeof RatingSummary> = {
  render: () => (
    <RatingSummary summary={carlosProfile.reviews?.summary ?? { count: 0, averages: {} as never }} headingLevel={2} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Pas encore d’évaluation|No ratings yet/, {}, slow)).toBeVisible();
  },
};

/** Every part of the list and its cards takes the partner's class from `appearance.elements`. */
export const Appearance: Story = {
  ...withAnswer('reviews.listMine', marieReviewsFirstPage),
  ...appearanceStory('reviews', async (canvasElement) => {
    await within(canvasElement).findAllByRole('article', {}, slow);
  }),
};

/** The summary's parts take the partner's class too. */
export const SummaryAppearance: StoryObj<typeof RatingSummary> = {
  render: () => (
    <RatingSummary
      summary={sophieProfile.reviews?.summary ?? { count: 0, averages: {} as never }}
      headingLevel={2}
      appearance={everyPart('reviews')}
    />
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: /4,8 sur 5|4.8 out of 5/ }, slow);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
