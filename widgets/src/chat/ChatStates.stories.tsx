import { ProblemError } from '@propre/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import { everyPart, partsWithoutPartnerClass, problemBody } from '../story-support/index.ts';
import type { ChatMessage } from './MessageBubble.tsx';
import type { ConnectionInfo } from './messaging-context.ts';
import { ConversationView } from './widgets.ts';

const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
const connected: ConnectionInfo = { status: 'connected', attempt: 0, maxAttempts: 5, delayMs: 0, retryAt: null };

const refusal = new ProblemError(problemBody('message_contains_phone_number', 422));

/** Every state a message of one's own can be in, and the other person's messages, over two days. */
const allStates: ChatMessage[] = [
  { key: 'm1', text: 'Bonjour ! Voici le code de la porte : dans les notes.', sentAt: at(26 * 60), mine: false },
  { key: 'm2', text: 'Merci, lu.', sentAt: at(25 * 60), mine: true, state: 'read' },
  { key: 'm3', text: 'Je passe vers 9 h.', sentAt: at(30), mine: true, state: 'delivered' },
  { key: 'm4', text: 'Le stationnement est dans la cour.', sentAt: at(20), mine: true, state: 'sent' },
  { key: 'm5', text: '<img src=x onerror=alert(1)> https://exemple.ca/lien', sentAt: at(10), mine: true, state: 'sending' },
  { key: 'm6', text: 'Écrit hors ligne', sentAt: at(5), mine: true, state: 'queued' },
  { key: 'm7', text: 'Un message qui a échoué', sentAt: at(3), mine: true, state: 'failed' },
  { key: 'm8', text: 'mon numéro : cinq un quatre…', sentAt: at(1), mine: true, state: 'refused', error: refusal },
];

const meta = {
  title: 'Widgets/Chat/States',
  component: ConversationView,
  args: {
    status: 'ready',
    locale: 'fr',
    counterpart: { name: 'Sophie Gagnon', role: 'cleaner', presence: 'online' },
    open: true,
    messages: allStates,
    connection: connected,
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
    onRetryMessage: fn(),
    onDiscardMessage: fn(),
    onReconnect: fn(),
  },
} satisfies Meta<typeof ConversationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** sending, queued (offline), sent, delivered, read, failed (retry), refused (the API's reason). */
export const MessageStates: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await findPart(canvasElement, 'chatMessage');
    for (const state of ['read', 'delivered', 'sent', 'sending', 'queued', 'failed', 'refused']) {
      await expect(canvasElement.querySelector(`[data-part="chatMessage"][data-state="${state}"]`)).not.toBeNull();
    }
    // Markup is text: no image, no link.
    await expect(canvas.getByText('<img src=x onerror=alert(1)> https://exemple.ca/lien', { exact: false })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="chatLog"] img, [data-part="chatLog"] a')).toHaveLength(0);
    const failed = canvasElement.querySelector('[data-part="chatMessage"][data-state="failed"]') as HTMLElement;
    await expect(failed).toHaveTextContent("Erreur lors de l'envoi du message. Veuillez réessayer.");
    await userEvent.click(within(failed).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetryMessage).toHaveBeenCalledWith('m7');
  },
};

export const Typing: Story = {
  args: { typing: true, messages: allStates.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(await findPart(canvasElement, 'chatTyping')).toHaveTextContent('Sophie Gagnon écrit…');
  },
};

export const Empty: Story = {
  args: { messages: [], counterpart: { name: 'Sophie Gagnon', role: 'cleaner', presence: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="chatMessage"]')).toHaveLength(0);
  },
};

export const PhoneWarning: Story = {
  args: { draft: 'Appelez-moi au 514 555-0123', composerError: 'phone', messages: allStates.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('textbox');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('numéro de téléphone');
  },
};

export const Required: Story = {
  args: { composerError: 'required', messages: allStates.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Écrivez un message');
  },
};

export const Connecting: Story = {
  args: { connection: { ...connected, status: 'connecting' } },
  play: async ({ canvasElement }) => {
    await expect(await findPart(canvasElement, 'chatConnection')).toHaveTextContent('Connexion à la messagerie');
  },
};

export const Connected: Story = {
  args: { queued: 0 },
  play: async ({ canvasElement }) => {
    // Healthy: nothing to say, the line is hidden.
    await expect(await findPart(canvasElement, 'chatConnection')).toHaveAttribute('hidden');
  },
};

export const Reconnecting: Story = {
  args: {
    connection: { status: 'reconnecting', attempt: 2, maxAttempts: 5, delayMs: 3000, retryAt: Date.now() + 3000 },
    queued: 1,
  },
  play: async ({ canvasElement }) => {
    const line = await findPart(canvasElement, 'chatConnection');
    await expect(line).toHaveTextContent('Tentative 2 sur 5 dans 3 s');
    await expect(line).toHaveTextContent('1 message en attente');
  },
};

export const ReconnectFailed: Story = {
  args: { connection: { ...connected, status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const line = await findPart(canvasElement, 'chatConnection');
    await userEvent.click(within(line).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onReconnect).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', counterpart: undefined, messages: [] },
  play: async ({ canvasElement }) => {
    await expect(await findPart(canvasElement, 'chatConversation')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: {
    status: 'error',
    counterpart: undefined,
    error: new ProblemError(problemBody('internal_error', 500)),
    onRetryLoad: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetryLoad).toHaveBeenCalled();
  },
};

/** A partner's class on every part of the chat: each rendered part carries it. */
export const Appearance: Story = {
  args: { appearance: everyPart('chat'), typing: true, queued: 1, connection: { ...connected, status: 'failed' } },
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'chatMessage');
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
