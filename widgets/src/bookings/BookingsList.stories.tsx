import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import { cancelledPage, emptyBookingPage, pastPage, upcomingPage } from '../story-support/fixtures/bookings.ts';
import { appearanceStory, problemAnswer, skeletonsStory, slow, withAnswer } from '../story-support/index.ts';
import { BookingsList } from './index.ts';

const meta = {
  title: 'Widgets/Bookings/BookingsList',
  component: BookingsList,
  args: { viewer: 'client' },
} satisfies Meta<typeof BookingsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming: a request awaiting the cleaner, two confirmed bookings, and more to load. */
export const Upcoming: Story = {
  ...withAnswer('bookings.listMine', upcomingPage),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsCard"]')).toHaveLength(3), slow);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(/À venir|Upcoming/);
    await expect(canvas.getAllByText(/Sophie Gagnon/)[0]).toBeVisible();
    await expect(canvas.getAllByText(/160,97 \$|\$160\.97/)[0]).toBeVisible();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/bookings/bkg_01jd0v3v4m0000000000000001');
    await expect(canvas.getByRole('button', { name: /Afficher plus|Show more/ })).toBeVisible();
  },
};

export const Loading: Story = skeletonsStory('bookings.listMine', upcomingPage, 'bookingsCardSkeleton', 3);

/** No booking yet: the next step is to find a cleaner; each tab says what it will hold. */
export const Empty: Story = {
  ...withAnswer('bookings.listMine', emptyBookingPage),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Trouver un nettoyeur|Find a cleaner/ }, slow)).toHaveAttribute(
      'href',
      '/cleaners',
    );
    await userEvent.click(canvas.getByRole('tab', { name: /Annulées|Cancelled/ }));
    await expect(await canvas.findByText(/Aucune réservation annulée|No cancelled bookings/, {}, slow)).toBeVisible();
  },
};

export const Past: Story = {
  args: { defaultTab: 'past' },
  ...withAnswer('bookings.listMine', pastPage),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsCard"]')).toHaveLength(2), slow);
    await expect(within(canvasElement).getByText(/Solde à payer|Balance due/)).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { defaultTab: 'cancelled' },
  ...withAnswer('bookings.listMine', cancelledPage),
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'bookingsCard', { state: 'cancelled' });
  },
};

/** The cleaner's side: the client's name on each card, no « find a cleaner ». */
export const CleanerSide: Story = {
  args: { viewer: 'cleaner' },
  ...withAnswer('bookings.listMine', upcomingPage),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(/Marie Tremblay/, {}, slow))[0]).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('bookings.listMine', 500, 'internal_error'));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/n’ont pas pu être chargées|could not be loaded/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Réessayer|Try again|Retry/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="requestId"]')).not.toBeNull();
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = {
  ...withAnswer('bookings.listMine', upcomingPage),
  ...appearanceStory('bookings', async (canvasElement) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsCard"]')).toHaveLength(3), slow);
  }),
};
