import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  appearanceStory,
  chatBookingId,
  chatConversation,
  chatCounterpart,
  chatHistory,
  chatMessage,
  chatViewer,
  closedConversation,
  type MockSocketOptions,
  mockOperation,
  mockSocket,
  problemAnswer,
  refusedAnswer,
  slow,
  socketPush,
  storedAnswer,
} from '../story-support/index.ts';
import { signedInAs } from './story-frame.tsx';
import { Conversation } from './widgets.ts';

const meta = {
  title: 'Widgets/Chat/Conversation',
  component: Conversation,
  args: { bookingId: chatBookingId },
  decorators: [signedInAs(chatViewer)],
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

const readResult = { bookingId: chatBookingId, marked: 1, readAt: new Date().toISOString(), unreadCount: 0 };

/**
 * Sophie's conversation and its history (`nextCursor`: older messages to page in), marked read on
 * sight, the live socket behaving as `socket` says.
 */
const openConversation = (socket: MockSocketOptions = {}, nextCursor: string | null = null): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.getConversation', { status: 200, body: chatConversation }),
      mockOperation('messaging.listMessages', { status: 200, body: { items: chatHistory, nextCursor } }),
      mockOperation('messaging.markRead', { status: 200, body: readResult }),
      ...mockSocket(socket),
    );
  },
});

/** The message field, once the live connection is up. */
async function connectedField(canvasElement: HTMLElement) {
  const field = await within(canvasElement).findByRole('textbox', {}, slow);
  await waitFor(
    () => expect(canvasElement.querySelector('[data-part="chatConnection"]')).toHaveAttribute('data-state', 'connected'),
    slow,
  );
  return field;
}

/** History over two days, live: Sophie types, then writes; the new message is announced politely. */
const live = socketPush();
export const Live: Story = {
  ...openConversation({ push: live }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Parfait, à jeudi !', {}, slow)).toBeVisible();
    // Under the name, the booking the conversation is about.
    await expect(canvasElement.querySelector('[data-part="chatHeader"] [data-part="chatPresence"]')).toHaveTextContent(
      /^(Ménage régulier du jeu\. 10 déc\.|Regular cleaning on Thu, Dec 10) · /,
    );
    await expect(canvasElement.querySelectorAll('[data-part="chatDaySeparator"]')).toHaveLength(2);
    // The frames come once the chat is on screen and connected (timed from the connection, they
    // once came before a slow host had loaded the chat's code).
    await connectedField(canvasElement);
    live.send({ type: 'USER_TYPING', bookingUuid: chatBookingId, senderId: chatCounterpart.id, isTyping: true });
    live.send({
      type: 'NEW_MESSAGE',
      bookingUuid: chatBookingId,
      uuidId: 'msg_01jd0v3v4m0000000000000099',
      message: { ...chatMessage(99, 'Je serai là à 9 h.', 0, false, false), id: 'msg_01jd0v3v4m0000000000000099' },
    });
    await expect(await canvas.findByText('Je serai là à 9 h.', {}, slow)).toBeVisible();
    const announcer = canvasElement.querySelector('[data-part="chatAnnouncer"]');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveTextContent('Je serai là à 9 h.');
  },
};

/** Sending: optimistic at once, then stored (the API's answer on the socket). */
export const Sending: Story = {
  // Sent over the live socket: the API answers MESSAGE_SENT (then NEW_MESSAGE) 400 ms later.
  ...openConversation({ answerSend: (frame) => storedAnswer(frame, 400) }),
  play: async ({ canvas, canvasElement }) => {
    const field = await connectedField(canvasElement);
    await userEvent.type(field, 'À jeudi !');
    await userEvent.click(canvas.getByRole('button', { name: /Envoyer|Send/ }));
    const bubble = () =>
      [...canvasElement.querySelectorAll('[data-part="chatMessage"][data-mine]')].find((node) =>
        node.textContent?.includes('À jeudi !'),
      );
    await waitFor(() => expect(bubble()).toHaveAttribute('data-state', 'sending'), slow);
    await waitFor(() => expect(bubble()?.getAttribute('data-state')).toMatch(/sent|delivered/), slow);
  },
};

