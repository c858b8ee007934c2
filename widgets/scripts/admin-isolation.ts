/**
 * What a partner's bundler reaches from an entry: every module `src/<entry>/index.ts` imports,
 * statically or lazily, followed through relative paths. The admin console's entries must stay
 * out of every other entry's reach (issue 36: a partner never loads admin code).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const importFrom =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/** The source files `entry`'s index reaches, relative to `src` (only this package's own files). */
export function reachedFrom(src: string, entry: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return;
    for (const match of readFileSync(file, 'utf8').matchAll(importFrom)) {
      // `import type` is erased: it brings no code to a page.
      if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
      const target = match[1] ?? match[2] ?? match[3];
      if (target?.startsWith('.')) walk(resolve(dirname(file), target));
    }
  };
  walk(join(src, entry, 'index.ts'));
  return [...seen].map((file) => relative(src, file));
}

/** The admin files a non-admin entry reaches (none is right). */
export function adminCodeReached(src: string, entries: readonly string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const entry of entries.filter((name) => !name.startsWith('admin'))) {
    const admin = reachedFrom(src, entry).filter((file) => file.startsWith('admin'));
    if (admin.length > 0) found[entry] = admin;
  }
  return found;
}
