import { NetworkError, ProblemError, TimeoutError } from '@propre/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldError, problemBody } from '../story-support/index.ts';
import { ErrorState, ProblemAlert } from './ProblemAlert.tsx';

// Real problem bodies (valid against the contract), as the SDK turns them into errors.
const serverError = new ProblemError(problemBody('internal_error', 500, { requestId: 'req_01jf7k2m9x4t6w8y0a2c4e6g8j' }));
const validation = new ProblemError(
  problemBody('validation_failed', 400, { errors: [fieldError('email', 'format', 'Adresse courriel invalide')] }),
);
const badCredentials = new ProblemError(problemBody('invalid_credentials', 401));

const meta = {
  title: 'UI/ProblemAlert',
  component: ProblemAlert,
  args: { error: serverError, onRetry: fn() },
} satisfies Meta<typeof ProblemAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 5xx shows the request id to quote to support, and offers to retry. */
export const ServerErrorWithRequestId: Story = {
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('req_01jf7k2m9x4t6w8y0a2c4e6g8j');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A 4xx never shows a request id. */
export const InvalidCredentials: Story = {
  args: { error: badCredentials, onRetry: undefined },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.querySelector('[data-part="requestId"]')).toBeNull();
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const Validation: Story = { args: { error: validation, onRetry: undefined } };
export const Offline: Story = { args: { error: new NetworkError(new TypeError('Failed to fetch')) } };
export const Timeout: Story = { args: { error: new TimeoutError(10_000) } };
export const Retrying: Story = { args: { retrying: true } };

/** In place of content that failed to load. */
export const AsErrorState: Story = {
  render: (args) => <ErrorState {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('req_01jf7k2m9x4t6w8y0a2c4e6g8j');
  },
};
