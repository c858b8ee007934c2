import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import {
  adminInbox,
  adminStats,
  type BodyOf,
  everyPart,
  mockOperation,
  partsWithoutPartnerClass,
  problemAnswer,
  recipients,
  slow,
  withAnswers,
  withPendingAnswers,
} from '../story-support/index.ts';
import { AdminMessages, AdminMessagesView } from './widgets.ts';

const meta = {
  title: 'Widgets/AdminMessages',
  component: AdminMessages,
} satisfies Meta<typeof AdminMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

const history = { ...adminInbox, unreadCount: 1 };

/** The figures and `sent` as the history; `next` answers the calls the story makes then. */
const page = (sent: BodyOf<'messaging.listAdminMessages', 200>, ...next: (() => HttpHandler)[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.getAdminMessageStats', { status: 200, body: adminStats }),
      mockOperation('messaging.listAdminMessages', { status: 200, body: sent }),
      ...next.map((handler) => handler()),
    );
  },
});

const recipientsFound = () => mockOperation('messaging.searchRecipients', { status: 200, body: recipients });

/** The figures, the history, and a message to one person found by search. */
export const Success: Story = {
  ...page(history, recipientsFound, () =>
    mockOperation('messaging.sendAdminMessage', { status: 201, body: adminInbox.items[0] as never }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('42', {}, slow)).toBeVisible();
    await expect(await canvas.findByText(/Bienvenue sur la plateforme/, {}, slow)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'Mar');
    // The account's kind in words for everyone: the data says nothing of the person's gender.
    await expect(
      await canvas.findByRole('button', { name: /Marie Tremblay.*(Compte client|Client account)$/ }, slow),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Marie Tremblay/ }, slow));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Votre réservation est confirmée.');
    await userEvent.click(canvas.getByRole('button', { name: /^(Envoyer|Send)$/ }));
    await expect(await canvas.findByText(/Marie Tremblay\./, {}, slow)).toBeVisible();
  },
};

/** Spec §5: user required, message required — beside their fields, before any call. */
export const ValidationErrors: Story = {
  ...page(history),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(Envoyer|Send)$/ }, slow));
    await expect(await canvas.findByText(/Choisissez le destinataire|Choose who/)).toBeVisible();
    await expect(canvas.getByText(/Ce champ est requis|This field is required/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The API refused the send: its reason, in the person's language. */
export const SendError: Story = {
  ...page(history, recipientsFound, () => problemAnswer('messaging.sendAdminMessage', 404, 'message_recipient_not_found')),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('searchbox', {}, slow), 'Mar');
    await userEvent.click(await canvas.findByRole('button', { name: /Marc Dubois/ }, slow));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Bonjour');
    await userEvent.click(canvas.getByRole('button', { name: /^(Envoyer|Send)$/ }));
    await expect(await canvas.findByText(/destinataire de ce message est introuvable|recipient/, {}, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  ...withAnswers({
    'messaging.getAdminMessageStats': {
      ...adminStats,
      adminMessages: { sent: 0, read: 0, unread: 0, sentLast7Days: 0, recipients: 0 },
    },
    'messaging.listAdminMessages': { items: [], nextCursor: null, unreadCount: 0 },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Aucun message envoyé|No messages sent/, {}, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  ...withPendingAnswers({ 'messaging.getAdminMessageStats': adminStats, 'messaging.listAdminMessages': history }),
  play: async ({ canvasElement }) => {
    await expect(await findPart(canvasElement, 'adminMessagesStats')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      problemAnswer('messaging.getAdminMessageStats', 500, 'internal_error'),
      problemAnswer('messaging.listAdminMessages', 500, 'internal_error'),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert').length).toBeGreaterThan(0), slow);
  },
};

/** A partner's class on every part: figures, history (read and unread) and a chosen recipient. */
export const Appearance: Story = {
  args: { appearance: everyPart('admin-messages') },
  ...page(
    {
      ...history,
      items: [
        ...history.items,
        {
          ...(history.items[0] as (typeof history.items)[number]),
          id: 'amsg_01jd0v3v4m0000000000000002',
          readAt: new Date().toISOString(),
        },
      ],
      nextCursor: 'amsg_01jd0v3v4m0000000000000002',
    },
    recipientsFound,
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('42', {}, slow)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'Mar');
    await expect(await canvas.findByRole('button', { name: /Marie Tremblay/ }, slow)).toBeVisible();
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: /Marie Tremblay/ }));
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};

/** The View with data of your own: the figures and the history, without a compose form. */
export const ViewOnly: StoryObj<typeof AdminMessagesView> = {
  render: (args) => <AdminMessagesView {...args} />,
  args: { statsStatus: 'ready', stats: adminStats, historyStatus: 'ready', history: history.items, hasMore: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('42', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Afficher plus|Show more/ })).toBeVisible();
  },
};
