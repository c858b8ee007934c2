import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, waitFor } from 'storybook/test';
import { problemBody } from '../story-support/index.ts';
import { PaymentProgress } from './PaymentProgress.tsx';
import { type PaymentStep, paymentSteps } from './use-payment.ts';

/** The payment's steps (spec §4) as the person sees them, one story per step. */
const meta = {
  title: 'Widgets/BookingWidget/PaymentProgress',
  component: PaymentProgress,
  decorators: [
    // The widget's texts load on demand: a part shown alone needs its own Suspense boundary.
    (Story) => (
      <div style={{ maxWidth: 44 * 16, padding: 16 }}>
        <Suspense fallback={null}>
          <Story />
        </Suspense>
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
    await expect(canvasElement.querySelectorAll('[data-part="payment-step"][data-state="done"]')).toHaveLength(6);
    await expect(canvasElement.querySelector('[data-part="payment-announcement"]')).toHaveTextContent(
      /Paiement reçu|Payment received/,
    );
  },
};

/** The bank refused the card while processing: that step failed, the ones after never ran. */
export const FailedWhileProcessing: Story = {
  args: { progress: { status: 'failed', step: 'processing', error: problemBody('payment_failed', 402) } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-step="processing"]')?.getAttribute('data-state')).toBe('failed');
    await expect(canvasElement.querySelector('[data-step="completed"]')?.getAttribute('data-state')).toBe('todo');
  },
};
