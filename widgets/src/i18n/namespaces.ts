/** The languages of the widgets; French is the default and the fallback (spec §1). */
export type Locale = 'fr' | 'en';

export const locales: readonly Locale[] = ['fr', 'en'];

/**
 * The widgets' shared namespaces; each has `locales/{fr,en}/<namespace>.json` (an entry's own
 * texts live beside it, `<entry>/texts/`). A host's own texts (its header, footer, pages) live in
 * the host, not here.
 */
export const namespaces = ['common', 'gallery'] as const;

export type Namespace = (typeof namespaces)[number];

/** A nested message table, as in the JSON files. */
export interface Messages {
  [key: string]: string | Messages;
}

/** One namespace's messages in both languages, bundled with the widget that uses it. */
export interface NamespaceBundle {
  ns: Namespace;
  fr: Messages;
  en: Messages;
}

/** Host overrides: any language, any namespace, any subset of keys. */
export type ResourceOverrides = Partial<Record<Locale, Partial<Record<Namespace | (string & {}), Messages>>>>;

/** `'en'`, `'en-CA'` → `'en'`; anything else → `'fr'`. */
export function toLocale(value: string | null | undefined): Locale {
  return value?.toLowerCase().startsWith('en') ? 'en' : 'fr';
}
