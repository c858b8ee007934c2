import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import {
  activeAccount,
  incompleteAccount,
  instantPayoutMade,
  noAccount,
  noPayouts,
  payoutsBelowFee,
  payoutsInProgress,
  payoutsWithHistory,
} from '../story-support/fixtures/payouts.ts';
import {
  everyPart,
  loadErrorStory,
  mockOperation,
  partsWithoutPartnerClass,
  problemAnswer,
  slow,
  withAnswers,
  withPendingAnswers,
} from '../story-support/index.ts';
import { type ConnectAccount, type MyPayouts, Payouts } from './index.ts';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// Tuesday 1 December 2026 in Montréal: the next weekly payout is Friday the 4th.
const now = new Date('2026-12-01T15:00:00.000Z');
// Amounts are held together by no-break spaces in French (« 1 234,56 $ »).
const nbsp = '\u00a0';

const meta = {
  title: 'Widgets/Payouts/Payouts',
  component: Payouts,
  args: { now, onOnboardingRedirect: fn(), onInstantPayout: fn() },
} satisfies Meta<typeof Payouts>;

export default meta;
type Story = StoryObj<typeof meta>;

const openInstant = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Recevoir mon argent maintenant|Get my money now/ }, slow));
  const dialog = await page(canvasElement).findByRole('dialog', {}, slow);
  // The dialog fades in.
  await waitFor(() => expect(dialog).toBeVisible(), slow);
  return within(dialog);
};

/** Opens the confirmation and confirms: the API's answer is the story's. */
const confirmInstant = async (canvasElement: HTMLElement) => {
  const dialog = await openInstant(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: /Confirmer et recevoir|Confirm and receive/ }));
};

/** The page's two reads answered with these (and any other operation the story needs). */
const mocked = (payouts: MyPayouts, account: ConnectAccount, ...more: HttpHandler[]) =>
  withAnswers({ 'payments.listMyPayouts': payouts, 'payments.getConnectStatus': account }, ...more);

/** The instant payout asked for, confirmed, and refused by the API (409 `code`). */
const refusedInstant = (payouts: MyPayouts, code: string) =>
  mocked(payouts, activeAccount, problemAnswer('payments.requestInstantPayout', 409, code));

/** The rows of each job's earning, once the section is shown. */
const earningRows = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('heading', { name: /Gains par ménage|Earnings per cleaning/ }, slow);
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-part="payoutsEarning"]')];
};

/** Loading: the page's shape as skeletons. */
export const Loading: Story = {
  ...withPendingAnswers({ 'payments.listMyPayouts': payoutsWithHistory, 'payments.getConnectStatus': activeAccount }),
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'payoutsSkeleton');
  },
};

/** A new cleaner: nothing earned, no payout account: the way to set it up, and no instant payout to take. */
export const Empty: Story = {
  ...mocked(noPayouts, noAccount),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Aucun versement pour l’instant|No payout yet/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/Aucun gain pour l’instant|No earnings yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Recevoir mon argent maintenant|Get my money now/ })).toBeDisabled();
    await expect(canvas.getByText(/Pas encore configuré|Not set up yet/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /Configurer mon compte de versement|Set up my payout account/ }),
    ).toBeEnabled();
  },
};

/** The balances or the account cannot load (500): an error with its request id and a retry. */
export const LoadError: Story = loadErrorStory('payments.listMyPayouts', {
  requestId: true,
  answers: { 'payments.getConnectStatus': activeAccount },
});

/** Earnings owed, the next Friday, an active account and three payouts (one instant with its fee, one failed). */
export const WithHistory: Story = {
  ...mocked(payoutsWithHistory, activeAccount),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/Déjà versé|Paid out/, {}, slow);
    // The text itself, not Testing Library's view of it (which turns no-break spaces into spaces).
    const paidOut = canvasElement.querySelector('[data-state="paidOut"] [data-part="payoutsBalanceAmount"]');
    await expect(paidOut?.textContent).toMatch(new RegExp(`^(1${nbsp}234,56${nbsp}\\$|\\$1,234\\.56)$`));
    await expect(canvas.getAllByText(/vendredi 4 décembre|Friday, December 4/).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll('[data-part="payoutsPayout"]')).toHaveLength(3);
    // The weeks a weekly payout paid for, as dates.
    await expect(canvas.getByText(/^(semaine du 16 au 22 novembre|week of November 16 to 22)$/)).toBeVisible();
    await expect(canvas.getByText(/^(semaine du 2 au 8 novembre|week of November 2 to 8)$/)).toBeVisible();
    await expect(canvas.getByText(/1\s006,56\s\$ moins 5,00\s\$ de frais|\$1,006\.56 less a \$5\.00 fee/)).toBeVisible();
    await expect(canvas.getByText(/Échoué|Failed/)).toBeVisible();
    await expect(canvas.getByText(/^Actif$|^Active$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /compte de versement|payout account/ })).toBeNull();
  },
};

