import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as plays from '../story-support/index.ts';
import { ContactForm } from './index.ts';

const meta = { title: 'Widgets/Content/ContactForm', component: ContactForm } satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (name: RegExp) => (canvas: plays.Canvas) => canvas.getByLabelText(name);
const nameField = field(/^(Votre nom|Your name)/);
const emailField = field(/^(Courriel|Email)/);
const subjectField = field(/^(Sujet|Subject)/);
const messageField = field(/^Message/);

const message = {
  name: 'Marie Tremblay',
  email: 'marie@exemple.ca',
  subject: 'Reçu de ma réservation',
  message: 'Bonjour, je voudrais un reçu pour le ménage du 3 décembre avec Sophie.',
};

const received = { id: 'ctm_01jd0v3v4m0000000000000001', receivedAt: '2026-12-06T15:00:00.000Z' };

const send = (root: HTMLElement, values: Partial<typeof message> = message) =>
  plays.fillAndSend(
    root,
    { name: nameField, email: emailField, subject: subjectField, message: messageField },
    values,
    /^(Envoyer le message|Send the message)$/,
  );

const sends = plays.publicFormStories('growth.sendContactMessage', (root) => send(root), {
  accepted: { status: 202, body: received },
  email: emailField,
  refusedEmail: /Adresse courriel invalide|n’est pas valide|isn’t valid/,
});

export const Default: Story = plays.loadedStory(plays.shows(nameField));

/** Nothing filled: each field says what it needs, and the focus goes to the first. */
export const Empty: Story = plays.sentStory(
  (root) => send(root, {}),
  async (canvas) => {
    await plays.expectBeside(nameField(canvas), /2 caractères|2 characters/, { invalid: true });
    await plays.expectBeside(messageField(canvas), /10 caractères|10 characters/, { invalid: true });
    await expect(nameField(canvas)).toHaveFocus();
  },
);

/** Not an address: said beside the email field. */
export const InvalidEmail: Story = sends.invalidEmail((root) => send(root, { ...message, email: 'marie.exemple.ca' }));

/** Too short a message. */
export const ShortMessage: Story = plays.sentStory(
  (root) => send(root, { ...message, message: 'Allo' }),
  plays.besideField(messageField, /10 caractères|10 characters/),
);

/** The API refuses the address (`invalid_email`): its words beside the email field. */
export const RefusedEmail: Story = sends.refusedEmail;

/** The answer held: the button says it is sending. */
export const Sending: Story = sends.sending;

/** Sent: thanks, and where the answer will go. */
export const Sent: Story = sends.sent(/marie@exemple\.ca/);

/** Five messages an hour per address: the wait, in the person's words. */
export const RateLimited: Story = sends.rateLimited;

export const ServerError: Story = sends.serverError;

export const Offline: Story = sends.offline;

export const Appearance: Story = plays.appearanceStory('content', (root) =>
  within(root).findByLabelText(/^(Votre nom|Your name)/),
);
