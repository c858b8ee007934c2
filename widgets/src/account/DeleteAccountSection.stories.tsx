import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockOperation, problemAnswer } from '../story-support/index.ts';
import { DeleteAccountSection } from './index.ts';

const meta = {
  title: 'Widgets/Account/DeleteAccountSection',
  component: DeleteAccountSection,
  args: { onDeleted: fn() },
} satisfies Meta<typeof DeleteAccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

// Radix loads with the first dialog opened (lazy), which can take a moment on a cold start.
const dialog = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('dialog', {}, { timeout: 10000 }));
const confirmButton = /^(Supprimer définitivement|Delete permanently)$/;

/** The section as it sits at the bottom of the settings. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /Supprimer mon compte|Delete my account/ }),
    ).toBeVisible();
  },
};

/** Opened: what will be lost, the password and the word to type; the focus inside. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Supprimer mon compte|Delete my account/ }));
    const opened = await dialog(canvasElement);
    // The dialog fades in: visible once its animation has run.
    await waitFor(() => expect(opened.getByText(/Vous perdrez|You will lose/)).toBeVisible());
    await expect(opened.getByLabelText(/Tapez SUPPRIMER pour confirmer|Type DELETE to confirm/)).toBeVisible();
  },
};

/** A wrong word and no password: both refused beside their fields, nothing sent. */
export const WordMismatch: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const opened = await dialog(canvasElement);
    const word = opened.getByLabelText(/Tapez SUPPRIMER pour confirmer|Type DELETE to confirm/);
    await userEvent.type(word, 'supprimer');
    await userEvent.click(opened.getByRole('button', { name: confirmButton }));
    await waitFor(() => expect(word).toHaveAccessibleDescription(/en majuscules|in capitals/));
    await expect(opened.getByLabelText(/^(Mot de passe actuel|Current password)$/)).toHaveAccessibleDescription(
      /actuel|current/i,
    );
  },
};

/** The API refuses the password (422 current_password_incorrect): beside it. */
export const WrongPassword: Story = {
  args: { defaultOpen: true },
  beforeEach({ msw }) {
    msw.use(problemAnswer('users.deleteMe', 422, 'current_password_incorrect'));
  },
  play: async ({ canvasElement, args }) => {
    const opened = await dialog(canvasElement);
    const password = opened.getByLabelText(/^(Mot de passe actuel|Current password)$/);
    await userEvent.type(password, 'pas-le-bon');
    await userEvent.type(opened.getByLabelText(/Tapez SUPPRIMER|Type DELETE/), 'SUPPRIMER');
    await userEvent.click(opened.getByRole('button', { name: confirmButton }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/incorrect/));
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** Open bookings (409 account_has_open_bookings): the reason in the alert, nothing deleted. */
export const OpenBookings: Story = {
  args: { defaultOpen: true },
  beforeEach({ msw }) {
    msw.use(
      problemAnswer('users.deleteMe', 409, 'account_has_open_bookings', {
        title: 'Réservations en cours',
        detail:
          'Votre compte a encore une réservation en attente ou à venir. Annulez-la ou refusez-la d’abord, puis supprimez votre compte.',
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const opened = await dialog(canvasElement);
    await userEvent.type(opened.getByLabelText(/^(Mot de passe actuel|Current password)$/), 'Demo-Propre-2026');
    await userEvent.type(opened.getByLabelText(/Tapez SUPPRIMER|Type DELETE/), 'SUPPRIMER');
    await userEvent.click(opened.getByRole('button', { name: confirmButton }));
    const alert = await opened.findByRole('alert');
    // Worded by the widget from the code, in the person's language.
    await expect(alert).toHaveTextContent(/Annulez-les ou refusez-les d’abord|Cancel or decline them first/);
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** A server error: the spec's deletion failure, with the request id. */
export const ServerError: Story = {
  args: { defaultOpen: true },
  beforeEach({ msw }) {
    msw.use(problemAnswer('users.deleteMe', 500, 'internal_error'));
  },
  play: async ({ canvasElement }) => {
    const opened = await dialog(canvasElement);
    await userEvent.type(opened.getByLabelText(/^(Mot de passe actuel|Current password)$/), 'Demo-Propre-2026');
    await userEvent.type(opened.getByLabelText(/Tapez SUPPRIMER|Type DELETE/), 'DELETE');
    await userEvent.click(opened.getByRole('button', { name: confirmButton }));
    const alert = await opened.findByRole('alert');
    await expect(alert).toHaveTextContent(/Une erreur est survenue|Something went wrong/);
    await expect(alert).toHaveTextContent('req_01jd0v3v4m7q8r9s0t1u2v3w4x');
  },
};

/** Deleted: the confirmation toast, and the host told (it signs out and leaves the page). */
export const Deleted: Story = {
  args: { defaultOpen: true },
  beforeEach({ msw }) {
    msw.use(mockOperation('users.deleteMe', { status: 204 }));
  },
  play: async ({ canvasElement, args }) => {
    const opened = await dialog(canvasElement);
    await userEvent.type(opened.getByLabelText(/^(Mot de passe actuel|Current password)$/), 'Demo-Propre-2026');
    await userEvent.type(opened.getByLabelText(/Tapez SUPPRIMER|Type DELETE/), 'SUPPRIMER');
    await userEvent.click(opened.getByRole('button', { name: confirmButton }));
    await within(canvasElement).findByText(/^(Compte supprimé|Account deleted)$/, { selector: '[data-part="toastTitle"]' });
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
  },
};
