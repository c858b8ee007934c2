import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import { balanceDue, balanceNeedsBank, balanceNotDue, balancePaid, createdBooking } from '../story-support/fixtures/booking.ts';
import {
  alertSays,
  appearanceStory,
  type Check,
  emptyStory,
  mockOperation,
  problemAnswer,
  sentStory,
  slow,
  withAnswers,
  withPendingAnswer,
} from '../story-support/index.ts';
import { BalancePayment } from './index.ts';
import type { DeclineCode } from './payment-errors.ts';

type Canvas = ReturnType<typeof within>;
/** The server takes cards through the local provider (the default): its card form. */
const localCards = mockOperation('payments.getPaymentConfig', { status: 200, body: { provider: 'local' } });

/** The pay-now page's widget: the balance of a completed booking whose off-session charge failed. */
const meta = {
  title: 'Widgets/BalancePayment',
  component: BalancePayment,
  args: { bookingId: createdBooking.id, bookingHref: `/bookings/${createdBooking.id}` },
} satisfies Meta<typeof BalancePayment>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pasted rather than typed key by key: the plays stay quick on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function pay(canvas: Canvas, number: string) {
  await fill(await canvas.findByLabelText(/Numéro de carte|Card number/, {}, slow), number);
  await fill(canvas.getByLabelText(/Expiration/), '1234');
  await fill(canvas.getByLabelText(/CVC/), '123');
  await fill(canvas.getByLabelText(/Nom sur la carte|Name on card/), 'Marie Tremblay');
  await userEvent.click(canvas.getByRole('button', { name: /Payer le solde|Pay the/ }));
}

/** The balance due, paid with `card`, the payment answered by `answer`; then `check`. */
const paidWith = (card: string, answer: () => HttpHandler, check: Check) =>
  sentStory(
    async (root) => {
      const canvas = within(root);
      await pay(canvas, card);
      return canvas;
    },
    check,
    () => mockOperation('payments.getBalancePayment', { status: 200, body: balanceDue }),
    () => localCards,
    answer,
  );

export const Due: Story = {
  ...withAnswers({ 'payments.getBalancePayment': balanceDue }, localCards),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /Payer le solde de 83,56|Pay the \$83\.56 balance/ }, slow),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  ...withPendingAnswer('payments.getBalancePayment', balanceDue),
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'bookingBalanceSkeleton');
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('payments.getBalancePayment', 404, 'not_found'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toBeVisible();
  },
};

export const NotDueYet: Story = {
  ...emptyStory('payments.getBalancePayment', balanceNotDue, /Rien à payer|Nothing to pay/),
};

/** Paid now: every step done, and the way back to the booking. */
export const PaidNow: Story = paidWith(
  '4242424242424242',
  () => mockOperation('payments.payBalance', { status: 200, body: balancePaid }),
  async (canvas, root) => {
    await expect(await canvas.findByRole('link', { name: /Voir la réservation|See the booking/ }, slow)).toBeVisible();
    await expect(root.querySelector('[data-part="bookingBalance"]')?.getAttribute('data-state')).toBe('paid');
  },
);

/**
 * A balance the bank declines with `declineCode`, paid with `card`: the reason the person reads
 * comes from the problem's declineCode, not from its text.
 */
const declinedStory = (declineCode: DeclineCode, card: string, reason: RegExp): Story =>
  paidWith(
    card,
    () => problemAnswer('payments.payBalance', 402, 'payment_failed', { declineCode, detail: 'Le solde n’a pas pu être payé.' }),
    alertSays(reason),
  );

export const Declined: Story = declinedStory('card_declined', '4000000000000002', /Carte refusée|Card declined/);

/** The bank says the balance's card has expired. */
export const DeclinedExpiredCard: Story = declinedStory('expired_card', '4000000000000069', /Carte expirée|Card expired/);

/** The bank wants the client on its own page: a link there, the payment completes after. */
export const BankConfirmation: Story = paidWith(
  '4000002760003184',
  () => mockOperation('payments.payBalance', { status: 200, body: balanceNeedsBank }),
  async (canvas) => {
    await expect(
      await canvas.findByRole('link', { name: /Confirmer auprès de ma banque|Confirm with my bank/ }, slow),
    ).toHaveAttribute('href', balanceNeedsBank.nextActionUrl ?? '');
  },
);

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = {
  ...withAnswers({ 'payments.getBalancePayment': balanceDue }, localCards),
  ...appearanceStory('booking', async (canvasElement) => {
    await within(canvasElement).findByLabelText(/Numéro de carte|Card number/, {}, slow);
  }),
};
