/**
 * The widget template (widgets/README.md, "The shape of an entry"), checked on a source tree:
 * `checkTemplate('widgets/src')` lists what breaks it, one sentence per finding.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { partClass } from '../src/ui/part.ts';
import { uiParts } from '../src/ui/parts.ts';
import { sharedFolders, widgetEntries } from './entries.ts';

// A primitive's part class (`.propre-input-wrap`) may be styled inside an entry's own part.
const primitiveClasses = new Set<string>(uiParts.map((part) => partClass('ui', part)));

export { sharedFolders };

const sourceFile = /\.(ts|tsx)$/;
const importFrom = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(importFrom)) found.push((match[1] ?? match[2]) as string);
  return found;
}

/** `cleaner-search` → `cleanerSearch`. */
export function camelEntry(entry: string): string {
  return entry.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The entries: every folder of `src` that is not shared. */
export const entriesOf = widgetEntries;

function checkEntry(src: string, entry: string): string[] {
  const dir = join(src, entry);
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${entry}: ${text}`);
  for (const required of ['index.ts', 'parts.ts', 'texts.ts', 'texts/fr.json', 'texts/en.json', `${entry}.css`]) {
    if (!existsSync(join(dir, required))) say(`has no ${required}`);
  }
  const files = filesUnder(dir);
  const names = files.map((file) => relative(dir, file));
  if (!names.some((name) => /View\.tsx$/.test(name))) say('has no props-only View (a *View.tsx)');
  if (!names.some((name) => name.endsWith('.stories.tsx'))) say('has no stories');

  const parts = join(dir, 'parts.ts');
  if (existsSync(parts)) {
    const text = readFileSync(parts, 'utf8');
    if (importsOf(text).length > 0) say('parts.ts imports something (it holds names only)');
    if (!new RegExp(`export const ${camelEntry(entry)}Parts\\b`).test(text)) {
      say(`parts.ts does not export ${camelEntry(entry)}Parts`);
    }
  }
  const texts = join(dir, 'texts.ts');
  if (existsSync(texts) && !readFileSync(texts, 'utf8').includes(`defineTexts('${entry}'`)) {
    say(`texts.ts does not define the '${entry}' namespace with defineTexts`);
  }
  const css = join(dir, `${entry}.css`);
  if (existsSync(css)) {
    const text = readFileSync(css, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    if (!/^\s*@layer propre\s*\{/.test(text)) say(`${entry}.css is not one @layer propre block`);
    for (const [, name] of text.matchAll(/\.([a-zA-Z][\w-]*)/g)) {
      if (name && !name.startsWith(`propre-${entry}`) && !primitiveClasses.has(name) && !/^\d/.test(name)) {
        say(`${entry}.css styles .${name} (an entry styles .propre-${entry}__<part> only)`);
        break;
      }
    }
    for (const [, query] of text.matchAll(/@media\s*([^{]*)\{/g)) {
      if (query && !/prefers-|forced-colors|print/.test(query)) {
        say(`${entry}.css lays out with @media (${query.trim()}); use @container`);
        break;
      }
    }
  }

  for (const file of files.filter((path) => sourceFile.test(path))) {
    const name = relative(dir, file);
    const text = readFileSync(file, 'utf8');
    const up = '../'.repeat(name.split('/').length);
    for (const target of importsOf(text)) {
      // `up` leaves the entry's folder: what follows names a shared folder or another entry.
      if (!target.startsWith(up) || target.startsWith(`${up}../`)) continue;
      const [top, ...path] = target.slice(up.length).split('/');
      if (!top || sharedFolders.has(top) || top === entry || top === 'parts.ts') continue;
      if (path.join('/') !== 'index.ts') say(`${name} imports ${target} (another entry only through its index.ts)`);
    }
    if (/\.stories\.tsx$|\.test\.tsx?$/.test(name)) continue;
    if (/data-part=["{]/.test(text)) say(`${name} writes data-part by hand (use usePart)`);
    if (/\b(?:React\.)?lazy\(/.test(text) || /<Suspense\b/.test(text)) {
      say(`${name} loads lazily by itself (use defineWidget)`);
    }
  }
  return problems;
}

/** Rules of the shared folders: `ui/` and `i18n/` never import the provider. */
function checkShared(src: string): string[] {
  const problems: string[] = [];
  for (const folder of ['ui', 'i18n', 'forms', 'context', 'theme']) {
    const dir = join(src, folder);
    if (!existsSync(dir)) continue;
    // Tests and stories render inside a provider: they may import it.
    const shipped = filesUnder(dir).filter((path) => sourceFile.test(path) && !/test|stories/.test(path));
    for (const file of shipped) {
      for (const target of importsOf(readFileSync(file, 'utf8'))) {
        if (/(^|\/)provider\//.test(target)) problems.push(`${relative(src, file)} imports ${target} (read context/ instead)`);
      }
    }
  }
  return problems;
}

/** Every break of the template in `src`, the entries listed in `skip` aside. */
export function checkTemplate(src: string, skip: readonly string[] = []): string[] {
  const problems = checkShared(src);
  for (const entry of entriesOf(src)) if (!skip.includes(entry)) problems.push(...checkEntry(src, entry));
  return problems;
}
