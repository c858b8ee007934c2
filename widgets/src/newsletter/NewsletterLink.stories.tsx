import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as plays from '../story-support/index.ts';
import { NewsletterLink } from './index.ts';

const meta = {
  title: 'Widgets/Newsletter/NewsletterLink',
  component: NewsletterLink,
  args: { action: 'confirm', token: 'nlt_story.token' },
} satisfies Meta<typeof NewsletterLink>;
export default meta;
type Story = StoryObj<typeof meta>;

const click = async (root: HTMLElement, name: RegExp) => {
  await plays.widgetsLoaded(root);
  const canvas = within(root);
  await userEvent.click(await canvas.findByRole('button', { name }));
  return canvas;
};
const confirmButton = /^(Confirmer mon abonnement|Confirm my subscription)$/;
const unsubscribeButton = /^(Me désabonner|Unsubscribe me)$/;

/** Waiting for the click: a mail scanner opening the link subscribes nobody. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    await plays.widgetsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Confirmer votre abonnement|Confirm your subscription/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: confirmButton })).toBeEnabled();
  },
};

export const Confirmed: Story = {
  ...plays.withAnswer('growth.confirmNewsletter', { status: 'confirmed' }),
  play: async ({ canvasElement }) => {
    const canvas = await click(canvasElement, confirmButton);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Merci|Thank you/);
    // Once done (the status above comes with it), the heading says so, not what is still to do.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Abonnement confirmé|Subscription confirmed/);
    await expect(canvas.getByRole('link', { name: /Retour à l’accueil|Back to home/ })).toHaveAttribute('href', '/');
  },
};

export const Working: Story = {
  beforeEach({ msw }) {
    msw.use(plays.mockOperation('growth.confirmNewsletter', { status: 200, body: { status: 'confirmed' }, delay: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await click(canvasElement, confirmButton);
    await expect(await canvas.findByRole('button', { name: /Un instant|One moment/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Expired after 7 days, or altered: what to do instead. */
export const InvalidLink: Story = {
  ...plays.refusedStory(
    'growth.confirmNewsletter',
    (root) => click(root, confirmButton),
    { status: 400, code: 'newsletter_token_invalid' },
    async (canvas) => expect(await canvas.findByRole('alert')).toHaveTextContent(/7 jours|7 days/),
  ),
};

/** The address was cut in the mail reader: no token at all. */
export const MissingToken: Story = {
  args: { token: '' },
  play: async ({ canvasElement }) => {
    await plays.widgetsLoaded(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/incomplet|incomplete/);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const ServerError: Story = plays.sentStory(
  (root) => click(root, confirmButton),
  async (canvas) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Réessayez|Try again/);
    await expect(canvas.getByRole('button', { name: /^(Réessayer|Try again)$/ })).toBeEnabled();
  },
  () => plays.mockOperation('growth.confirmNewsletter', { status: 500, body: plays.problemBody('internal_error', 500) }),
);

export const Unsubscribe: Story = {
  args: { action: 'unsubscribe' },
  ...plays.withAnswer('growth.unsubscribeNewsletter', { status: 'unsubscribed' }),
  play: async ({ canvasElement }) => {
    const canvas = await click(canvasElement, unsubscribeButton);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/plus l’infolettre|no longer receive/);
  },
};
