import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPart } from '../../story-support/find-part.ts';
import { emptyBookingPage } from '../../story-support/fixtures/bookings.ts';
import {
  cleanerJobsPage,
  cleanerNow,
  cleanerRequest,
  cleanerRequestsPage,
  expiredRequest,
  urgentRequest,
} from '../../story-support/fixtures/cleaner-bookings.ts';
import {
  appearanceStory,
  assertValidMockBody,
  expectRetry,
  fakeRealtime,
  problemAnswer,
  slow,
} from '../../story-support/index.ts';
import { CleanerBookings } from '../index.ts';
import type { BookingPage } from '../types.ts';

const realtime = fakeRealtime();

const meta = {
  title: 'Widgets/Bookings/CleanerBookings',
  component: CleanerBookings,
  // The socket is the story's: no connection to open, frames sent by the LiveRequest play.
  args: { now: cleanerNow, realtime },
} satisfies Meta<typeof CleanerBookings>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `bookings.listMine` answered by what is asked: the pending requests, or the jobs (confirmed and
 * in progress). Both bodies are checked against the contract, as every story mock is.
 */
function listMine(requests: BookingPage, jobs: BookingPage, options: { delay?: 'infinite' } = {}) {
  assertValidMockBody('bookings.listMine', 200, requests);
  assertValidMockBody('bookings.listMine', 200, jobs);
  return http.get('/api/bookings', async ({ request }) => {
    if (options.delay) await new Promise(() => undefined);
    const pending = new URL(request.url).searchParams.getAll('status').includes('pending');
    return HttpResponse.json(pending ? requests : jobs);
  });
}

const card = (root: HTMLElement, bookingId: string) =>
  within(root.querySelector(`[data-part="bookingsRequest"]:has(a[href="/bookings/${bookingId}"])`) as HTMLElement);

/** Two requests, the one expiring first on top, each with its time left; today's job and an upcoming one below. */
export const RequestsAndJobs: Story = {
  beforeEach({ msw }) {
    msw.use(listMine(cleanerRequestsPage, cleanerJobsPage));
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsRequest"]')).toHaveLength(2), slow);
    const requests = canvasElement.querySelectorAll('[data-part="bookingsRequest"]');
    await expect(requests[0]).toHaveTextContent(/Jean Bouchard/);
    await expect(within(requests[0] as HTMLElement).getByText(/^40\smin$/)).toHaveAttribute('datetime', 'PT0H40M');
    await expect(within(requests[1] as HTMLElement).getByText(/^21\sh 12\smin$|^21\shrs 12\smins$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Demandes à répondre \(2\)|Requests to answer \(2\)/ })).toBeVisible();
    // The countdown is no live region: only the number of requests is said.
    await expect(
      canvasElement.querySelector('[data-part="bookingsCountdown"]')?.closest('[aria-live], [role="status"]'),
    ).toBeNull();
    await expect(canvas.getByRole('heading', { name: /Aujourd’hui|Today/ })).toBeVisible();
    const jobs = canvasElement.querySelectorAll('[data-part="bookingsJob"]');
    await expect(jobs).toHaveLength(2);
    await expect(jobs[0]).toHaveTextContent(/4321, rue Saint-Denis/);
    await expect(jobs[0]).toHaveTextContent(/Code 4821#/);
    await expect(jobs[0]).toHaveTextContent(/Le chat reste dans la chambre/);
    await expect(jobs[0]).toHaveTextContent(/Un chat|A cat/);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(listMine(cleanerRequestsPage, cleanerJobsPage, { delay: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'bookingsWorkspace', { state: 'loading' });
    await expect(canvasElement.querySelectorAll('[data-part="bookingsCardSkeleton"]').length).toBe(3);
  },
};

/** Nothing yet: the cleaner is told requests will show here. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listMine(emptyBookingPage, emptyBookingPage));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Aucune demande ni aucun ménage|No requests or cleanings/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/dès qu’ils réserveront|as soon as they book/)).toBeVisible();
  },
};

/** The lists could not be loaded: one alert for the workspace, a retry, and the request id to give support. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('bookings.listMine', 500, 'internal_error'));
  },
  play: async ({ canvasElement }) => {
    await expectRetry(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/n’ont pas pu être chargées|could not be loaded/);
    await expect(canvasElement.querySelector('[data-part="requestId"]')).not.toBeNull();
  },
};

/** The 24 hours ran out: « expired », and nothing left to answer. */
export const Expired: Story = {
  beforeEach({ msw }) {
    msw.use(listMine({ items: [expiredRequest], nextCursor: null }, emptyBookingPage));
  },
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'bookingsRequest', { state: 'expired' });
    const request = card(canvasElement, expiredRequest.id);
    await expect(request.getByText(/^Expirée$|^Expired$/)).toBeVisible();
    await expect(request.queryByRole('button', { name: /Accepter|Accept/ })).toBeNull();
  },
};

