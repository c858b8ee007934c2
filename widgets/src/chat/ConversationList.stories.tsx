import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminInbox,
  appearanceStory,
  type BodyOf,
  chatConversation,
  chatViewer,
  closedConversation,
  expectRetry,
  type MockSocketOptions,
  mockOperation,
  mockSocket,
  problemAnswer,
  slow,
} from '../story-support/index.ts';
import { SignedInChat, signedInAs } from './story-frame.tsx';
import { ConversationList } from './widgets.ts';

const meta = {
  title: 'Widgets/Chat/ConversationList',
  component: ConversationList,
  args: {
    conversationHref: (bookingId: string) => `/messages/${bookingId}`,
    adminChannelHref: '/messages/admin',
    bookingsHref: '/bookings',
  },
  decorators: [signedInAs(chatViewer)],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Conversations = BodyOf<'messaging.listConversations', 200>['items'];
const noMessages = { items: [], nextCursor: null, unreadCount: 0 };

/** The list answers `conversations`, the team's channel `inbox`; the live socket behaves as `socket` says. */
const listing = (
  conversations: Conversations,
  inbox = adminInbox,
  socket: MockSocketOptions = {},
): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.listConversations', { status: 200, body: { items: conversations, nextCursor: null } }),
      mockOperation('messaging.listMyAdminMessages', { status: 200, body: inbox }),
      ...mockSocket(socket),
    );
  },
});

/** An open conversation with an unread message, an ended one, and the team's channel; search filters. */
export const Success: Story = {
  ...listing([chatConversation, closedConversation]),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Sophie Gagnon', {}, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="chatAdminChannelItem"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: /Sophie Gagnon/ })).toHaveAttribute(
      'href',
      `/messages/${chatConversation.bookingId}`,
    );
    await expect(canvasElement.querySelector('[data-part="chatUnread"]')).not.toBeNull();
    await userEvent.type(canvas.getByRole('searchbox'), 'luc');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="chatConversationItem"]')).toHaveLength(1));
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(await canvas.findByText(/zzz/)).toBeVisible();
  },
};

/** Two bookings with Sophie: each row says which booking it is about. */
export const SamePersonTwice: Story = {
  ...listing(
    [
      chatConversation,
      {
        ...chatConversation,
        bookingId: closedConversation.bookingId,
        booking: { startsAt: '2026-12-17T19:30:00.000Z', serviceType: 'deep', city: 'Montréal' },
        lastMessage: null,
        unreadCount: 0,
      },
    ],
    noMessages,
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="chatConversationItem"]')).toHaveLength(2), slow);
    const details = [...canvasElement.querySelectorAll('[data-part="chatConversationItem"] [data-part="chatRowDetail"]')].map(
      (detail) => detail.textContent ?? '',
    );
    await expect(details[0]).toMatch(/^(Ménage régulier du jeu\. 10 déc\.|Regular cleaning on Thu, Dec 10) · /);
    await expect(details[1]).toMatch(/^(Grand ménage du jeu\. 17 déc\.|Deep cleaning on Thu, Dec 17) · /);
  },
};

/** No confirmed booking yet: why, and the way to the bookings. */
export const Empty: Story = {
  ...listing([], noMessages),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/confirm/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /réservations|bookings/ })).toHaveAttribute('href', '/bookings');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.listConversations', { status: 200, body: { items: [], nextCursor: null }, delay: 'infinite' }),
      mockOperation('messaging.listMyAdminMessages', { status: 200, body: adminInbox, delay: 'infinite' }),
      ...mockSocket({ behaviour: 'silent' }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-part="chatConversationList"]')).toHaveAttribute('data-state', 'loading'),
      slow,
    );
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      problemAnswer('messaging.listConversations', 500, 'internal_error'),
      mockOperation('messaging.listMyAdminMessages', { status: 200, body: adminInbox }),
      ...mockSocket(),
    );
  },
  play: ({ canvasElement }) => expectRetry(canvasElement),
};

/** Every reconnect attempt fails: the list says so and offers to try again. */
export const ReconnectFailed: Story = {
  decorators: [
    (Story) => (
      <SignedInChat user={chatViewer} fastRetries>
        <Story />
      </SignedInChat>
    ),
  ],
  ...listing([chatConversation], adminInbox, { behaviour: 'refuse' }),
  play: async ({ canvasElement }) => {
    const line = () => canvasElement.querySelector('[data-part="chatConnection"]') as HTMLElement;
    await waitFor(() => expect(line()).toHaveAttribute('data-state', 'failed'), slow);
    await expect(within(line()).getByRole('button', { name: /Réessayer|Try again/ })).toBeVisible();
  },
};

/** A partner's class on every part: each rendered part of the list carries it. */
export const Appearance: Story = {
  ...listing([chatConversation, closedConversation]),
  ...appearanceStory('chat', async (root) => expect(await within(root).findByText('Sophie Gagnon', {}, slow)).toBeVisible()),
};
