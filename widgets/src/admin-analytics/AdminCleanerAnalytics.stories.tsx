import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminCleaner,
  cleanerAnalytics,
  everyPart,
  loadErrorStory,
  mockOperation,
  partsWithoutPartnerClass,
  problemAnswer,
  quietCleanerAnalytics,
  slow,
} from '../story-support/index.ts';
import { AdminCleanerAnalytics } from './index.ts';

const meta = {
  title: 'Widgets/AdminAnalytics/AdminCleanerAnalytics',
  component: AdminCleanerAnalytics,
  args: { cleanerId: adminCleaner.id, backHref: `/admin/users/${adminCleaner.id}` },
} satisfies Meta<typeof AdminCleanerAnalytics>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (handler: () => HttpHandler) => ({
  beforeEach({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
    msw.use(handler());
  },
});
const answered = () => mockOperation('admin.getCleanerAnalytics', { status: 200, body: cleanerAnalytics });
const tableToggle = /^(Afficher en tableau|Show as a table)$/;

/** Loading: the page's shape as skeletons, said busy. */
export const Loading: Story = {
  ...answering(() => mockOperation('admin.getCleanerAnalytics', { status: 200, body: cleanerAnalytics, delay: 'infinite' })),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="adminAnalyticsSkeleton"]')).not.toBeNull(), slow);
    await expect(canvasElement.querySelector('[data-part="adminAnalyticsRoot"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The figures cannot load (500): the error with its request id, and a retry. */
export const LoadError: Story = loadErrorStory('admin.getCleanerAnalytics');

/** The id is no cleaner's (404 user_not_found): say so, with the way back. */
export const NotFound: Story = {
  ...answering(() => problemAnswer('admin.getCleanerAnalytics', 404, 'user_not_found')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /Nettoyeur introuvable|Cleaner not found/ }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Retour au compte|Back to the account/ })).toBeVisible();
  },
};

/** Nothing in 12 weeks: the totals at zero, why there is no chart, and the table still there. */
export const NoData: Story = {
  ...answering(() => mockOperation('admin.getCleanerAnalytics', { status: 200, body: quietCleanerAnalytics })),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: /Pas encore d’activité|No activity yet/ }, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="adminAnalyticsChart"]')).toBeNull();
    await expect(canvas.getByRole('table')).toBeInTheDocument();
  },
};

/**
 * The figures and three charts of the 12 weeks; the table is read by screen readers behind them
 * (its figures the API's), and shown by the toggle.
 */
export const Data: Story = {
  ...answering(answered),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: /Sophie Gagnon/ }, slow)).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="adminAnalyticsChart"]')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[data-part="adminAnalyticsBar"][data-state="completed"]')).toHaveLength(12);
    await expect(canvas.getByText(/^93\s?%$/)).toBeVisible();
    await expect(canvas.getByText(/^1 h 35 min$/)).toBeVisible();
    // Read, not seen: the table is there for screen readers while the charts show.
    const table = canvas.getByRole('table', { name: /Chiffres par semaine|Figures per week/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByRole('button', { name: tableToggle })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The same figures in English, in the dark theme of the other brand (the matrix visits the rest). */
export const DataEnglishDark: Story = {
  ...Data,
  globals: { locale: 'en', theme: 'dark', brand: 'eclat' },
};

/** The toggle shows the table instead of the charts: each week a row, as the API counted it. */
export const TableView: Story = {
  ...answering(answered),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: tableToggle }, slow));
    await expect(canvas.getByRole('button', { name: tableToggle })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('[data-part="adminAnalyticsChart"]')).toBeNull();
    const table = canvas.getByRole('table');
    await expect(table).toBeVisible();
    const busiest = within(table).getAllByRole('row')[9] as HTMLElement;
    await expect(
      within(busiest)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6', '5', expect.stringMatching(/^(805,00\u00a0\$|\$805\.00)$/), expect.stringMatching(/^4[,.]5$/), '4']);
  },
};

/** A partner's class on every part shown. */
export const Appearance: Story = {
  args: { appearance: everyPart('admin-analytics') },
  ...answering(answered),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /Sophie Gagnon/ }, slow);
    await expect(partsWithoutPartnerClass(canvasElement.ownerDocument.body)).toEqual([]);
  },
};
