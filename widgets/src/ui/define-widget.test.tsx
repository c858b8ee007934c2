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

// Skeletons drawn (the fallback is built with every render, drawn only when a widget waits).
const skeletons: string[] = [];
function SkeletonProbe({ name }: { name: string }) {
  skeletons.push(name);
  return null;
}
const Inner = defineWidget({
  name: 'InnerProbe',
  texts: probeTexts,
  load: async () => Counter,
  skeleton: () => <SkeletonProbe name="inner" />,
});
function Outer() {
  return (
    <section>
      <h2>Extérieur</h2>
      <Inner />
    </section>
  );
}
Outer.widgets = [Inner];
const Preloaded = defineWidget({
  name: 'OuterProbe',
  texts: probeTexts,
  load: async () => Outer,
  skeleton: () => <SkeletonProbe name="outer" />,
});

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

  test('a widget whose code cannot be fetched says so in its place, with a retry that fetches again; the page stays', async () => {
    const client = createPropreClient({ baseUrl: 'http://api.invalid' });
    let attempts = 0;
    const Flaky = defineWidget({
      name: 'FlakyWidget',
      texts: probeTexts,
      load: async () => {
        attempts += 1;
        // The first fetch fails as a chunk does when the network drops or a release replaced it.
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/Flaky-abc123.js');
        return Counter;
      },
    });
    const screen = await render(
      <PropreProvider client={client} locale="fr">
        <p>Le reste de la page</p>
        <Flaky />
      </PropreProvider>,
    );
    await expect.element(screen.getByRole('alert').filter({ hasText: 'Cette section n’a pas pu se charger' })).toBeVisible();
    await expect.element(screen.getByText('Le reste de la page')).toBeVisible();
    await screen.getByRole('button', { name: 'Réessayer' }).click();
    await expect.element(screen.getByText('Compté : 0')).toBeVisible();
    expect(attempts).toBe(2);
  });

  test('a preloaded widget, and the widgets it names inside, render at once: no skeleton, ever', async () => {
    const client = createPropreClient({ baseUrl: 'http://api.invalid' });
    skeletons.length = 0;
    await Preloaded.preload('fr');
    const screen = await render(
      <PropreProvider client={client} locale="fr">
        <Preloaded />
      </PropreProvider>,
    );
    // What a server-rendered page needs: the first render is the widget, so hydration never waits.
    await expect.element(screen.getByText('Compté : 0')).toBeVisible();
    expect(skeletons).toEqual([]);
  });
});
