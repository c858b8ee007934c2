/**
 * What a page's first load fetches, from the client build's manifest (Vite's
 * `build.manifest`, dist/.vite/manifest.json): the entry chunk, the chunks it imports statically,
 * and the lazy chunk of the page's route with its own static imports; with the CSS of all of them.
 * The server links the page's CSS and preloads its code (no flash of unstyled content, no
 * waterfall of entry then page); scripts/budget.ts weighs the same files against the budgets.
 */

/** One chunk of Vite's manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The JavaScript files, in load order (entry first), without duplicates. */
  js: string[];
  /** The stylesheets, in cascade order (entry's first), without duplicates. */
  css: string[];
}

/** The manifest key of the app's entry (index.html's script). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry && name.endsWith('.html'));
  const fallback = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  const found = key ?? fallback;
  if (!found) throw new Error('The manifest has no entry chunk.');
  return found;
}

/** The files `keys` and their static imports bring, added to `into` in order. */
function collect(manifest: Manifest, keys: readonly string[], into: PageAssets, seen: Set<string>): void {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
    // A chunk's imports run before it: listed first, as the browser fetches them (modulepreload).
    collect(manifest, chunk.imports ?? [], into, seen);
    if (!into.js.includes(chunk.file)) into.js.push(chunk.file);
    for (const css of chunk.css ?? []) if (!into.css.includes(css)) into.css.push(css);
  }
}

/**
 * The first load of a page: the entry and what it imports statically, then the route's lazy
 * page module (its manifest key, the source path such as `src/pages/cleaners/CleanersPage.tsx`,
 * or none when the page is in the entry) and what that imports statically.
 */
export function pageAssets(manifest: Manifest, pages: readonly string[]): PageAssets {
  const assets: PageAssets = { js: [], css: [] };
  const seen = new Set<string>();
  collect(manifest, [entryKey(manifest)], assets, seen);
  collect(manifest, pages, assets, seen);
  return assets;
}

/** What the page adds to the entry's own (which index.html already links): the tags for its <head>. */
export function pageAssetTags(manifest: Manifest, pages: readonly string[], base = '/'): string {
  if (pages.length === 0 || Object.keys(manifest).length === 0) return '';
  const entry = pageAssets(manifest, []);
  const page = pageAssets(
    manifest,
    pages.filter((key) => key in manifest),
  );
  const css = page.css.filter((file) => !entry.css.includes(file));
  const js = page.js.filter((file) => !entry.js.includes(file));
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('\n    ');
}

/**
 * A page the server drew paints without its scripts: they are asked for at low priority, so on a
 * slow connection the stylesheets and pictures come first and the page shows sooner; the app takes
 * it over once they are in. (At their default, high, priority they counted as blocking the first
 * paint — Lighthouse mobile FCP 2.5 s on every public page, where the stylesheets alone take 1.4.)
 */
export function scriptsAtLowPriority(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}
