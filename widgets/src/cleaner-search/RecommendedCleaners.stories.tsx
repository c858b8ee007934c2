import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { cleanerPage } from '../story-support/host-links.ts';
import {
  amina,
  appearanceStory,
  type CleanerSearchPage,
  carlos,
  emptyResults,
  expectRetry,
  marie,
  mockOperation,
  onPhone,
  problemAnswer,
  searchResult,
  slow,
  sophie,
  withAnswers,
  withHandlers,
} from '../story-support/index.ts';
import { RecommendedCleaners } from './index.ts';

/** « Recommended for you »: a signed-in client's best cleaners of their search, each score explained. */
const meta = {
  title: 'Widgets/CleanerSearch/RecommendedCleaners',
  component: RecommendedCleaners,
  args: { query: { city: 'Montréal' }, cleanerHref: cleanerPage },
} satisfies Meta<typeof RecommendedCleaners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sophie (liked, serves Montréal), Amina (14.8 km away, pending check), Carlos (no reviews yet). */
const recommended = {
  items: [
    searchResult(sophie, {
      distanceKm: 2.4,
      scores: { rating: 0.92, location: 1, reliability: 0.985, availability: 5 / 7, overall: 0.96 },
      yourFeedback: 'like' as const,
    }),
    searchResult(amina, {
      distanceKm: 14.8,
      verificationStatus: 'pending',
      scores: { rating: 0.83, location: 0.6, reliability: 0.76, availability: 3 / 7, overall: 0.7 },
      yourFeedback: null,
    }),
    searchResult(carlos, {
      distanceKm: 11,
      verificationStatus: 'unverified',
      scores: { rating: 0.75, location: 0.7, reliability: 0.65, availability: 0, overall: 0.59 },
      yourFeedback: null,
    }),
  ],
  nextCursor: null,
  suggestions: null,
};

/** Marie, a client, is signed in, and the search answers with `search`. */
const asClient = (search: () => HttpHandler) =>
  withHandlers(() => mockOperation('users.getMe', { status: 200, body: marie }), search);
/** The search finds `body` (its answer held with `delay`). */
const found = (body: CleanerSearchPage, delay?: 'infinite') => () =>
  mockOperation('search.findCleaners', { status: 200, body, ...(delay ? { delay } : {}) });
const why = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('list', { name: new RegExp(`(Pourquoi|Why) ${name}`) }));

/** Each cleaner with their match and why: reviews, proximity, reliability, days available, the client's own like. */
export const Success: Story = {
  ...asClient(found(recommended)),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: /Recommandés pour vous|Recommended for you/ }, slow)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: sophie.name }, slow)).toHaveAttribute('href', '/cleaners/sophie-gagnon');
    const sophieWhy = why(canvasElement, sophie.name);
    await expect(sophieWhy.getByText(/4,8 sur 5 selon 23 avis|4.8 out of 5 from 23 reviews/)).toBeVisible();
    await expect(sophieWhy.getByText(/Travaille dans la ville recherchée|Works in the city you searched/)).toBeVisible();
    await expect(sophieWhy.getByText(/Disponible 5 jours|Available 5 days/)).toBeVisible();
    await expect(sophieWhy.getByText(/Vous avez aimé ce profil|You liked this profile/)).toBeVisible();
    const aminaWhy = why(canvasElement, amina.name);
    await expect(aminaWhy.getByText(/À 15 km|15 km away/)).toBeVisible();
    await expect(aminaWhy.getByText(/Vérification d’identité en cours|Identity check in progress/)).toBeVisible();
    await expect(aminaWhy.queryByText(/aimé|liked/)).toBeNull();
    await expect(why(canvasElement, carlos.name).getByText(/Pas encore d’avis|No reviews yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  ...asClient(found(recommended, 'infinite')),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull(), slow);
    await expect(
      within(canvasElement).getByText(/Chargement de vos recommandations|Loading your recommendations/),
    ).toBeInTheDocument();
  },
};

/** Nothing matches the search: said, with what to do. */
export const Empty: Story = {
  ...asClient(found(emptyResults)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Pas encore de recommandation|No recommendations here yet/, {}, slow),
    ).toBeVisible();
  },
};

/** The search failed: an alert with a retry and the request id. */
export const ServerError: Story = {
  ...asClient(() => problemAnswer('search.findCleaners', 500, 'internal_error')),
  play: ({ canvasElement }) => expectRetry(canvasElement, { requestId: true }),
};

/** Anyone but a signed-in client sees nothing (and nothing is asked of the API). */
export const SignedOut: Story = {
  ...withAnswers({ 'search.findCleaners': recommended }, problemAnswer('users.getMe', 401, 'unauthenticated')),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvasElement.querySelector('[data-part="cleanerSearchRecommended"]')).toBeNull();
  },
};

export const Phone: Story = {
  ...Success,
  decorators: [onPhone],
};

/** Every part takes the partner's class from `appearance.elements`. */
export const Appearance: Story = {
  ...asClient(found(recommended)),
  ...appearanceStory('cleaner-search', async (canvasElement) => {
    await within(canvasElement).findByRole('link', { name: sophie.name }, slow);
  }),
};
