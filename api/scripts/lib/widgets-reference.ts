/**
 * What a partner can set on the script-tag embed and through `appearance`, read from the widgets'
 * typed source (widgets/src/embed, widgets/src/theme/appearance.ts, widgets/src/parts.ts), so the
 * partners' documentation (`/partners`) lists exactly what the code reads. The API does not depend
 * on the widgets package at run time: this is written once into a generated file of the API.
 */
import { readFileSync } from 'node:fs';
import { partsByEntry } from '../../../widgets/src/parts.ts';

const widgetsSrc = new URL('../../../widgets/src/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, widgetsSrc), 'utf8');

const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camelJoin = (entry: string) => entry.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const capitalise = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The body of `interface <name> { … }` in `source`. */
function interfaceBody(source: string, name: string): string {
  const start = source.indexOf(`interface ${name} {`);
  if (start < 0) throw new Error(`interface ${name} not found`);
  let depth = 0;
  for (let i = source.indexOf('{', start); i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    if (source[i] === '}') {
      depth -= 1;
      if (depth === 0) return source.slice(source.indexOf('{', start) + 1, i);
    }
  }
  throw new Error(`interface ${name} not closed`);
}

/** The top-level members of an interface body: name, optional, type text. */
function members(body: string): { name: string; optional: boolean; type: string }[] {
  const found: { name: string; optional: boolean; type: string }[] = [];
  // Members start at the interface's first indentation level (two spaces).
  for (const match of body.matchAll(/^ {2}'?([\w:-]+)'?(\??): ([^\n]+);$/gm)) {
    found.push({ name: match[1] as string, optional: match[2] === '?', type: (match[3] as string).trim() });
  }
  return found;
}

export interface WidgetsReference {
  /** What `data-propre-widget` (and `Propre.mount`'s `widget`) accepts. */
  widgets: string[];
  /** Every `data-` attribute the loader and the attribute reader look at, with the values each accepts (empty: free text). */
  attributes: { name: string; option: string | null; values: string[] }[];
  /** `Propre.mount(element, options)`: each option and its type. */
  mountOptions: { name: string; type: string }[];
  /** Each event and the TypeScript shape of its `detail`. */
  events: { name: string; detail: string }[];
  /** `appearance.variables`. */
  variables: string[];
  /** `appearance.elements`: each entry's full part names (`booking` + `payButton` → `bookingPayButton`). */
  parts: { entry: string; names: string[] }[];
}

export function widgetsReference(): WidgetsReference {
  const types = read('embed/types.ts');
  const attributes = read('embed/attributes.ts');
  const loader = read('embed/loader.ts');
  const appearance = read('theme/appearance.ts');

  const widgets = [...(/embedWidgets = \[([^\]]+)\]/.exec(types)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] as string);

  // `data.<name>` in the attribute reader, `dataset.<name>` in the loader (the script tag's own).
  const attributeList: WidgetsReference['attributes'] = [];
  const seen = new Set<string>();
  const add = (dataName: string, option: string | null, values: string[]) => {
    const name = `data-${kebab(dataName)}`;
    if (seen.has(name)) return;
    seen.add(name);
    attributeList.push({ name, option, values });
  };
  for (const match of loader.matchAll(/dataset\.(\w+)/g)) add(match[1] as string, 'key', []);
  for (const match of attributes.matchAll(/given\.(\w+) \?\? (?:appearanceOf\()?data\.(\w+)\)?(?:, \[([^\]]*)\])?/g)) {
    const option = match[1] as string;
    const values = option === 'widget' ? widgets : [...(match[3] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
    add(match[2] as string, option, values);
  }
  // Any other `data.<name>` read there (a new attribute) is listed too, with no option known.
  for (const match of attributes.matchAll(/\bdata\.(\w+)/g)) add(match[1] as string, null, []);
  attributeList.sort((a, b) => (a.name === 'data-propre-key' ? -1 : b.name === 'data-propre-key' ? 1 : 0));

  const mountOptions = members(interfaceBody(types, 'EmbedOptions')).map((m) => ({
    name: m.name,
    type: m.optional ? `${m.type} (optional)` : m.type,
  }));
  const events = members(interfaceBody(types, 'EmbedEventMap')).map((m) => ({ name: m.name, detail: m.type }));
  const variables = members(interfaceBody(appearance, 'AppearanceVariables')).map((m) => m.name);
  const parts = Object.entries(partsByEntry).map(([entry, names]) => ({
    entry,
    names: (names as readonly string[]).map((part) => (entry === 'ui' ? part : `${camelJoin(entry)}${capitalise(part)}`)),
  }));
  return { widgets, attributes: attributeList, mountOptions, events, variables, parts };
}

/** The generated module's text. */
export function renderWidgetsReference(reference: WidgetsReference = widgetsReference()): string {
  return `// Generated from widgets/src by \`pnpm --filter @propre/api partners:doc\`; do not edit.
// The partners' documentation (/partners) lists these; a test fails when they drift from the widgets.
export const widgetsReference = ${JSON.stringify(reference, null, 2)} as const;
`;
}
