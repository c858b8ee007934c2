import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cancelledBooking, confirmedBooking, confirmedSoonBooking, pendingBooking } from '../story-support/fixtures/bookings.ts';
import { appearanceStory, problemAnswer, slow, withAnswer, withAnswers } from '../story-support/index.ts';
import { BookingAction } from './index.ts';

// The fixtures' bookings are on 8 December 2026; « now » is a week before.
const now = new Date('2026-12-01T15:00:00.000Z');

const meta = {
  title: 'Widgets/Bookings/BookingAction',
  component: BookingAction,
  args: { bookingId: confirmedBooking.id, action: 'cancel', now, onSuccess: fn() },
} satisfies Meta<typeof BookingAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 24 h ahead: free, the whole deposit back. A reason is required before the call. */
export const CancelFree: Story = {
  ...withAnswers({ 'bookings.get': confirmedBooking, 'bookings.cancel': { ...cancelledBooking, id: confirmedBooking.id } }),
  play: async ({ canvas, canvasElement, args }) => {
    const submit = await canvas.findByRole('button', { name: /Confirmer l’annulation|Confirm the cancellation/ }, slow);
    await expect(canvasElement.querySelector('[data-part="bookingsCancelForm"]')).toHaveAttribute('data-state', 'free');
    await expect(canvas.getByText(/80,49\s\$|\$80\.49/)).toBeVisible();
    await userEvent.click(submit);
    await expect(await canvas.findByText(/Choisissez une raison|Choose a reason/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Conflit d’horaire|Schedule conflict/ }));
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled(), slow);
  },
};

/** Under 24 h: the 50 $ fee, from the API, on the button itself. */
export const CancelWithFee: Story = {
  args: { bookingId: confirmedSoonBooking.id },
  ...withAnswer('bookings.get', confirmedSoonBooking),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('button', { name: /Annuler et payer 50,00\s\$|Cancel and pay the \$50\.00 fee/ }, slow),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="bookingsCancelForm"]')).toHaveAttribute('data-state', 'fee');
  },
};

export const CancelNotAllowed: Story = {
  args: { bookingId: cancelledBooking.id },
  ...withAnswer('bookings.get', cancelledBooking),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toHaveTextContent(
      /ne peut plus être annulée|can no longer be cancelled/,
    );
  },
};

/** Postpone: a date is required and must be ahead; the API's answer is shown. */
export const Postpone: Story = {
  args: { action: 'postpone' },
  ...withAnswers({ 'bookings.get': confirmedBooking }, problemAnswer('bookings.postpone', 409, 'slot_unavailable')),
  play: async ({ canvas, canvasElement }) => {
    const submit = await canvas.findByRole('button', { name: /Confirmer le report|Confirm the new date/ }, slow);
    // Start times read as everywhere else (« 9 h 00 », held together), not as the API writes them (09:00).
    const start = canvasElement.querySelector('[data-part="bookingsPostponeForm"] select') as HTMLSelectElement;
    await expect(start.selectedOptions[0]?.textContent).toMatch(/^(9\u00a0h\u00a000|9:00\u00a0a\.m\.)$/);
    await userEvent.click(submit);
    await expect(await canvas.findByText(/Choisissez une date\.|Choose a date\./)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Nouvelle date|New date/), '2026-12-15');
    await userEvent.click(submit);
    await expect(await canvas.findByText(/créneau vient d’être réservé|slot/i, {}, slow)).toBeVisible();
  },
};

/** Within 24 h of the start: postponing is refused, and cancelling suggested. */
export const PostponeRefused: Story = {
  args: { action: 'postpone', bookingId: confirmedSoonBooking.id },
  ...withAnswer('bookings.get', confirmedSoonBooking),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toHaveTextContent(/24 heures|24 hours/);
    await expect(canvasElement.querySelector('[data-part="bookingsPostponeForm"]')).toBeNull();
  },
};

/** A request the cleaner has not confirmed yet cannot be postponed. */
export const PostponePending: Story = {
  args: { action: 'postpone', bookingId: pendingBooking.id },
  ...withAnswer('bookings.get', pendingBooking),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toHaveTextContent(/confirmée|confirmed/);
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = {
  ...withAnswer('bookings.get', confirmedBooking),
  ...appearanceStory('bookings', async (canvasElement) => {
    await within(canvasElement).findByRole('button', { name: /Confirmer l’annulation|Confirm the cancellation/ }, slow);
  }),
};
