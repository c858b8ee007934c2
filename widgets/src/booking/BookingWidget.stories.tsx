import { ProblemError } from '@propre/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import { termsInForce } from '../story-support/fixtures/auth.ts';
import {
  bookingCreated,
  bookingNow,
  createdBooking,
  fullQuote,
  longueuilHouse,
  weekdayOccurrences,
} from '../story-support/fixtures/booking.ts';
import {
  alertSays,
  answering,
  appearanceStory,
  authSession,
  type Check,
  marie,
  mockNetworkError,
  mockOperation,
  onPhone,
  type ProblemOptions,
  problemAnswer,
  problemBody,
  slow,
  sophie,
  sophieAccount,
  stripeStandIn,
} from '../story-support/index.ts';
import { BookingWidget } from './index.ts';

type Msw = Pick<import('msw/browser').SetupWorker, 'use'>;
type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Widgets/BookingWidget',
  component: BookingWidget,
  args: { cleanerSlug: 'sophie-gagnon', now: bookingNow, bookingHref: (id: string) => `/bookings/${id}`, termsHref: '/terms' },
} satisfies Meta<typeof BookingWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in client, Sophie's profile and week, the client's house, and the price. */
const signedInClient = answering({
  'users.getMe': marie,
  'cleaners.getProfile': sophie,
  'availability.listOccurrences': weekdayOccurrences(sophie.id),
  'properties.list': { items: [longueuilHouse] },
  'bookings.quote': fullQuote,
  'payments.getPaymentConfig': { provider: 'local' },
});

const state = (root: HTMLElement) => root.querySelector('[data-part="bookingRoot"]')?.getAttribute('data-state');
const continueButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Continuer|Continue)$/ });

/** Step 1: Tuesday 1 December at 13:00. */
async function chooseTime(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('radio', { name: /mardi 1 décembre|Tuesday, December 1/ }, slow));
  await userEvent.click(await canvas.findByRole('radio', { name: /13\sh\s00|1:00\sp\.m\./ }));
  await userEvent.click(continueButton(canvas));
}

/** Steps 1 and 2, up to the price. */
async function toReview(canvas: Canvas) {
  await chooseTime(canvas);
  await userEvent.click(await canvas.findByRole('radio', { name: /Maison de Longueuil/ }, slow));
  await userEvent.click(canvas.getByRole('button', { name: /Voir le prix|See the price/ }));
}

/** Goes on to the review and waits for the API's quote there. */
async function toQuote(canvasElement: HTMLElement) {
  await toReview(within(canvasElement));
  await waitFor(
    () => expect(canvasElement.querySelector('[data-part="bookingQuote"]')?.getAttribute('data-state')).toBe('ready'),
    slow,
  );
}

/** Pasted rather than typed key by key: the plays stay quick on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function payWith(canvas: Canvas, number: string) {
  await toReview(canvas);
  await fill(await canvas.findByLabelText(/Numéro de carte|Card number/, {}, slow), number);
  await fill(canvas.getByLabelText(/Expiration/), '1234');
  await fill(canvas.getByLabelText(/CVC/), '123');
  await fill(canvas.getByLabelText(/Nom sur la carte|Name on card/), 'Marie Tremblay');
  await userEvent.click(canvas.getByRole('button', { name: /Payer le dépôt|Pay the/ }));
}

/** The days of the week with free time, the times that fit 4 hours, nothing else. */
export const ChooseTime: Story = {
  beforeEach: ({ msw }) => signedInClient(msw),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /mardi 1 décembre|Tuesday, December 1/ }, slow));
    const times = await canvas.findAllByRole('radio', { name: /h\s00|:00/ });
    // 8:00–12:00 and 13:00–17:00 fit a 4-hour cleaning only at 8:00 and 13:00.
    await expect(times).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: /dimanche 6 décembre|Sunday, December 6/ })).toBeDisabled();
  },
};

export const AvailabilityLoading: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(
      mockOperation('availability.listOccurrences', { status: 200, body: weekdayOccurrences(sophie.id), delay: 'infinite' }),
    );
  },
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'bookingDaysSkeleton');
  },
};

export const AvailabilityError: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(problemAnswer('availability.listOccurrences', 500, 'internal_error'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(within(alert).getByRole('button', { name: /Réessayer|Try again/ })).toBeVisible();
  },
};

