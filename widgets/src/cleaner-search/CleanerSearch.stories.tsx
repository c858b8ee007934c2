import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { montrealSearchArgs } from '../story-support/host-links.ts';
import {
  amina,
  appearanceStory,
  loadErrorStory,
  luc,
  montrealFirstPage,
  montrealResults,
  noResults,
  onPhone,
  problemAnswer,
  searchResult,
  skeletonsStory,
  slow,
  sophie,
  withAnswer,
  withAnswers,
} from '../story-support/index.ts';
import { CleanerSearch } from './index.ts';

const meta = {
  title: 'Widgets/CleanerSearch',
  component: CleanerSearch,
  args: montrealSearchArgs,
} satisfies Meta<typeof CleanerSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cleaners: hourly and per-visit prices, verified and eco badges, a newcomer without reviews, and more to load. */
const fourCleaners = {
  ...montrealFirstPage,
  items: [...montrealFirstPage.items, searchResult(luc, { verificationStatus: 'unverified', distanceKm: 233 })],
};

export const Success: Story = {
  ...withAnswer('search.findCleaners', fourCleaners),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: sophie.name }, slow)).toHaveAttribute('href', '/cleaners/sophie-gagnon');
    await expect(canvasElement.querySelectorAll('[data-part="cleanerSearchCard"]')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /Afficher plus|Show more/ })).toBeVisible();
  },
};

export const Loading: Story = skeletonsStory('search.findCleaners', montrealResults, 'cleanerSearchCardSkeleton');

/** Nothing in Gaspé for these filters: the API's nearby cities and the filters worth removing, as buttons. */
export const Empty: Story = {
  args: { defaultQuery: { city: 'Gaspé', ecoCertified: true, pets: ['dogs'] } },
  ...withAnswer('search.findCleaners', noResults),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Québec/ }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /écoresponsables|eco-certified/ })).toBeVisible();
  },
};

/** A 500 with its request id: an alert with a retry, and the id to quote to support. */
export const ServerError: Story = loadErrorStory('search.findCleaners', { requestId: true });

/** A city the API does not know (422 city_not_found): said beside the city field. */
export const CityNotFound: Story = {
  args: { defaultQuery: { city: 'Zzyzx' } },
  beforeEach({ msw }) {
    msw.use(problemAnswer('search.findCleaners', 422, 'city_not_found', { detail: 'Aucune ville du Québec nommée « Zzyzx ».' }));
  },
  play: async ({ canvasElement }) => {
    const city = await within(canvasElement).findByRole('searchbox', {}, slow);
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'), slow);
  },
};

/** A phone (360 px): the filters fold into a dialog behind a button. */
export const Phone: Story = {
  decorators: [onPhone],
  ...withAnswers({
    'search.findCleaners': { items: [searchResult(sophie), searchResult(amina)], nextCursor: null, suggestions: null },
  }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: sophie.name }, slow);
    // The filters are folded away behind one button (its dialog is tested in CleanerSearch.test.tsx).
    await expect(canvas.getByRole('button', { name: /^(Filtres|Filters)/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="cleanerSearchFilters"]')).not.toBeVisible();
  },
};

/** The phone's filter panel, open: every filter with its label, and "show results" to go back to them. */
export const PhoneFiltersOpen: Story = {
  ...Phone,
  args: { defaultQuery: { city: 'Montréal', pets: ['cats'], availableSoon: true } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: sophie.name }, slow);
    await userEvent.click(canvas.getByRole('button', { name: /^(Filtres|Filters) \(2\)/ }));
    await expect(canvasElement.querySelector('[data-part="cleanerSearchFilters"]')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Voir les résultats|Show results/ })).toBeVisible();
  },
};

/** Every part of the search takes the partner's class from `appearance.elements`. */
export const Appearance: Story = {
  ...withAnswer('search.findCleaners', fourCleaners),
  ...appearanceStory('cleaner-search', async (canvasElement) => {
    await within(canvasElement).findByRole('link', { name: sophie.name }, slow);
  }),
};