/** The send failed (the API answered the socket's SEND_MESSAGE with a 503 ERROR): the spec's French error, with retry and remove. */
export const SendFailed: Story = {
  ...openConversation({ answerSend: (frame) => refusedAnswer(frame, 'service_unavailable', 503) }),
  play: async ({ canvas, canvasElement, globals }) => {
    const field = await connectedField(canvasElement);
    await userEvent.type(field, 'Un message qui échoue');
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert', {}, slow);
    if (globals.locale !== 'en') await expect(alert).toHaveTextContent("Erreur lors de l'envoi du message. Veuillez réessayer.");
    await expect(within(alert).getByRole('button', { name: /Réessayer|Try again/ })).toBeVisible();
  },
};

/** A phone number: the warning beside the field, and the message is not sent. */
export const PhoneNumber: Story = {
  ...openConversation(),
  play: async ({ canvas, canvasElement }) => {
    const field = await canvas.findByRole('textbox', {}, slow);
    await userEvent.type(field, '<img src=x onerror=alert(1)> 514 555-0123');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector('[data-part="chatComposer"] [data-part="error"]')).toHaveTextContent(
      /numéro de téléphone|phone number/,
    );
    await userEvent.click(canvas.getByRole('button', { name: /Envoyer|Send/ }));
    await expect(canvasElement.querySelectorAll('[data-part="chatMessage"][data-state="sending"]')).toHaveLength(0);
  },
};

/** The live connection is refused: reconnecting, attempt 1 of 5, and the delay. */
export const Reconnecting: Story = {
  ...openConversation({ behaviour: 'refuse' }),
  play: async ({ canvasElement }) => {
    const status = () => canvasElement.querySelector('[data-part="chatConnection"]');
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'reconnecting'), slow);
    await expect(status()).toHaveTextContent(/(Tentative|Attempt) 1 (sur|of) 5/);
  },
};

/** Older messages page in above, and the reader's place is kept. */
export const OlderMessages: Story = {
  ...openConversation({}, 'msg_01jd0v3v4m0000000000000001'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /précédents|earlier/ }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.getConversation', { status: 200, body: chatConversation, delay: 'infinite' }),
      mockOperation('messaging.listMessages', { status: 200, body: { items: [], nextCursor: null }, delay: 'infinite' }),
      ...mockSocket({ behaviour: 'silent' }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-part="chatConversation"]')).toHaveAttribute('data-state', 'loading'),
      slow,
    );
    await expect(canvasElement.querySelector('[data-part="chatConnection"]')).toHaveAttribute('data-state', 'connecting');
  },
};

/** A booking that was never confirmed: the API's 403 explains that messaging opens on confirmation. */
export const NotConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      problemAnswer('messaging.getConversation', 403, 'messaging_confirmed_bookings_only'),
      problemAnswer('messaging.listMessages', 403, 'messaging_confirmed_bookings_only'),
      ...mockSocket(),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/confirmée|confirmed/, {}, slow)).toBeVisible();
  },
};

/** A completed booking: the history stays, without a composer. */
export const ReadOnly: Story = {
  args: { bookingId: closedConversation.bookingId },
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.getConversation', { status: 200, body: closedConversation }),
      mockOperation('messaging.listMessages', { status: 200, body: { items: [], nextCursor: null } }),
      ...mockSocket(),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/lecture seule|read-only/, {}, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="chatComposer"]')).toBeNull();
  },
};

/** A partner's class on every part: each part of the live chat carries it. */
export const Appearance: Story = {
  ...openConversation(),
  ...appearanceStory('chat', async (root) => expect(await within(root).findByText('Parfait, à jeudi !', {}, slow)).toBeVisible()),
};
