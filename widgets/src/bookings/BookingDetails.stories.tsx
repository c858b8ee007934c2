import type { RealtimeClient, RealtimeEvents } from '@propre/sdk/realtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  balanceDueBooking,
  bookingPhotos,
  cancelledBooking,
  completedBooking,
  confirmedBooking,
  confirmedSoonBooking,
  inProgressBooking,
  noPhotosBooking,
  pendingBooking,
} from '../story-support/fixtures/bookings.ts';
import {
  everyPart,
  mineReview,
  mockOperation,
  partsWithoutPartnerClass,
  problemAnswer,
  problemBody,
  slow,
  withAnswer,
  withAnswers,
  withPendingAnswer,
} from '../story-support/index.ts';
import { BookingDetails } from './index.ts';

const meta = {
  title: 'Widgets/Bookings/BookingDetails',
  component: BookingDetails,
  // No socket in Storybook: the Live story hands the widget a fake connection.
  args: { bookingId: pendingBooking.id, viewer: 'client', live: { enabled: false }, renderReview: () => null },
} satisfies Meta<typeof BookingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 2 }, slow);

export const Loading: Story = {
  ...withPendingAnswer('bookings.get', pendingBooking),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"] [aria-busy="true"]')).not.toBeNull(), slow);
  },
};

