import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as plays from '../story-support/index.ts';
import { NewsletterSignup } from './index.ts';

const meta = { title: 'Widgets/Newsletter/NewsletterSignup', component: NewsletterSignup } satisfies Meta<
  typeof NewsletterSignup
>;
export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvas: plays.Canvas) =>
  canvas.getByLabelText(/^(Votre courriel pour l’infolettre|Your email for the newsletter)/);
const termsBox = (canvas: plays.Canvas) => canvas.getByRole('checkbox');

const send = (root: HTMLElement, { email = 'marie@exemple.ca', terms = true } = {}) =>
  plays.fillAndSend(root, { email: emailField, terms: termsBox }, { email, terms }, /^(M’abonner|Subscribe)$/);

const sends = plays.publicFormStories('growth.subscribeNewsletter', (root) => send(root), {
  accepted: { status: 202, body: { status: 'confirmation_sent' } },
  email: emailField,
  refusedEmail: /Adresse courriel invalide|Invalid email/,
});

export const Default: Story = plays.loadedStory(async (canvas) => {
  await expect(emailField(canvas)).toBeVisible();
  await expect(termsBox(canvas)).not.toBeChecked();
  await expect(canvas.getByRole('link', { name: /politique de confidentialité|privacy policy/ })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

/** Nothing filled: both fields say what they need, the focus on the first. */
export const Empty: Story = plays.sentStory(
  (root) => send(root, { email: '', terms: false }),
  async (canvas) => {
    await plays.expectBeside(emailField(canvas), /nom@exemple\.ca|name@example\.ca/, { invalid: true });
    await plays.expectBeside(termsBox(canvas), /Acceptez les conditions|Accept the terms/, { invalid: true });
    await expect(emailField(canvas)).toHaveFocus();
  },
);

/** Not an address by the API's own rule (no dot in the domain). */
export const InvalidEmail: Story = sends.invalidEmail((root) => send(root, { email: 'marie@exemple' }));

/** The consent is never ticked for the person (Law 25): unticked, said beside the box, which takes the focus. */
export const TermsNotAccepted: Story = plays.sentStory(
  (root) => send(root, { terms: false }),
  async (canvas) => {
    await plays.expectBeside(termsBox(canvas), /Acceptez les conditions|Accept the terms/, { invalid: true });
    await expect(termsBox(canvas)).toHaveFocus();
  },
);

/** The API refuses the address (`invalid_email`): its words beside the field. */
export const RefusedEmail: Story = sends.refusedEmail;

export const Sending: Story = sends.sending;

/** Sent: the same words whether or not the address was on the list. */
export const Sent: Story = sends.sent(/Vérifiez votre boîte|Check your inbox/, /marie@exemple\.ca/);

/** Five requests an hour per address: the wait, in the person's words. */
export const RateLimited: Story = sends.rateLimited;

export const ServerError: Story = sends.serverError;

export const Offline: Story = sends.offline;

export const Appearance: Story = plays.appearanceStory('newsletter', (root) =>
  within(root).findByLabelText(/^(Votre courriel pour l’infolettre|Your email for the newsletter)/),
);
