import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { passkeys } from '../story-support/fixtures/auth.ts';
import {
  appearanceStory,
  loadedStory,
  mockOperation,
  problemAnswer,
  problemBody,
  withAnswer,
  withAnswers,
  withPendingAnswer,
} from '../story-support/index.ts';
import { PasskeySettings } from './index.ts';

const meta = {
  title: 'Widgets/Auth/PasskeySettings',
  component: PasskeySettings,
} satisfies Meta<typeof PasskeySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-part="authPasskeys"]');

/** Loading: placeholders shaped like the list. */
export const Loading: Story = {
  ...withPendingAnswer('auth.listPasskeys', { items: passkeys }),
  ...loadedStory(async (_canvas, canvasElement) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'loading'));
  }),
};

/** No passkey yet: why add one, and the button to do it. */
export const Empty: Story = {
  ...withAnswer('auth.listPasskeys', { items: [] }),
  ...loadedStory(async (canvas) => {
    await expect(await canvas.findByText(/Aucune clé d’accès|No passkeys yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Ajouter une clé d’accès|Add a passkey/ })).toBeVisible();
  }),
};

/** Two passkeys: a synced one used recently, a security key never used. */
export const List: Story = {
  ...withAnswer('auth.listPasskeys', { items: passkeys }),
  ...loadedStory(async (canvas) => {
    await expect(await canvas.findByText('iPhone de Marie')).toBeVisible();
    await expect(canvas.getByText(/Jamais utilisée|Never used/)).toBeVisible();
  }),
};

/** Delete asks first, in a dialog. */
export const ConfirmDelete: Story = {
  ...withAnswers({ 'auth.listPasskeys': { items: passkeys } }, mockOperation('auth.deletePasskey', { status: 204 })),
  ...loadedStory(async (canvas, canvasElement) => {
    await userEvent.click(await canvas.findByRole('button', { name: /(Supprimer la clé|Delete the passkey).*Clé YubiKey/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(/Clé YubiKey/);
  }),
};

/** The list could not load: the reason and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('auth.listPasskeys', 500, 'internal_error'));
  },
  ...loadedStory(async (canvas) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('req_01jd0v3v4m7q8r9s0t1u2v3w4x');
  }),
};

/** Adding one when the API limits attempts (429): how long to wait. */
export const AddRateLimited: Story = {
  ...withAnswers(
    { 'auth.listPasskeys': { items: [] } },
    mockOperation('auth.startPasskeyRegistration', {
      status: 429,
      headers: { 'retry-after': '60' },
      body: problemBody('rate_limited', 429),
    }),
  ),
  ...loadedStory(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Ajouter une clé d’accès|Add a passkey/ }));
    // The WebAuthn module loads on first use: allow for it.
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(/60 secondes|60 seconds/);
  }),
};

/** Every part takes the partner's class from `appearance.elements`. */
export const Appearance: Story = appearanceStory('auth');
