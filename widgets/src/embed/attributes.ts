import type { Appearance } from '../theme/appearance.ts';
import { type EmbedOptions, type EmbedWidgetName, embedWidgets } from './types.ts';

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

function appearanceOf(json: string | undefined): Appearance | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Appearance) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A widget's options from its element's `data-` attributes, `given` winning; null when the
 * element names no widget we have. Unknown values fall back to the defaults rather than failing:
 * a typo in a CMS must not blank the partner's page.
 */
export function embedOptions(element: Element, given: Partial<EmbedOptions> = {}): EmbedOptions | null {
  const data = (element as HTMLElement).dataset ?? {};
  const widget = oneOf<EmbedWidgetName>(given.widget ?? data.propreWidget, embedWidgets);
  if (!widget) return null;
  const options: EmbedOptions = {
    widget,
    lang: oneOf(given.lang ?? data.lang, ['fr', 'en'] as const) ?? 'fr',
    theme: oneOf(given.theme ?? data.theme, ['default', 'bright', 'dark'] as const) ?? 'default',
    brand: oneOf(given.brand ?? data.brand, ['propre', 'eclat'] as const) ?? 'propre',
  };
  const cleaner = given.cleaner ?? data.cleaner;
  if (cleaner) options.cleaner = cleaner;
  const appearance = given.appearance ?? appearanceOf(data.appearance);
  if (appearance) options.appearance = appearance;
  if (given.key) options.key = given.key;
  return options;
}
