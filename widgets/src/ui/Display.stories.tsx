import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert.tsx';
import { Badge } from './Badge.tsx';
import { BrandLogo } from './BrandLogo.tsx';
import { Card } from './Card.tsx';
import { FullScreenLoader } from './FullScreenLoader.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'UI/Display',
  component: Badge,
  args: { children: 'Vérifiée', tone: 'success' },
  // The texts are the story's args, written in French as a host would give them: a language
  // switch cannot translate them (the matrix still checks contrast and overflow).
  parameters: { propre: { fixedTexts: true } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Badges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Nouveau</Badge>
      <Badge tone="primary">Recommandée</Badge>
      <Badge tone="success">Vérifiée</Badge>
      <Badge tone="warning">En attente</Badge>
      <Badge tone="danger">Refusée</Badge>
      <Badge tone="info">Écologique</Badge>
    </div>
  ),
};

export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <Alert title="Bon à savoir">Le dépôt est remboursé si la personne de ménage refuse.</Alert>
      <Alert tone="success" role="status" title="Réservation envoyée">
        Sophie vous répond d’habitude en moins d’une heure.
      </Alert>
      <Alert tone="warning" title="Paiement à compléter">
        Le solde est dû à la fin du ménage.
      </Alert>
      <Alert tone="danger" title="Carte refusée">
        Essayez une autre carte.
      </Alert>
    </div>
  ),
};

export const Cards: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Card as="article">
        <h3 style={{ marginTop: 0 }}>Grand ménage</h3>
        <p style={{ marginBottom: 0 }}>Cuisine, salles de bain, planchers et intérieur des armoires.</p>
      </Card>
      <Card as="article" padding="lg" interactive>
        <h3 style={{ marginTop: 0 }}>Ménage régulier</h3>
        <p style={{ marginBottom: 0 }}>Chaque semaine ou aux deux semaines.</p>
      </Card>
    </div>
  ),
};

/** Both brands' logos, whatever the toolbar's brand. */
export const Logos: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'center' }}>
      <BrandLogo brand="propre" />
      <BrandLogo brand="eclat" />
      <BrandLogo brand="propre" variant="mark" size={40} />
      <BrandLogo brand="eclat" variant="mark" size={40} />
    </div>
  ),
};

export const FullScreen: Story = {
  render: () => <FullScreenLoader />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const HiddenText: Story = {
  render: () => (
    <p>
      4,8 <VisuallyHidden>étoiles sur 5</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('étoiles sur 5')).toBeInTheDocument();
  },
};