// One light tile for every square: a tile server that works offline (Leaflet takes any URL template).
const offlineTile = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef2ea"/><path d="M0 128H256M128 0V256" stroke="#c9d3c2" stroke-width="6"/></svg>',
)}`;

/**
 * A tile server configured (`mapTilesUrl`): Leaflet, loaded on demand, draws the map around the
 * property's pin instead of the schematic.
 */
export const MapWithTiles: Story = {
  args: { mapTilesUrl: offlineTile, mapTilesAttribution: 'Tuiles de démonstration' },
  ...withAnswer('bookings.get', pendingBooking),
  play: async ({ canvasElement }) => {
    await expect(await title(canvasElement)).toHaveTextContent(/décembre|December/);
    const map = await waitFor(() => {
      const found = canvasElement.querySelector('[data-part="bookingsMap"][data-state="tiles"]');
      if (!found?.querySelector('.leaflet-container')) throw new Error('no Leaflet map yet');
      return found;
    }, slow);
    await waitFor(() => expect(map.querySelector('.leaflet-tile')).not.toBeNull(), slow);
    await expect(map).toHaveAccessibleName(/^(Carte de l’emplacement du logement|Map of the home's location), /);
  },
};

/** A request awaiting the cleaner: when it expires, free cancellation until 24 h before. */
export const Pending: Story = {
  ...withAnswer('bookings.get', pendingBooking),
  play: async ({ canvasElement }) => {
    await expect(await title(canvasElement)).toHaveTextContent(/décembre|December/);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/En attente de réponse|Awaiting the cleaner/)).toBeVisible();
    // Who answers, by name: the data has no gender to agree « le nettoyeur » with.
    await expect(canvas.getByText(/^Sophie Gagnon (a jusqu’au|has until) /)).toBeVisible();
    await expect(canvas.getByText(/(Prochaine étape\s: |Next: )Sophie Gagnon/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="bookingsCancelTerms"]')).toHaveAttribute('data-state', 'free');
    await expect(canvas.getByRole('link', { name: /Annuler la réservation|Cancel the booking/ })).toHaveAttribute(
      'href',
      `/bookings/${pendingBooking.id}/cancel`,
    );
    // Only a confirmed booking can be postponed.
    await expect(canvas.queryByRole('link', { name: /^Reporter$|^Postpone$/ })).toBeNull();
    // The map is a sketch from the coordinates: no network.
    await expect(canvasElement.querySelector('[data-part="bookingsMap"]')).toHaveAttribute('data-state', 'schematic');
  },
};

/** The cleaner's side of a request: accept it here. */
export const PendingForCleaner: Story = {
  args: { viewer: 'cleaner' },
  ...withAnswers({
    'bookings.get': { ...pendingBooking, site: null, cancellationTerms: undefined },
    'bookings.accept': { ...confirmedBooking, id: pendingBooking.id },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Accepter la demande|Accept the request/ }, slow));
    await waitFor(
      () => expect(canvasElement.querySelector('[data-part="bookingsDetails"]')).toHaveAttribute('data-state', 'confirmed'),
      slow,
    );
    await expect(
      within(canvasElement.querySelector('[data-part="bookingsPersonSection"]') as HTMLElement).getByText(/Marie Tremblay/),
    ).toBeVisible();
  },
};

// The fixtures' bookings are on 8 December 2026; « now » is a week before (what may still be done
// depends on it: postponing closes 24 h before the start).
const weekBefore = new Date('2026-12-01T15:00:00.000Z');

export const Confirmed: Story = {
  args: { now: weekBefore },
  ...withAnswer('bookings.get', confirmedBooking),
  play: async ({ canvasElement }) => {
    await title(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Reporter$|^Postpone$/ })).toHaveAttribute(
      'href',
      `/bookings/${confirmedBooking.id}/postpone`,
    );
    await expect(canvas.getByRole('link', { name: /Écrire un message|Send a message/ })).toBeVisible();
    // Each step says who by name, once.
    const steps = canvasElement.querySelectorAll(
      '[data-part="bookingsTimelineStep"][data-state="done"] [data-part="bookingsTimelineText"]',
    );
    await expect([...steps].map((step) => step.textContent)).toEqual(
      /Demande/.test(steps[0]?.textContent ?? '')
        ? ['Demande envoyée par Marie Tremblay', 'Confirmée par Sophie Gagnon']
        : ['Request sent by Marie Tremblay', 'Confirmed by Sophie Gagnon'],
    );
  },
};

/** Five hours before the start: the API says cancelling costs 50 $; postponing is closed. */
export const ConfirmedWithinDay: Story = {
  ...withAnswer('bookings.get', confirmedSoonBooking),
  play: async ({ canvasElement }) => {
    await title(canvasElement);
    await expect(canvasElement.querySelector('[data-part="bookingsCancelTerms"]')).toHaveTextContent(/50,00\s\$|\$50\.00/);
    await expect(canvasElement.querySelector('[data-part="bookingsPostponeTerms"]')).toHaveTextContent(
      /plus possible|no longer possible/,
    );
  },
};

export const InProgress: Story = {
  ...withAnswers({
    'bookings.get': inProgressBooking,
    'bookings.listPhotos': { items: bookingPhotos.items.slice(0, 2) },
    'bookings.getPhoto': 'photo',
  }),
  play: async ({ canvasElement }) => {
    await title(canvasElement);
    await expect(canvasElement.querySelector('progress')).toHaveAttribute('value', '2');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsPhoto"]')).toHaveLength(2), slow);
  },
};

/** Completed and paid: photos, invoice and the review form (no review yet). */
export const Completed: Story = {
  args: { bookingId: completedBooking.id, renderReview: undefined },
  ...withAnswers(
    { 'bookings.get': completedBooking, 'bookings.listPhotos': bookingPhotos, 'bookings.getPhoto': 'photo' },
    problemAnswer('reviews.getForBooking', 404, 'review_not_found'),
  ),
  play: async ({ canvas, canvasElement }) => {
    await title(canvasElement);
    await expect(canvas.getByRole('button', { name: /Télécharger la facture|Download the invoice/ })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsPhoto"]')).toHaveLength(4), slow);
    await waitFor(() => expect(canvasElement.querySelector('[data-part="bookingsReview"] form')).not.toBeNull(), slow);
  },
};

/** Completed and already reviewed: the review given, never a form that could only answer 409. */
export const CompletedReviewed: Story = {
  args: { bookingId: completedBooking.id, renderReview: undefined },
  ...withAnswers({
    'bookings.get': completedBooking,
    'bookings.listPhotos': { items: [] },
    'reviews.getForBooking': mineReview(0, { bookingId: completedBooking.id, comment: 'Impeccable, merci Sophie !' }),
  }),
  play: async ({ canvas, canvasElement }) => {
    await title(canvasElement);
    const review = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-part="bookingsReview"] article');
      if (!found) throw new Error('no review yet');
      return found;
    }, slow);
    await expect(canvas.getByRole('heading', { name: /^(Votre avis|Your review)$/ })).toBeVisible();
    await expect(within(review).getByText('Impeccable, merci Sophie !')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="bookingsReview"] form')).toBeNull();
  },
};

/** The bank refused the balance: the amount and the way to pay it. */
export const BalanceDue: Story = {
  ...withAnswers({ 'bookings.get': balanceDueBooking, 'bookings.listPhotos': { items: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Payer le solde|Pay the balance/ }, slow)).toHaveAttribute(
      'href',
      `/bookings/${pendingBooking.id}/pay`,
    );
    await expect(canvas.getByText(/disponible après le paiement final|available after the final payment/)).toBeVisible();
  },
};

/** The client refused photos: none are asked for, and the page says why. */
export const PhotosRefused: Story = {
  ...withAnswer('bookings.get', noPhotosBooking),
  play: async ({ canvasElement }) => {
    await title(canvasElement);
    await expect(canvasElement.querySelector('[data-part="bookingsPhotos"]')).toHaveAttribute('data-state', 'refused');
  },
};

/** Too many invoices asked for: the wait, from Retry-After. */
export const InvoiceRateLimited: Story = {
  ...withAnswers(
    { 'bookings.get': completedBooking, 'bookings.listPhotos': { items: [] } },
    mockOperation('bookings.getInvoice', {
      status: 429,
      body: problemBody('invoice_rate_limited', 429),
      headers: { 'retry-after': '42' },
    }),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Télécharger la facture|Download the invoice/ }, slow));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(/42/);
  },
};

export const Cancelled: Story = {
  ...withAnswer('bookings.get', cancelledBooking),
  play: async ({ canvasElement }) => {
    await title(canvasElement);
    await expect(within(canvasElement).getByText(/Frais d’annulation retenus|Cancellation fee kept/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="bookingsActions"]')).toBeNull();
  },
};

/** Someone else's booking: the API answers 404, the page says access is denied. */
export const AccessDenied: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('bookings.get', 404, 'booking_not_found'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /Accès refusé|Access denied/ }, slow)).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('bookings.get', 500, 'internal_error'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/n’a pas pu être chargée|could not be loaded/, {}, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="requestId"]')).not.toBeNull();
  },
};

/** A fake live connection: the story sends BOOKING_UPDATE as the API would when the cleaner accepts. */
function fakeRealtime() {
  const handlers = new Map<string, Set<(event: never) => void>>();
  const client: RealtimeClient & { emit<T extends keyof RealtimeEvents>(type: T, event: RealtimeEvents[T]): void } = {
    status: 'open',
    connect() {},
    disconnect() {},
    send: () => true,
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (event: never) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (event: never) => void);
    },
    emit(type, event) {
      for (const handler of handlers.get(type) ?? []) (handler as (e: typeof event) => void)(event);
    },
  };
  return client;
}

const realtime = fakeRealtime();

/** The cleaner accepts while the client looks: the status changes without a reload. */
export const LiveUpdate: Story = {
  args: { live: { realtime } },
  ...withAnswer('bookings.get', pendingBooking),
  play: async ({ canvas, canvasElement, context }) => {
    await expect(await canvas.findByText(/En attente de réponse|Awaiting the cleaner/, {}, slow)).toBeVisible();
    (context as unknown as { msw: { use(...h: unknown[]): void } }).msw.use(
      mockOperation('bookings.get', { status: 200, body: { ...confirmedBooking, id: pendingBooking.id } }),
    );
    realtime.emit('BOOKING_UPDATE', {
      type: 'BOOKING_UPDATE',
      timestamp: new Date().toISOString(),
      bookingId: pendingBooking.id,
      action: 'accept',
      status: 'confirmed',
    });
    await waitFor(
      () => expect(canvasElement.querySelector('[data-part="bookingsDetails"]')).toHaveAttribute('data-state', 'confirmed'),
      slow,
    );
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = {
  args: { appearance: everyPart('bookings'), bookingId: inProgressBooking.id },
  beforeEach: InProgress.beforeEach,
  play: async (context) => {
    await InProgress.play?.(context);
    await expect(partsWithoutPartnerClass(context.canvasElement)).toEqual([]);
  },
};
