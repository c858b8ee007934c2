import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import {
  answering,
  everyPart,
  loadErrorStory,
  marieReviewsFirstPage,
  mineReview,
  mockOperation,
  newCleanerOwnProfile,
  noReviews,
  partsWithoutPartnerClass,
  problemBody,
  slow,
  sophieOwnProfile,
  sophieProfile,
  withAnswers,
  withPendingAnswers,
} from '../story-support/index.ts';
import { ReceivedReviews } from './index.ts';

const meta = { title: 'Widgets/ReceivedReviews', component: ReceivedReviews } satisfies Meta<typeof ReceivedReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

const sophieRated = answering({
  'cleaners.getMyProfile': sophieOwnProfile,
  'cleaners.getProfile': sophieProfile,
  'reviews.listMine': marieReviewsFirstPage,
});

/** Sophie's averages per category, then the reviews about her; the ones she has not answered can be. */
export const Success: Story = {
  beforeEach({ msw }) {
    sophieRated(msw);
  },
  play: async ({ canvas, canvasElement }) => {
    await findPart(canvasElement, 'reviewsSummary', { state: 'rated' });
    const categories = canvasElement.querySelector('[data-part="reviewsSummaryCategories"]') as HTMLElement;
    await expect(within(categories).getByText(/Propreté|Cleanliness/)).toBeVisible();
    await expect((await canvas.findAllByRole('article', {}, slow)).length).toBe(3);
    // The first review already has her answer: two reply buttons, for the other two.
    await expect(canvas.getAllByRole('button', { name: /Répondre à|Reply to/ })).toHaveLength(2);
  },
};

/** Loading: the summary's and the list's skeletons. */
export const Loading: Story = {
  ...withPendingAnswers({ 'cleaners.getMyProfile': sophieOwnProfile, 'reviews.listMine': marieReviewsFirstPage }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, slow)).toHaveTextContent(/Chargement|Loading/);
  },
};

/** A new cleaner, not listed yet: no averages, and the empty list says when reviews come. */
export const Empty: Story = {
  ...withAnswers(
    { 'cleaners.getMyProfile': newCleanerOwnProfile, 'reviews.listMine': noReviews },
    mockOperation('cleaners.getProfile', { status: 404, body: problemBody('not_found', 404) }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Pas encore d’évaluation|No ratings yet/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/reçu d’avis|received a review/)).toBeVisible();
  },
};

/** The reviews cannot load (500): the error with its request id and a retry. */
export const LoadError: Story = loadErrorStory('reviews.listMine', {
  requestId: true,
  answers: { 'cleaners.getMyProfile': sophieOwnProfile, 'cleaners.getProfile': sophieProfile },
});

/** Answering a review: the text goes to reviews.reply, and the list shows the answer. */
export const Reply: Story = {
  beforeEach({ msw }) {
    const answered = mineReview(1, { reply: { text: 'Merci beaucoup !', createdAt: '2026-12-01T15:00:00.000Z' } });
    sophieRated(msw);
    msw.use(mockOperation('reviews.reply', { status: 200, body: answered }));
  },
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole('button', { name: /Répondre à|Reply to/ }, slow);
    await userEvent.click(first as HTMLElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /réponse publique|public reply/ }), 'Merci beaucoup !');
    await userEvent.click(canvas.getByRole('button', { name: /Publier la réponse|Publish the reply/ }));
    await expect(await canvas.findByText(/Réponse publiée|Reply published/, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /réponse publique|public reply/ })).toBeNull();
  },
};

/** A partner's class on every part, the reply form open. */
export const Appearance: Story = {
  args: { appearance: everyPart('reviews') },
  beforeEach({ msw }) {
    sophieRated(msw);
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await canvas.findAllByRole('button', { name: /Répondre à|Reply to/ }, slow);
    await userEvent.click(first as HTMLElement);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