/** Fewer than 4 hours: refused beside the field, before any call. */
export const DurationTooShort: Story = {
  beforeEach: ({ msw }) => signedInClient(msw),
  play: async ({ canvas }) => {
    const duration = await canvas.findByLabelText(/^(Durée|Duration)$/, {}, slow);
    await userEvent.clear(duration);
    await userEvent.type(duration, '3');
    await userEvent.click(continueButton(canvas));
    await waitFor(() =>
      expect(duration).toHaveAccessibleDescription(
        /4 heures au minimum.*La durée minimale est de 4 heures|4 hours.*minimum duration is 4 hours/,
      ),
    );
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No time chosen: the error is beside the times. */
export const TimeRequired: Story = {
  beforeEach: ({ msw }) => signedInClient(msw),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /mardi 1 décembre|Tuesday, December 1/ }, slow));
    await userEvent.click(continueButton(canvas));
    await expect(await canvas.findByText(/Choisissez une heure d’arrivée|Choose an arrival time/)).toBeVisible();
  },
};

/** A visitor: signs in inline after choosing the time, then goes on with every choice kept. */
export const SignedOutInlineLogin: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(
      problemAnswer('users.getMe', 401, 'unauthenticated'),
      mockOperation('auth.login', { status: 200, body: authSession(marie) }),
      // The sign-up tab, mounted beside the sign-in one, reads the terms in force.
      mockOperation('auth.getTerms', { status: 200, body: termsInForce }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await chooseTime(canvas);
    await expect(await canvas.findByRole('tab', { name: /Créer un compte|Create an account/ }, slow)).toBeVisible();
    // Both tabs' forms stay mounted (what was typed survives a switch): fill the one shown.
    const login = within(await canvas.findByRole('tabpanel'));
    await userEvent.type(await login.findByLabelText(/Courriel ou nom d’utilisateur|Email or username/), 'marie@demo.propre.ca');
    await userEvent.type(login.getByLabelText(/^(Mot de passe|Password)$/), 'Demo-Propre-2026');
    await userEvent.click(login.getByRole('button', { name: /^(Se connecter|Sign in)$/ }));
    await expect(await canvas.findByRole('radio', { name: /Maison de Longueuil/ }, slow)).toBeVisible();
    await expect(state(canvasElement)).toBe('details');
  },
};

/** A visitor on a partner's page (the script-tag embed): the sign-in happens in a window on our site. */
function signedOutVisitor(msw: Msw) {
  signedInClient(msw);
  msw.use(problemAnswer('users.getMe', 401, 'unauthenticated'));
}

const windowButton = (canvas: Canvas) => canvas.findByRole('button', { name: /^(Se connecter avec|Sign in with) Propre$/ }, slow);

/**
 * The embed's account step with `signInWindow` in place of the window: a signed-out visitor
 * chooses a time and clicks the one button, then `check` looks at what follows.
 */
const signInWindowStory = (
  signInWindow: NonNullable<Story['args']>['signInWindow'],
  check: (canvas: Canvas) => Promise<void>,
): Story => ({
  args: { signInWindow },
  beforeEach: ({ msw }) => signedOutVisitor(msw),
  play: async ({ canvas }) => {
    await chooseTime(canvas);
    await userEvent.click(await windowButton(canvas));
    await check(canvas);
  },
});

/** The embed's account step: one button, no password field on the partner's page; a closed window changes nothing. */
export const SignInWindow: Story = signInWindowStory(
  async () => 'closed',
  async (canvas) => {
    await expect(await windowButton(canvas)).toBeEnabled();
    await expect(canvas.queryByLabelText(/^(Mot de passe|Password)$/)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
);

/** The browser blocked the window: said beside the button, with what to do. */
export const SignInWindowBlocked: Story = signInWindowStory(
  async () => 'blocked',
  async (canvas) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/fenêtres surgissantes|Allow pop-ups/);
  },
);

/** The code exchange was refused (a used or expired code): the API's refusal beside the button. */
export const SignInWindowRefused: Story = signInWindowStory(
  async () => {
    throw new ProblemError(problemBody('embed_code_invalid', 400));
  },
  async (canvas) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /La connexion n’a pas abouti|The sign-in did not go through/,
    );
  },
);

/** A signed-in cleaner cannot book: said plainly, no form to fill in vain. */
export const SignedInAsCleaner: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(mockOperation('users.getMe', { status: 200, body: sophieAccount }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Seuls les comptes clients|Only client accounts/, {}, slow),
    ).toBeVisible();
  },
};

export const PropertyRequired: Story = {
  beforeEach: ({ msw }) => signedInClient(msw),
  play: async ({ canvas }) => {
    await chooseTime(canvas);
    await canvas.findByRole('radio', { name: /Maison de Longueuil/ }, slow);
    await userEvent.click(canvas.getByRole('button', { name: /Voir le prix|See the price/ }));
    await expect(await canvas.findByText(/Propriété requise|Property required/)).toBeVisible();
  },
};

