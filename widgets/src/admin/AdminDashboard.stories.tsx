import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminDashboard, mockOperation, problemAnswer, quietDashboard, slow } from '../story-support/index.ts';
import { adminAppearance, answering, loadErrorStory, loadingStory } from '../story-support/plays/admin-stories.ts';
import { AdminDashboard } from './widgets.ts';

const meta = {
  title: 'Widgets/Admin/AdminDashboard',
  component: AdminDashboard,
  args: { links: { documents: '/admin/profile-review', users: '/admin/users', suspended: '/admin/users?status=suspended' } },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the figures' shape as skeletons. */
export const Loading: Story = loadingStory('admin.getDashboard', adminDashboard);

/** A busy morning: work waiting is marked, each figure with a list links to it, the others do not pretend. */
export const Success: Story = {
  ...answering(() => mockOperation('admin.getDashboard', { status: 200, body: adminDashboard })),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Réservations aujourd’hui|Bookings today/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/31 cette semaine|31 this week/)).toBeVisible();
    await expect(canvas.getByText(/12\s543,00\s\$|\$12,543\.00/)).toBeVisible();
    await expect(canvas.getByText(/1\s881,45\s\$|\$1,881\.45/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="adminFigure"][data-state="alert"]')).toHaveLength(3);
    const documents = canvas.getByRole('link', { name: /Documents à vérifier|Documents to review/ });
    await expect(documents).toHaveAttribute('href', '/admin/profile-review');
    // No page for failed payouts in these links: the figure shows, without a dead link.
    await expect(canvas.queryByRole('link', { name: /Versements échoués|Failed payouts/ })).toBeNull();
  },
};

/** A quiet morning: zeros, nothing marked as waiting. */
export const Empty: Story = {
  ...answering(() => mockOperation('admin.getDashboard', { status: 200, body: quietDashboard })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Réservations aujourd’hui|Bookings today/, {}, slow);
    await expect(canvasElement.querySelectorAll('[data-part="adminFigure"][data-state="alert"]')).toHaveLength(0);
  },
};

/** The figures cannot load (500): the error with its request id and a retry. */
export const LoadError: Story = loadErrorStory('admin.getDashboard');

/** Signed in as a non-admin: the API refuses (403), said plainly. */
export const Forbidden: Story = {
  ...answering(() => problemAnswer('admin.getDashboard', 403, 'forbidden')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toBeVisible();
  },
};

/** A partner's class on every part the dashboard shows. */
export const Appearance: Story = adminAppearance(
  (root) => within(root).findByText(/Réservations aujourd’hui|Bookings today/, {}, slow),
  () => mockOperation('admin.getDashboard', { status: 200, body: adminDashboard }),
);