/** The API refuses the acceptance (the request expired meanwhile): its reason beside the buttons, in the person's language. */
export const AcceptRefused: Story = {
  beforeEach({ msw }) {
    msw.use(listMine(cleanerRequestsPage, emptyBookingPage), problemAnswer('bookings.accept', 409, 'booking_request_expired'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsRequest"]')).toHaveLength(2), slow);
    const request = card(canvasElement, cleanerRequest.id);
    await userEvent.click(request.getByRole('button', { name: /Accepter la demande|Accept the request/ }));
    await expect(await request.findByRole('alert', {}, slow)).toHaveTextContent(
      /a expiré sans réponse|expired without an answer/,
    );
    // The other request is untouched.
    await expect(card(canvasElement, urgentRequest.id).queryByRole('alert')).toBeNull();
  },
};

/** What the decline story's API got. */
let declined: unknown = null;

/** Declining with a reason: the reason and the note are what the API gets; the request leaves the list. */
export const DeclineWithReason: Story = {
  beforeEach({ msw }) {
    declined = null;
    const answer = { ...cleanerRequest, status: 'declined', label: null, expiresAt: null };
    assertValidMockBody('bookings.decline', 200, answer);
    msw.use(
      http.post('/api/bookings/:bookingId/decline', async ({ request }) => {
        declined = await request.json();
        return HttpResponse.json(answer);
      }),
      http.get('/api/bookings', ({ request }) => {
        const pending = new URL(request.url).searchParams.getAll('status').includes('pending');
        if (!pending) return HttpResponse.json(emptyBookingPage);
        return HttpResponse.json(declined ? { items: [urgentRequest], nextCursor: null } : cleanerRequestsPage);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsRequest"]')).toHaveLength(2), slow);
    const request = card(canvasElement, cleanerRequest.id);
    await userEvent.click(request.getByRole('button', { name: /Refuser la demande|Decline the request/ }));
    await userEvent.click(request.getByRole('radio', { name: /pas disponible|not available/ }));
    await userEvent.type(request.getByRole('textbox'), 'Désolée, je suis prise ce jour-là.');
    await userEvent.click(request.getByRole('button', { name: /Confirmer le refus|Confirm declining/ }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsRequest"]')).toHaveLength(1), slow);
    // The list can refresh (focus, socket) between the API's answer and the mutation settling: wait for the outcome too.
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-part="bookingsOutcome"]')).toHaveTextContent(
          /Demande de Marie Tremblay refusée|Marie Tremblay’s request declined/,
        ),
      slow,
    );
    await expect(declined).toEqual({ reason: 'schedule_conflict', note: 'Désolée, je suis prise ce jour-là.' });
  },
};

/** The API refuses the decline (the client cancelled first): the problem shows in the request's card. */
export const DeclineRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      listMine(cleanerRequestsPage, emptyBookingPage),
      problemAnswer('bookings.decline', 409, 'booking_transition_not_allowed'),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsRequest"]')).toHaveLength(2), slow);
    const request = card(canvasElement, urgentRequest.id);
    await userEvent.click(request.getByRole('button', { name: /Refuser la demande|Decline the request/ }));
    await userEvent.click(request.getByRole('button', { name: /Confirmer le refus|Confirm declining/ }));
    await expect(await request.findByRole('alert', {}, slow)).toHaveTextContent(
      /pas possible à cette étape|not possible at this stage/,
    );
  },
};

/** A client books while the cleaner looks: BOOKING_UPDATE (create) brings the new request in, no reload. */
export const LiveRequest: Story = {
  beforeEach({ msw }) {
    msw.use(listMine({ items: [urgentRequest], nextCursor: null }, cleanerJobsPage));
  },
  play: async ({ canvasElement, context }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsRequest"]')).toHaveLength(1), slow);
    (context as unknown as { msw: { use(...h: unknown[]): void } }).msw.use(listMine(cleanerRequestsPage, cleanerJobsPage));
    realtime.emit('BOOKING_UPDATE', {
      type: 'BOOKING_UPDATE',
      timestamp: new Date().toISOString(),
      bookingId: cleanerRequest.id,
      action: 'create',
      status: 'pending',
    });
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsRequest"]')).toHaveLength(2), slow);
    await waitFor(() => expect(canvasElement).toHaveTextContent(/2 demandes en attente|2 requests waiting/), slow);
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = {
  beforeEach({ msw }) {
    msw.use(listMine({ items: [cleanerRequest, expiredRequest], nextCursor: null }, cleanerJobsPage));
  },
  ...appearanceStory('bookings', async (canvasElement) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="bookingsJob"]')).toHaveLength(2), slow);
  }),
};
