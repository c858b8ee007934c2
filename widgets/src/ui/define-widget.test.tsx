import { createPropreClient } from '@propre/sdk';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { defineTexts } from '../i18n/entry-texts.ts';
import type { Locale } from '../i18n/namespaces.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { defineWidget } from './define-widget.tsx';

// A probe entry: its texts load per language, as a real entry's JSON files do.
const probeTexts = defineTexts('define-widget-probe', {
  fr: async () => ({ default: { count: 'Compté : {{n}}', add: 'Ajouter' } }),
  en: async () => ({ default: { count: 'Counted: {{n}}', add: 'Add' } }),
});

function Counter() {
  const { t } = useEntryTranslation(probeTexts);
  const [n, setN] = useState(0);
  return (
    <div>
      <p data-testid="count">{t('count', { n })}</p>
      <button type="button" onClick={() => setN(n + 1)}>
        {t('add')}
      </button>
    </div>
  );
}

const ProbeWidget = defineWidget({ name: 'ProbeWidget', texts: probeTexts, load: async () => Counter });

describe('defineWidget', () => {
  test('a language switch keeps what the person did in the widget, in the new language', async () => {
    const client = createPropreClient({ baseUrl: 'http://api.invalid' });
    const page = (locale: Locale) => (
      <PropreProvider client={client} locale={locale}>
        <ProbeWidget />
      </PropreProvider>
    );
    const screen = await render(page('fr'));
    await expect.element(screen.getByText('Compté : 0')).toBeVisible();
    await screen.getByRole('button', { name: 'Ajouter' }).click();
    await screen.getByRole('button', { name: 'Ajouter' }).click();
    await expect.element(screen.getByText('Compté : 2')).toBeVisible();

    // The reference app's language toggle: same provider, new locale.
    await screen.rerender(page('en'));
    await expect.element(screen.getByText('Counted: 2')).toBeVisible();
    await screen.getByRole('button', { name: 'Add' }).click();
    await expect.element(screen.getByText('Counted: 3')).toBeVisible();
  });
});
