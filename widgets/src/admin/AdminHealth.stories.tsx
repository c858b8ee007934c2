import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { healthDegraded, healthOk, mockOperation, slow } from '../story-support/index.ts';
import { adminAppearance, answering, loadErrorStory, loadingStory } from '../story-support/plays/admin-stories.ts';
import { AdminHealth, AdminHealthView } from './widgets.ts';

const meta = {
  title: 'Widgets/Admin/AdminHealth',
  component: AdminHealth,
  args: { refreshSeconds: 30 },
} satisfies Meta<typeof AdminHealth>;

export default meta;
type Story = StoryObj<typeof meta>;

const checks = (root: HTMLElement) => root.querySelectorAll('[data-part="adminCheck"]');

/** Loading: the checks' shape as skeletons. */
export const Loading: Story = loadingStory('admin.getSystemHealth', healthOk);

/** Everything up: the seven checks with their figures, the version, and how often it refreshes. */
export const AllUp: Story = {
  ...answering(() => mockOperation('admin.getSystemHealth', { status: 200, body: healthOk })),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Tout fonctionne|All systems working/, {}, slow)).toBeVisible();
    await expect(checks(canvasElement)).toHaveLength(7);
    await expect(canvas.getByText(/37 ouvertes|37 open/)).toBeVisible();
    await expect(canvas.getByText(/0 prêtes, 12 planifiées|0 ready, 12 scheduled/)).toBeVisible();
    await expect(canvas.getByText(/beta 0\.95\.13/)).toBeVisible();
    await expect(canvas.getByText(/toutes les 30 secondes|every 30 seconds/)).toBeVisible();
  },
};

/** Redis down, mail refused, too many server errors: degraded, each said in words beside its badge. */
export const Degraded: Story = {
  ...answering(() => mockOperation('admin.getSystemHealth', { status: 200, body: healthDegraded })),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Fonctionnement dégradé|^Degraded$/, {}, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="adminCheck"][data-state="down"]')).toHaveTextContent(
      /Redis.*(En panne|Down).*(Délai dépassé|Timed out)/,
    );
    await expect(canvas.getByText(/6 non acceptés|6 not accepted/)).toBeVisible();
  },
};

/** The page refreshes itself: a second answer replaces the first without a click. */
export const RefreshesItself: Story = {
  args: { refreshSeconds: 1 },
  beforeEach({ msw }) {
    // The first answer is all up (once), every later one degraded.
    msw.use(mockOperation('admin.getSystemHealth', { status: 200, body: healthDegraded }));
    msw.use(http.get('/api/admin/health', () => HttpResponse.json(healthOk), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Tout fonctionne|All systems working/, {}, slow)).toBeVisible();
    await expect(await canvas.findByText(/Fonctionnement dégradé|^Degraded$/, {}, slow)).toBeVisible();
  },
};

/** The check itself cannot be read (500): the error and a retry. */
export const LoadError: Story = loadErrorStory('admin.getSystemHealth');

/** A partner's class on every part the health page shows. */
export const Appearance: Story = adminAppearance(
  (root) => within(root).findByText(/Tout fonctionne|All systems working/, {}, slow),
  () => mockOperation('admin.getSystemHealth', { status: 200, body: healthOk }),
);

/** The View with data of your own: a degraded answer, no call made. */
export const ViewOnly: StoryObj<typeof AdminHealthView> = {
  render: (args) => <AdminHealthView {...args} />,
  args: { health: healthDegraded, refreshSeconds: 60 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Fonctionnement dégradé|^Degraded$/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/toutes les 60 secondes|every 60 seconds/)).toBeVisible();
  },
};
