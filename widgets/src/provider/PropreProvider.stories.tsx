import { createPropreClient } from '@propre/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { usePropre, useToast } from '../context/hooks.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { BrandLogo } from '../ui/BrandLogo.tsx';
import { Button } from '../ui/Button.tsx';
import { PropreProvider } from './PropreProvider.tsx';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast.show({ title: 'Réservation envoyée', description: 'Sophie vous répondra bientôt.', tone: 'success' })
        }
      >
        Succès
      </Button>
      <Button variant="secondary" onClick={() => toast.show({ title: 'Profil enregistré' })}>
        Information
      </Button>
      <Button
        variant="danger"
        onClick={() => toast.show({ title: 'Paiement refusé', description: 'Essayez une autre carte.', tone: 'error' })}
      >
        Erreur
      </Button>
    </div>
  );
}

function WhoAmI() {
  const { locale, theme, brand } = usePropre();
  const { t } = useWidgetTranslation('common');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <BrandLogo />
      <p data-testid="state">
        {locale} · {theme} · {brand}
      </p>
      <Button>{t('actions.retry')}</Button>
    </div>
  );
}

const meta = {
  title: 'Provider/PropreProvider',
  render: () => <ToastButtons />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast at a time: a new one replaces the one on screen. */
export const Toast: Story = {
  // The buttons and the toasts' words are the story's own, in French, as a host would write them.
  parameters: { propre: { fixedTexts: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Succès' }));
    const first = await canvas.findByText('Réservation envoyée', { selector: '[data-part="toastTitle"]' });
    await waitFor(() => expect(first).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Erreur' }));
    const second = await canvas.findByText('Paiement refusé', { selector: '[data-part="toastTitle"]' });
    await waitFor(() => expect(second).toBeVisible());
    await waitFor(() => expect(canvas.queryByText('Réservation envoyée')).not.toBeInTheDocument());
  },
};

/**
 * A partner's `appearance`: variables mapped onto the tokens, and a class per part. Set here
 * through `parameters.propre.appearance`, which the global decorator passes to the provider.
 */
export const Appearance: Story = {
  render: () => <WhoAmI />,
  parameters: {
    propre: {
      appearance: {
        // The text on the host's colour too: the dark theme's own would be dark on dark.
        variables: {
          colorPrimary: '#5b1f8f',
          colorPrimaryHover: '#4a1875',
          colorPrimaryContrast: '#ffffff',
          radius: '2px',
          fontFamily: 'Georgia, serif',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(91, 31, 143)');
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe('2px');
  },
};

/** The provider the toolbar sets up (language, theme, brand of the global decorator). */
export const FromToolbar: Story = { render: () => <WhoAmI /> };

/**
 * Two providers side by side with their own client, language, theme and brand: nothing is shared
 * (no module globals), so each keeps its own settings and texts.
 */
export const TwoProvidersSideBySide: Story = {
  // Each inner provider sets its own language and theme: the toolbar's (and the story-test
  // matrix's) apply to neither.
  parameters: { propre: { matrix: false } },
  render: function Render() {
    const [clients] = useState(() => ({
      fr: createPropreClient({ baseUrl: window.location.origin, locale: 'fr' }),
      en: createPropreClient({ baseUrl: window.location.origin, locale: 'en' }),
    }));
    return (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <PropreProvider client={clients.fr} locale="fr" theme="default" brand="propre">
          <section aria-label="Propre, français" style={{ padding: 16, background: 'var(--propre-color-bg)' }}>
            <WhoAmI />
          </section>
        </PropreProvider>
        <PropreProvider client={clients.en} locale="en" theme="dark" brand="eclat">
          <section aria-label="Éclat, English" style={{ padding: 16, background: 'var(--propre-color-bg)' }}>
            <WhoAmI />
          </section>
        </PropreProvider>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const fr = within(canvas.getByRole('region', { name: 'Propre, français' }));
    const en = within(canvas.getByRole('region', { name: 'Éclat, English' }));
    await expect(fr.getByTestId('state')).toHaveTextContent('fr · default · propre');
    await expect(en.getByTestId('state')).toHaveTextContent('en · dark · eclat');
    await expect(fr.getByRole('button')).not.toHaveTextContent(en.getByRole('button').textContent ?? '');
    const roots = canvasElement.querySelectorAll('.propre-root .propre-root');
    await expect(roots).toHaveLength(2);
    await expect(roots[1]).toHaveAttribute('lang', 'en-CA');
  },
};
