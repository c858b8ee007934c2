import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { Skeleton } from './Skeleton.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'UI/Loading and empty states',
  component: EmptyState,
  args: {
    title: 'Aucune personne de ménage à Gaspé pour l’instant',
    body: 'Essayez une ville voisine ou retirez un filtre.',
    action: <Button variant="secondary">Voir Québec</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Gaspé/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voir Québec' })).toBeVisible();
  },
};

export const EmptyWithoutAction: Story = { args: { action: undefined, title: 'Aucune réservation', body: undefined } };

/** A card-shaped placeholder: the region says it is busy; the skeleton itself is hidden from assistive tech. */
export const Skeletons: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Chargement des résultats" style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width={48} height={48} />
        <Skeleton shape="text" width="60%" />
      </div>
      <Skeleton shape="text" lines={3} />
      <Skeleton shape="rect" height={120} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    for (const skeleton of canvasElement.querySelectorAll('[data-part="skeleton"]')) {
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" />
    </div>
  ),
};
