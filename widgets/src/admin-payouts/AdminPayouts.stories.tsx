import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  type BodyOf,
  everyPart,
  loadErrorStory,
  mockOperation,
  partsWithoutPartnerClass,
  payoutsFailed,
  payoutsPaid,
  problemAnswer,
  reconciled,
  slow,
  weeklyPreview,
  weeklyPreviewEmpty,
  weeklyPreviewPaid,
  weeklyRunDone,
  withPendingAnswers,
} from '../story-support/index.ts';
import { AdminPayouts, AdminPayoutsView } from './widgets.ts';

const meta = {
  title: 'Widgets/AdminPayouts',
  component: AdminPayouts,
  args: { cleanerHref: (id: string) => `/admin/users/${id}` },
} satisfies Meta<typeof AdminPayouts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preview and the payouts as given; `next` answers the calls the story makes then. */
const page = (
  preview: BodyOf<'payments.previewWeeklyPayouts', 200>,
  payouts: BodyOf<'payments.listPayouts', 200>,
  ...next: (() => HttpHandler)[]
): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(
      mockOperation('payments.previewWeeklyPayouts', { status: 200, body: preview }),
      mockOperation('payments.listPayouts', { status: 200, body: payouts }),
      ...next.map((handler) => handler()),
    );
  },
});

const body = (root: HTMLElement) => within(root.ownerDocument.body);
const runButton = (root: HTMLElement) => within(root).findByRole('button', { name: /Lancer le versement|Run the payout/ }, slow);

/** Loading: the page's shape as skeletons while the preview is asked. */
export const Loading: Story = {
  ...withPendingAnswers({ 'payments.previewWeeklyPayouts': weeklyPreview, 'payments.listPayouts': payoutsPaid }),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-part="adminPayoutsRoot"][data-state="loading"]')).not.toBeNull(),
      slow,
    );
    await expect(canvasElement.querySelector('[data-part="adminPayoutsRoot"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nobody to pay, nothing failed, no instant payout: each section says so. */
export const Empty: Story = {
  ...page(weeklyPreviewEmpty, { items: [] }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Personne n’a de compte de versement actif|Nobody has an active payout account/, {}, slow),
    ).toBeVisible();
    await expect(canvas.getByText(/Aucun versement échoué|No failed payouts/)).toBeVisible();
    await expect(canvas.getByText(/Aucun versement instantané|No instant payouts/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Lancer le versement|Run the payout/ })).toBeNull();
  },
};

/** The preview cannot be read (500): the error with its request id, and a retry. */
export const LoadError: Story = loadErrorStory('payments.previewWeeklyPayouts', {
  answers: { 'payments.listPayouts': payoutsPaid },
});

/** The week's preview: who gets what, the total, sorted by amount; a header sorts by name. */
export const Preview: Story = {
  ...page(weeklyPreview, { items: [] }),
  play: async ({ canvas, canvasElement }) => {
    await runButton(canvasElement);
    await expect(canvas.getByText(/584,80\s\$|\$584\.80/)).toBeVisible();
    const firstRow = () => canvasElement.querySelector('[data-part="adminPayoutsPreview"] tbody tr th');
    await expect(firstRow()).toHaveTextContent('Sophie Gagnon');
    const byName = canvas.getByRole('button', { name: /^(Personne|Person)/ });
    byName.focus();
    await userEvent.keyboard('{Enter}');
    await expect(firstRow()).toHaveTextContent('Amélie Tremblay');
    await expect(byName.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByText(/Versement de la semaine déjà fait|This week's payout made already/)).toBeVisible();
  },
};

/** « Run the payout »: the confirmation names the total and the count; confirmed, the run's result. */
export const RunConfirm: Story = {
  ...page(weeklyPreview, { items: [] }, () => mockOperation('payments.runWeeklyPayouts', { status: 200, body: weeklyRunDone })),
  play: async ({ canvasElement }) => {
    await userEvent.click(await runButton(canvasElement));
    const dialog = await body(canvasElement).findByRole('dialog', {}, slow);
    await expect(dialog).toHaveTextContent(/(Verser 584,80\s\$ à 3 personne\(s\)|Pay \$584\.80 to 3 person\(s\))/);
    await userEvent.click(within(dialog).getByRole('button', { name: /Verser maintenant|Pay now/ }));
    await expect(
      await within(canvasElement).findByText(/3 versé\(s\), 2 sans montant|3 paid, 2 with nothing to pay/, {}, slow),
    ).toBeVisible();
  },
};

/** Failed payouts with their reason in words; « Retry » pays one again. */
export const FailuresWithRetry: Story = {
  ...page(weeklyPreview, payoutsFailed, () =>
    mockOperation('payments.retryPayout', {
      status: 200,
      body: {
        ...(payoutsFailed.items[0] as (typeof payoutsFailed.items)[number]),
        status: 'paid',
        failureCode: null,
        attempts: 2,
      },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Fournisseur de paiement injoignable|Payment provider unreachable/, {}, slow),
    ).toBeVisible();
    await expect(canvas.getByText(/Compte bancaire fermé|Bank account closed/)).toBeVisible();
    const retry = canvas.getByRole('button', { name: /(Relancer le versement de|Retry) Sophie Gagnon/ });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'), slow);
  },
};

/** A retry the API refuses (409): the reason beside the payout. */
export const RetryRefused: Story = {
  ...page(weeklyPreview, payoutsFailed, () => problemAnswer('payments.retryPayout', 409, 'payout_not_retryable')),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /(Relancer le versement de|Retry) Marc-André Roy/ }, slow));
    const row = canvas.getByRole('button', { name: /(Relancer le versement de|Retry) Marc-André Roy/ }).closest('tr');
    await waitFor(() => expect(row?.querySelector('[role="alert"]')).not.toBeNull(), slow);
  },
};

/** The week paid and « Reconcile now »: reconciled, the payments checked. */
export const Reconciled: Story = {
  ...page(weeklyPreviewPaid, payoutsPaid, () => mockOperation('payments.reconcile', { status: 200, body: reconciled })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/3 versé\(s\), 0 en cours|3 paid, 0 in progress/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Versements instantanés|Instant payouts/ })).toBeVisible();
    await expect(canvas.getByText(/75,00\s\$|\$75\.00/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Rapprocher maintenant|Reconcile now/ }));
    await expect(await canvas.findByText(/^(Rapproché|Reconciled)$/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/42 paiement\(s\) vérifié\(s\)|42 payment\(s\) checked/)).toBeVisible();
  },
};

/** A partner's class on every part the console shows. */
export const Appearance: Story = {
  args: { appearance: everyPart('admin-payouts') },
  ...page(weeklyPreview, payoutsFailed),
  play: async ({ canvasElement }) => {
    await runButton(canvasElement);
    await expect(partsWithoutPartnerClass(canvasElement.ownerDocument.body)).toEqual([]);
  },
};

/** The View with data of your own, no call made: the preview and its confirmation open. */
export const ViewOnly: StoryObj<typeof AdminPayoutsView> = {
  render: (args) => <AdminPayoutsView {...args} />,
  args: {
    preview: weeklyPreview,
    payouts: payoutsPaid.items,
    confirmOpen: true,
    onConfirmOpenChange: () => {},
    onRun: () => {},
    onRetryPayout: () => {},
    onReconcile: () => {},
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {}, slow);
    await waitFor(() => expect(dialog).toBeVisible(), slow);
    await expect(dialog).toHaveTextContent(/Semaine 2026-W49|Week 2026-W49/);
  },
};
