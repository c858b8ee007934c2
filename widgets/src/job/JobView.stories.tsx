import { NetworkError } from '@propre/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inProgressBooking } from '../story-support/fixtures/bookings.ts';
import { everyPart, onPhone, partsWithoutPartnerClass, slow } from '../story-support/index.ts';
import { JobView } from './index.ts';

const floors = 'Planchers : aspirateur et vadrouille';

const meta = {
  title: 'Widgets/Job/JobView',
  component: JobView,
  decorators: [onPhone],
  args: {
    status: 'success',
    booking: inProgressBooking,
    checklist: { items: inProgressBooking.checklist, sync: 'saved', onToggle: fn() },
    photos: { uploads: [], onPick: fn(), onRetry: fn(), onDismiss: fn() },
    punchOut: { onAct: fn() },
  },
} satisfies Meta<typeof JobView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No connection: a tick made meanwhile is kept on the phone, said plainly; the punch-out waits for it. */
export const OfflinePendingTicks: Story = {
  args: {
    checklist: {
      items: inProgressBooking.checklist.map((item) => (item.task === floors ? { ...item, done: true } : item)),
      sync: 'waiting',
      onToggle: fn(),
    },
    punchOut: { onAct: fn(), disabled: true },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/En attente de connexion|Waiting for connection/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: floors })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /J’ai terminé, pointer|punch out/ })).toBeDisabled();
  },
};

/** A before photo on its way: its progress as a bar and in words. */
export const PhotoUploading: Story = {
  args: {
    photos: {
      uploads: [{ id: 'before-1', kind: 'before', state: 'uploading', progress: 0.42 }],
      onPick: fn(),
      onRetry: fn(),
      onDismiss: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/42/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: /42/ })).toHaveAttribute('value', '42');
  },
};

/** An upload that failed (the connection dropped): why, and a retry that sends the same photo again. */
export const UploadFailed: Story = {
  args: {
    photos: {
      uploads: [{ id: 'after-1', kind: 'after', state: 'failed', progress: 0.6, error: new NetworkError(new TypeError('lost')) }],
      onPick: fn(),
      onRetry: fn(),
      onDismiss: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/n’a pas été envoyée|was not sent/, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Réessayer l’envoi|Retry the upload/ }));
    await expect(args.photos?.onRetry).toHaveBeenCalledWith('after-1');
  },
};

/** Ticked and saved as she goes. */
export const Ticking: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Poubelles vidées/ }, slow));
    await expect(args.checklist?.onToggle).toHaveBeenCalledWith('Poubelles vidées', true);
    await expect(canvas.getByText(/^Enregistré$|^Saved$/)).toBeVisible();
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = {
  args: {
    appearance: everyPart('job'),
    photos: {
      uploads: [
        { id: 'before-1', kind: 'before', state: 'uploading', progress: 0.3 },
        { id: 'after-1', kind: 'after', state: 'failed', progress: 0, error: new NetworkError(new TypeError('lost')) },
      ],
      onPick: fn(),
      onRetry: fn(),
      onDismiss: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('checkbox', { name: floors }, slow);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
