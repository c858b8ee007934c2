import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as plays from '../story-support/index.ts';
import { DiscountPopup, discountPopupShownKey } from './index.ts';

/** A visitor's storage of their own for each story: the popup shows once per visitor. */
function visitor(seen = false): Pick<Storage, 'getItem' | 'setItem'> {
  const kept = new Map<string, string>(seen ? [[discountPopupShownKey, '2026-12-01T12:00:00.000Z']] : []);
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value) };
}

const meta = {
  title: 'Widgets/DiscountPopup/DiscountPopup',
  component: DiscountPopup,
  args: { delayMs: 0 },
  // The dialog renders in the provider's portal, outside the story's canvas.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DiscountPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = () => page().findByRole('dialog', {}, plays.slow);
const emailField = () => page().getByLabelText(/^(Courriel|Email)/);

async function claim(email = 'marie@exemple.ca') {
  await dialog();
  if (email) await userEvent.type(emailField(), email);
  await userEvent.click(page().getByRole('button', { name: /^(Recevoir mon code|Get my code)$/ }));
  return page();
}

/** The claim's answer: a new code (201), or the code the address already had (200, `alreadySubscribed`). */
const answers = (status: 200 | 201, alreadySubscribed: boolean) =>
  plays.withHandlers(() =>
    plays.mockOperation('growth.claimDiscountCode', {
      status,
      body: { code: 'BIENVENUE-7K2M9Q', percent: 10, firstBookingOnly: true, alreadySubscribed },
    }),
  );

/** Opens by itself, focus inside, the email asked for with the rule that applies. */
export const Open: Story = {
  args: { storage: visitor() },
  play: async () => {
    const shown = await dialog();
    await expect(shown).toHaveAccessibleName(/10\s%|10%/);
    await waitFor(() => expect(shown.contains(document.activeElement)).toBe(true));
    await expect(shown).toHaveTextContent(/le plus élevé s’applique|the largest applies/);
  },
};

/** "No thanks" closes it, and it never opens again for this visitor. */
export const Dismissed: Story = {
  args: { storage: visitor() },
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(page().getByRole('button', { name: /^(Non merci|No thanks)$/ }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.storage?.getItem(discountPopupShownKey)).not.toBeNull();
  },
};

/** A visitor who already saw it: nothing opens. */
export const AlreadyShown: Story = {
  args: { storage: visitor(true) },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const InvalidEmail: Story = {
  args: { storage: visitor() },
  play: async () => {
    await claim('marie@exemple');
    await plays.expectBeside(emailField(), /nom@exemple\.ca|name@example\.ca/, { invalid: true });
    await expect(emailField()).toHaveFocus();
  },
};

/** A new code: shown large, with copy and the way to use it. */
export const Claimed: Story = {
  args: { storage: visitor() },
  ...answers(201, false),
  play: async () => {
    const shown = await claim();
    await expect(await shown.findByText('BIENVENUE-7K2M9Q')).toBeVisible();
    await expect(shown.getByRole('link', { name: /Trouver un nettoyeur|Find a cleaner/ })).toHaveAttribute('href', '/cleaners');
    await expect(shown.queryByText(/déjà reçu|already received/)).toBeNull();
  },
};

/** The spec's already-subscribed notice: that address's existing code, said to be the same. */
export const AlreadySubscribed: Story = {
  args: { storage: visitor() },
  ...answers(200, true),
  play: async () => {
    const shown = await claim();
    await expect(await shown.findByText(/déjà reçu un code|already received a welcome code/)).toBeVisible();
    await expect(shown.getByText('BIENVENUE-7K2M9Q')).toBeVisible();
  },
};

export const RateLimited: Story = {
  args: { storage: visitor() },
  beforeEach({ msw }) {
    msw.use(
      plays.mockOperation('growth.claimDiscountCode', {
        status: 429,
        headers: { 'retry-after': '1800' },
        body: plays.problemBody('rate_limited', 429),
      }),
    );
  },
  play: async () => {
    await claim();
    await plays.expectAlert(document.body, /30 minutes/);
  },
};

export const ServerError: Story = {
  args: { storage: visitor() },
  ...plays.withHandlers(() => plays.problemAnswer('growth.claimDiscountCode', 500, 'internal_error')),
  play: async () => {
    await claim();
    await plays.expectAlert(document.body, plays.mockRequestId);
  },
};

/** A partner's class on every part the dialog shows. */
export const Appearance: Story = {
  ...plays.appearanceStory('discount-popup', () => dialog()),
  args: { ...plays.appearanceStory('discount-popup').args, storage: visitor() },
};