/** No property yet: the form to add one opens in place, and the booking goes on from there. */
export const NoProperty: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(mockOperation('properties.list', { status: 200, body: { items: [] } }));
  },
  play: async ({ canvas }) => {
    await chooseTime(canvas);
    await expect(await canvas.findByRole('heading', { name: /Nouvelle propriété|New property/ }, slow)).toBeVisible();
  },
};

/** The price with every line the API sent, the deposit on the button. */
export const Review: Story = {
  beforeEach: ({ msw }) => signedInClient(msw),
  play: async ({ canvas, canvasElement }) => {
    await toQuote(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-part="bookingQuoteLine"]')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: /Payer le dépôt de 83,56|Pay the \$83\.56 deposit/ })).toBeVisible();
  },
};

export const QuoteLoading: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(mockOperation('bookings.quote', { status: 200, body: fullQuote, delay: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    await toReview(within(canvasElement));
    await waitFor(
      () => expect(canvasElement.querySelector('[data-part="bookingQuote"]')?.getAttribute('data-state')).toBe('loading'),
      slow,
    );
  },
};

export const QuoteError: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(problemAnswer('bookings.quote', 503, 'service_unavailable'));
  },
  play: async ({ canvasElement }) => {
    await toReview(within(canvasElement));
    const quote = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-part="bookingQuote"][data-state="error"]');
      if (!found) throw new Error('no quote error yet');
      return found;
    }, slow);
    await expect(within(quote).getByRole('button', { name: /Réessayer|Try again/ })).toBeVisible();
  },
};

/** The API refuses the code: back to the details, the reason beside the code. */
export const DiscountCodeInvalid: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(problemAnswer('bookings.quote', 422, 'discount_code_invalid'));
  },
  play: async ({ canvas }) => {
    await chooseTime(canvas);
    await userEvent.click(await canvas.findByRole('radio', { name: /Maison de Longueuil/ }, slow));
    await userEvent.type(canvas.getByLabelText(/Code de réduction|Discount code/), 'BIENVENUE');
    await userEvent.click(canvas.getByRole('button', { name: /Voir le prix|See the price/ }));
    const code = await canvas.findByLabelText(/Code de réduction|Discount code/, {}, slow);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'), slow);
  },
};

/** Pay with nothing typed: each card field says what it needs. */
export const CardErrors: Story = {
  beforeEach: ({ msw }) => signedInClient(msw),
  play: async ({ canvas, canvasElement }) => {
    await toQuote(canvasElement);
    const number = await canvas.findByLabelText(/Numéro de carte|Card number/, {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: /Payer le dépôt|Pay the/ }));
    await expect(number).toHaveAccessibleDescription(/numéro|number/);
  },
};

/** The API is charging the card: the steps so far done, "processing" current, the button busy. */
export const PaymentProcessing: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(mockOperation('bookings.create', { status: 201, body: bookingCreated, delay: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    await payWith(within(canvasElement), '4242424242424242');
    await waitFor(
      () => expect(canvasElement.querySelector('[data-step="processing"]')?.getAttribute('data-state')).toBe('current'),
      slow,
    );
    await expect(canvasElement.querySelector('[data-part="bookingPay"]')).toHaveAttribute('aria-disabled', 'true');
  },
};

type DeclineCode = NonNullable<ProblemOptions['declineCode']>;

/** Signed in, the booking answered by `answer`: pays with `card`, then runs `check`. */
const paidWith = (card: string, answer: () => HttpHandler, check: Check): Story => ({
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(answer());
  },
  play: async ({ canvas, canvasElement }) => {
    await payWith(canvas, card);
    await check(canvas, canvasElement);
  },
});

/**
 * The bank refuses the deposit for `declineCode`: the widget says why in the person's language
 * (from the code, not the API's text) and that nothing was charged; the payment step failed.
 */
const declineStory = (declineCode: DeclineCode, card: string, shown: RegExp): Story =>
  paidWith(
    card,
    () =>
      problemAnswer('bookings.create', 402, 'payment_failed', {
        declineCode,
        detail: 'Le dépôt n’a pas pu être payé. Aucune réservation n’a été créée.',
      }),
    async (canvas, root) => {
      await alertSays(shown, /Aucun montant n’a été prélevé|Nothing was charged/)(canvas, root);
      await expect(root.querySelector('[data-part="bookingPaymentError"]')).toHaveAttribute('data-decline', declineCode);
      await expect(root.querySelector('[data-step="processing"]')?.getAttribute('data-state')).toBe('failed');
    },
  );

