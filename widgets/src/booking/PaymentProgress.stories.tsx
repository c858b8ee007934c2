import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { everyPart, partsWithoutPartnerClass, problemBody } from '../story-support/index.ts';
import { PaymentProgress, type PaymentStep, paymentSteps } from './index.ts';

/** The payment's steps (spec §4) as the person sees them, one story per step. */
const meta = {
  title: 'Widgets/BookingWidget/PaymentProgress',
  component: PaymentProgress,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 44 * 16, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { progress: { status: 'running', step: 'starting', error: null } },
} satisfies Meta<typeof PaymentProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

const running = (step: PaymentStep): Story => ({
  args: { progress: { status: 'running', step, error: null } },
  play: async ({ canvasElement }) => {
    // The first story waits for the texts of its language (loaded on demand).
    await waitFor(() => expect(canvasElement.querySelector('[aria-current="step"]')?.getAttribute('data-step')).toBe(step), {
      timeout: 8000,
    });
    const index = paymentSteps.indexOf(step);
    await expect(canvasElement.querySelectorAll('[data-state="done"]')).toHaveLength(index);
  },
});

export const Starting = running('starting');
export const Confirming = running('confirming');
export const Processing = running('processing');
export const Recording = running('recording');
export const Checking = running('checking');

export const Completed: Story = {
  args: { progress: { status: 'succeeded', step: 'completed', error: null } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-part="bookingPaymentStep"][data-state="done"]')).toHaveLength(6),
      {
        timeout: 8000,
      },
    );
    await expect(canvasElement.querySelector('[data-part="bookingPaymentAnnouncement"]')).toHaveTextContent(
      /Paiement reçu|Payment received/,
    );
  },
};

/** The bank refused the card while processing: that step failed, the ones after never ran. */
export const FailedWhileProcessing: Story = {
  args: { progress: { status: 'failed', step: 'processing', error: problemBody('payment_failed', 402) } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-step="processing"]')?.getAttribute('data-state')).toBe('failed'),
      {
        timeout: 8000,
      },
    );
    await expect(canvasElement.querySelector('[data-step="completed"]')?.getAttribute('data-state')).toBe('upcoming');
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = {
  args: { appearance: everyPart('booking'), progress: { status: 'running', step: 'processing', error: null } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-current="step"]')).not.toBeNull(), { timeout: 8000 });
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