/** Each job's earning: the day and the city, 140 $ less the platform's 21 $, the 119 $ net, and where it is. */
export const Earnings: Story = {
  ...mocked(payoutsWithHistory, activeAccount),
  play: async ({ canvasElement }) => {
    const rows = await earningRows(canvasElement);
    await expect(rows.map((row) => row.dataset.state)).toEqual(['available', 'paid', 'paid']);
    const [last, laval] = rows.map((row) => within(row));
    await expect(
      last?.getByText(/Ménage du jeudi 26 novembre, Montréal|Cleaning on Thursday, November 26, Montréal/),
    ).toBeVisible();
    await expect(
      last?.getByText(/140,00\s\$ moins 21,00\s\$ de frais de la plateforme|\$140\.00 less a \$21\.00 platform fee/),
    ).toBeVisible();
    const net = rows[0]?.querySelector('[data-part="payoutsEarningNet"]');
    await expect(net?.textContent).toMatch(new RegExp(`^(119,00${nbsp}\\$|\\$119\\.00)$`));
    await expect(last?.getByText(/^(Disponible|Available)$/)).toBeVisible();
    await expect(laval?.getByText(/Laval/)).toBeVisible();
    await expect(laval?.getByText(/^(Versé|Paid out)$/)).toBeVisible();
    await expect(
      laval?.getByText(/Versement hebdomadaire du vendredi 27 novembre|Weekly payout of Friday, November 27/),
    ).toBeVisible();
  },
};

/** Just after an instant payout: last week's job is being paid out by it, the older ones were paid. */
export const EarningsBeingPaid: Story = {
  ...mocked(payoutsInProgress, activeAccount),
  play: async ({ canvasElement }) => {
    const [first] = await earningRows(canvasElement);
    await expect(first?.dataset.state).toBe('pending');
    await expect(within(first as HTMLElement).getByText(/^(En cours de versement|Being paid out)$/)).toBeVisible();
    await expect(
      within(first as HTMLElement).getByText(/Versement instantané du mardi 1 décembre|Instant payout of Tuesday, December 1/),
    ).toBeVisible();
  },
};

/** The instant payout asks first: what leaves the earnings, the 5 $ fee and what reaches the bank; then the payout is made. */
export const InstantConfirm: Story = {
  ...mocked(
    payoutsWithHistory,
    activeAccount,
    mockOperation('payments.requestInstantPayout', { status: 201, body: instantPayoutMade }),
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = await openInstant(canvasElement);
    await expect(dialog.getByText(/119,00\s\$|\$119\.00/)).toBeVisible();
    await expect(dialog.getByText(/−5,00\s\$|−\$5\.00/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Confirmer et recevoir 114,00\s\$|Confirm and receive \$114\.00/ }));
    await waitFor(() => expect(args.onInstantPayout).toHaveBeenCalledWith(instantPayoutMade), slow);
  },
};

/** Less than the fee owed: the API refuses (409 insufficient_balance), said beside the button. */
export const InstantRefusedBalance: Story = {
  ...refusedInstant(payoutsBelowFee, 'insufficient_balance'),
  play: async ({ canvasElement }) => {
    await confirmInstant(canvasElement);
    const problem = await waitFor(() => {
      const found = canvasElement.querySelector('[data-part="payoutsInstantProblem"]');
      if (!found) throw new Error('no problem yet');
      return found as HTMLElement;
    }, slow);
    await expect(problem).toHaveTextContent(/Le solde est insuffisant|The balance is too low/);
  },
};

/** No active payout account: the button waits, says why, and the way to finish the account is there. */
export const InstantNeedsAccount: Story = {
  ...mocked(payoutsWithHistory, incompleteAccount),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /(Configurez d’abord votre compte de versement|Set up your payout account first).*5,00\s\$|\$5\.00/,
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Recevoir mon argent maintenant|Get my money now/ })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: /Compléter mon compte de versement|Finish my payout account/ }),
    ).toBeVisible();
  },
};

/** The account stopped between the page and the click: the API refuses (409 connect_account_not_active), said beside the button. */
export const InstantRefusedNoAccount: Story = {
  ...refusedInstant(payoutsWithHistory, 'connect_account_not_active'),
  play: async ({ canvasElement }) => {
    await confirmInstant(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        /compte de versement n’est pas encore actif|payout account is not active yet/,
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/** Onboarding left unfinished: « finish » asks the API for a fresh link and goes there. */
export const OnboardingNeeded: Story = {
  ...withAnswers({
    'payments.listMyPayouts': noPayouts,
    'payments.getConnectStatus': incompleteAccount,
    'payments.startConnectOnboarding': {
      url: 'https://connect.example.test/setup/acct_1',
      expiresAt: '2026-12-01T15:05:00.000Z',
      account: incompleteAccount,
    },
  }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/Inscription à terminer|Sign-up to finish/, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Compléter mon compte de versement|Finish my payout account/ }));
    await waitFor(
      () => expect(args.onOnboardingRedirect).toHaveBeenCalledWith('https://connect.example.test/setup/acct_1'),
      slow,
    );
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = {
  args: { appearance: everyPart('payouts') },
  ...mocked(payoutsWithHistory, incompleteAccount),
  play: async ({ canvasElement }) => {
    // Three jobs' earnings and three payouts.
    await expect(await within(canvasElement).findAllByRole('listitem', {}, slow)).toHaveLength(6);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
