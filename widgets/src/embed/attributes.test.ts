import { describe, expect, it } from 'vitest';
import { embedOptions } from './attributes.ts';

const element = (attributes: Record<string, string>) => {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
};

describe('the data- attributes of an embedded widget', () => {
  it('are read as the snippet writes them', () => {
    const options = embedOptions(
      element({
        'data-propre-widget': 'booking',
        'data-cleaner': 'sophie-gagnon',
        'data-lang': 'en',
        'data-theme': 'dark',
        'data-brand': 'eclat',
        'data-appearance': '{"variables":{"colorPrimary":"#0a5"}}',
      }),
    );
    expect(options).toEqual({
      widget: 'booking',
      cleaner: 'sophie-gagnon',
      lang: 'en',
      theme: 'dark',
      brand: 'eclat',
      appearance: { variables: { colorPrimary: '#0a5' } },
    });
  });

  it('fall back to the defaults on a typo rather than blank the page; an unknown widget is none', () => {
    expect(
      embedOptions(
        element({ 'data-propre-widget': 'search', 'data-lang': 'de', 'data-theme': 'neon', 'data-appearance': '{oops' }),
      ),
    ).toEqual({ widget: 'search', lang: 'fr', theme: 'default', brand: 'propre' });
    expect(embedOptions(element({ 'data-propre-widget': 'checkout' }))).toBeNull();
    expect(embedOptions(element({}))).toBeNull();
  });

  it('give way to the options of Propre.mount', () => {
    const options = embedOptions(element({ 'data-propre-widget': 'booking', 'data-lang': 'fr' }), {
      widget: 'cleaner-profile',
      lang: 'en',
      cleaner: 'amina-diallo',
      key: 'pk_live_x',
    });
    expect(options).toMatchObject({ widget: 'cleaner-profile', lang: 'en', cleaner: 'amina-diallo', key: 'pk_live_x' });
  });
});
