import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mockOperation, problemBody, withAnswer, withPendingAnswer } from '../story-support/index.ts';
import { EmbedGate } from './EmbedGate.tsx';

/**
 * What the script-tag embed shows before its widget: the check of the publishable key against
 * the page's origin (`partners.checkEmbed`), then the widget or the refusal, in the widget's language.
 */
const meta = {
  title: 'Embed/EmbedGate',
  component: EmbedGate,
  args: {
    publishableKey: 'pk_live_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
    onRefused: fn(),
    children: <p>Le widget de réservation</p>,
  },
} satisfies Meta<typeof EmbedGate>;
export default meta;
type Story = StoryObj<typeof meta>;

const allowed = { partnerName: 'Gestion Immo Québec', origin: 'https://www.gestion-immo.example' };

export const Allowed: Story = {
  ...withAnswer('partners.checkEmbed', allowed),
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText('Le widget de réservation')).toBeVisible();
    await expect(args.onRefused).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  ...withPendingAnswer('partners.checkEmbed', allowed),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Le widget de réservation')).toBeNull();
  },
};

/** The page's origin is not one the key allows: the refusal where the widget would be. */
export const OriginNotAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('partners.checkEmbed', { status: 403, body: problemBody('partner_origin_not_allowed', 403) }));
  },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveTextContent('Ce site n’est pas autorisé à utiliser cette clé publique.');
    await expect(canvas.queryByText('Le widget de réservation')).toBeNull();
    await expect(args.onRefused).toHaveBeenCalled();
  },
};

/** A revoked or mistyped key. */
export const KeyInvalid: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('partners.checkEmbed', { status: 401, body: problemBody('partner_api_key_invalid', 401) }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('partners.checkEmbed', { status: 429, body: problemBody('rate_limited', 429) }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
