import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  adminCleaner,
  adminCleanerDetail,
  adminClient,
  adminClientDetail,
  adminClientSuspended,
  expectBeside,
  mockOperation,
  problemAnswer,
  slow,
} from '../story-support/index.ts';
import { adminAppearance, answering, loadErrorStory, loadingStory } from '../story-support/plays/admin-stories.ts';
import { AdminUserDetail } from './widgets.ts';

const meta = {
  title: 'Widgets/Admin/AdminUserDetail',
  component: AdminUserDetail,
  args: {
    userId: adminClient.id,
    backHref: '/admin/users',
    analyticsHref: (id: string) => `/admin/cleaners/${id}`,
    onChanged: fn(),
  },
} satisfies Meta<typeof AdminUserDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const clientDetail = () => mockOperation('admin.getUser', { status: 200, body: adminClientDetail });

/** Opens the suspension's dialog once the detail shows. */
const openSuspend = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Suspendre le compte|Suspend the account/ }, slow));
  const dialog = await page(canvasElement).findByRole('dialog', {}, slow);
  await waitFor(() => expect(dialog).toBeVisible(), slow);
  return within(dialog);
};

/** Loading: the detail's shape as skeletons. */
export const Loading: Story = loadingStory('admin.getUser', adminClientDetail);

/** An active client: facts, the audit log (suspended then reactivated, by whom, why), bookings, ledger, sessions. */
export const ActiveClient: Story = {
  ...answering(clientDetail),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: /Marie Tremblay/ }, slow)).toBeVisible();
    const audit = within(canvasElement.querySelector('[data-part="adminAudit"]') as HTMLElement);
    await expect(audit.getAllByRole('listitem')).toHaveLength(2);
    await expect(audit.getByText(/^(Réactivé|Reactivated)$/)).toBeVisible();
    await expect(audit.getByText(/Plaintes répétées de clients pour absences/)).toBeVisible();
    await expect(audit.getAllByText(/(par|by) Équipe Propre/)).toHaveLength(2);
    await expect(canvas.getByText(/bkg_01jd0v3v4m0000000000000001/)).toBeVisible();
    await expect(canvas.getByText(`client:${adminClient.id}:credit`)).toBeVisible();
    await expect(canvas.getByText(/Aucun document|No document/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Suspendre le compte|Suspend the account/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Tous les utilisateurs|All users/ })).toHaveAttribute('href', '/admin/users');
    // Analytics are a cleaner's only.
    await expect(canvas.queryByRole('link', { name: /Statistiques du nettoyeur|Cleaner analytics/ })).toBeNull();
  },
};

/**
 * A suspended cleaner: since when and why, the document refused with its reason, reactivation
 * offered, and the way to their analytics.
 */
export const SuspendedCleaner: Story = {
  args: { userId: adminCleaner.id },
  ...answering(() => mockOperation('admin.getUser', { status: 200, body: adminCleanerDetail })),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Suspendu depuis le|Suspended since/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/Photo illisible/)).toBeVisible();
    // The audit log names the action in words, never its code.
    const audit = canvasElement.querySelector<HTMLElement>('[data-part="adminAuditEntry"]');
    await expect(audit).toHaveTextContent(/^(Suspendu|Suspended)\s/);
    await expect(canvas.getByRole('button', { name: /Réactiver le compte|Reactivate the account/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Suspendre|Suspend/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Statistiques du nettoyeur|Cleaner analytics/ })).toHaveAttribute(
      'href',
      `/admin/cleaners/${adminCleaner.id}`,
    );
  },
};

/** The dialog asks for the reason: too short is refused beside the field, before any call. */
export const SuspendReasonTooShort: Story = {
  ...answering(clientDetail),
  play: async ({ canvasElement }) => {
    const dialog = await openSuspend(canvasElement);
    const reason = dialog.getByRole('textbox', { name: /Motif|Reason/ });
    await userEvent.type(reason, 'Abus');
    await userEvent.click(dialog.getByRole('button', { name: /Suspendre le compte|Suspend the account/ }));
    await expectBeside(reason, /au moins 10 caractères|at least 10 characters/, { invalid: true });
    await expect(reason).toHaveFocus();
  },
};

/** Confirmed with a reason: the API gets it, the account as answered goes to `onChanged`. */
export const SuspendConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(clientDetail());
    msw.use(
      http.post('/api/admin/users/:userId/suspend', async ({ request }) => {
        const body = (await request.json()) as { reason?: string };
        return body.reason === 'Paiements contestés à répétition.'
          ? HttpResponse.json(adminClientSuspended)
          : HttpResponse.json({ reason: body.reason }, { status: 500 });
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openSuspend(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Motif|Reason/ }), 'Paiements contestés à répétition.');
    await userEvent.click(dialog.getByRole('button', { name: /Suspendre le compte|Suspend the account/ }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledWith(adminClientSuspended), slow);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), slow);
  },
};

/** The API refuses (409, already suspended by another admin): said in the dialog, in the person's language. */
export const SuspendRefused: Story = {
  ...answering(clientDetail, () => problemAnswer('admin.suspendUser', 409, 'user_already_suspended')),
  play: async ({ canvasElement }) => {
    const dialog = await openSuspend(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Motif|Reason/ }), 'Paiements contestés à répétition.');
    await userEvent.click(dialog.getByRole('button', { name: /Suspendre le compte|Suspend the account/ }));
    await expect(await dialog.findByRole('alert', {}, slow)).toHaveTextContent(/Suspension refusée|Suspension refused/);
  },
};

/** Reactivation is confirmed in its own dialog. */
export const ReactivateConfirmed: Story = {
  args: { userId: adminCleaner.id },
  ...answering(
    () => mockOperation('admin.getUser', { status: 200, body: adminCleanerDetail }),
    () =>
      mockOperation('admin.reactivateUser', {
        status: 200,
        body: { ...adminCleaner, status: 'active', suspendedAt: null, suspensionReason: null },
      }),
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Réactiver le compte|Reactivate the account/ }, slow));
    const opened = await page(canvasElement).findByRole('dialog', {}, slow);
    // The dialog fades in.
    await waitFor(() => expect(opened).toBeVisible(), slow);
    const dialog = within(opened);
    await waitFor(
      () => expect(dialog.getByText(/anciennes sessions restent fermées|earlier sessions stay closed/)).toBeVisible(),
      slow,
    );
    await userEvent.click(dialog.getByRole('button', { name: /Réactiver le compte|Reactivate the account/ }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled(), slow);
  },
};

/** An unknown id (404): the API's words and a retry. */
export const NotFound: Story = {
  ...answering(() => problemAnswer('admin.getUser', 404, 'user_not_found')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toHaveTextContent(/introuvable|not found/i);
  },
};

/** The detail cannot load (500): the error and a retry. */
export const LoadError: Story = loadErrorStory('admin.getUser');

/** A partner's class on every part of the detail, and of the suspension's dialog. */
export const Appearance: Story = adminAppearance(openSuspend, clientDetail);