export const CardDeclined = declineStory('card_declined', '4000000000000002', /Carte refusée|Card declined/);
export const InsufficientFunds = declineStory('insufficient_funds', '4000000000009995', /Fonds insuffisants|Insufficient funds/);
export const ExpiredCard = declineStory('expired_card', '4000000000000069', /Carte expirée|Card expired/);
export const IncorrectCvc = declineStory(
  'incorrect_cvc',
  '4000000000000127',
  /Code de sécurité incorrect|Incorrect security code/,
);
export const ProcessingError = declineStory('processing_error', '4000000000000119', /Erreur de traitement|Processing error/);

export const RequiresAction: Story = paidWith(
  '4000002760003184',
  () => problemAnswer('bookings.create', 402, 'payment_requires_action'),
  alertSays(/confirmation/),
);

export const PaymentNetworkError: Story = paidWith(
  '4242424242424242',
  () => mockNetworkError('bookings.create'),
  alertSays(/connexion|connection/),
);

/** Someone else took the time meanwhile: back to the times, nothing charged. */
export const SlotTaken: Story = paidWith(
  '4242424242424242',
  () => problemAnswer('bookings.create', 409, 'slot_unavailable'),
  async (canvas, root) => {
    await expect(await canvas.findByText(/vient d’être réservé|was just booked/, {}, slow)).toBeVisible();
    await expect(state(root)).toBe('when');
  },
);

/** Paid: every step done, what happens next, the link to the booking. */
export const Success: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(
      mockOperation('bookings.create', { status: 201, body: bookingCreated }),
      mockOperation('bookings.get', { status: 200, body: createdBooking }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await payWith(canvas, '4242424242424242');
    await expect(await canvas.findByRole('link', { name: /Voir la réservation|See the booking/ }, slow)).toHaveAttribute(
      'href',
      `/bookings/${createdBooking.id}`,
    );
    await expect(canvasElement.querySelector('[data-step="completed"]')?.getAttribute('data-state')).toBe('done');
  },
};

/** On a phone (360 px wide). */
export const Phone: Story = {
  beforeEach: ({ msw }) => signedInClient(msw),
  decorators: [onPhone],
  play: async ({ canvasElement }) => {
    const day = await within(canvasElement).findByRole('radio', { name: /mardi 1 décembre|Tuesday, December 1/ }, slow);
    // The radio itself is transparent over its chip: the chip is what shows.
    await expect(day.closest('label')).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-part="bookingRoot"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

/** The server charges cards through Stripe (test key). */
const stripeCards = () =>
  mockOperation('payments.getPaymentConfig', { status: 200, body: { provider: 'stripe', publishableKey: 'pk_test_51Propre' } });

/**
 * The server charges through Stripe: its Payment Element, loaded on demand, in place of the card
 * form. Stripe.js is a stand-in passed through `stripe` (js.stripe.com is out of reach here);
 * the payment method it creates is charged by the API as usual.
 */
export const StripePaymentElement: Story = {
  args: { stripe: stripeStandIn() },
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(
      stripeCards(),
      mockOperation('bookings.create', { status: 201, body: bookingCreated }),
      mockOperation('bookings.get', { status: 200, body: createdBooking }),
    );
  },
  play: async ({ canvas }) => {
    await toReview(canvas);
    const number = await canvas.findByLabelText(/Stripe stand-in/, {}, slow);
    await expect(canvas.queryByLabelText(/Nom sur la carte|Name on card/)).toBeNull();
    await fill(number, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: /Payer le dépôt|Pay the/ }));
    await expect(await canvas.findByRole('link', { name: /Voir la réservation|See the booking/ }, slow)).toBeVisible();
  },
};

/** Stripe.js could not load (blocked, offline): the reason and a retry where the card would be; the rest of the widget works. */
export const StripeUnavailable: Story = {
  args: { stripe: Promise.reject(new Error('Failed to load Stripe.js')).catch(() => null) },
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(stripeCards());
  },
  play: async ({ canvas }) => {
    await toReview(canvas);
    await expect(
      await canvas.findByText(/formulaire de paiement sécurisé n’a pas pu|secure payment form could not load/, {}, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Réessayer|Try again/ })).toBeVisible();
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = {
  beforeEach: ({ msw }) => signedInClient(msw),
  ...appearanceStory('booking', async (canvasElement) => {
    await toQuote(canvasElement);
    await within(canvasElement).findByLabelText(/Numéro de carte|Card number/, {}, slow);
  }),
};
