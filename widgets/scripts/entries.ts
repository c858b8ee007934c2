/**
 * The package's entries, read from `src/` (every folder that is not shared): the build, the
 * size budgets and the template test all take them from here, so a new entry is one folder.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// `embed` is no entry: it composes entries into the script-tag embed (scripts/build-embed.ts).
const shared = new Set(['context', 'embed', 'errors', 'forms', 'i18n', 'provider', 'story-support', 'styles', 'theme', 'ui']);

export function widgetEntries(src: string): string[] {
  return readdirSync(src)
    .filter((name) => statSync(join(src, name)).isDirectory() && !shared.has(name))
    .sort();
}

export { shared as sharedFolders };
