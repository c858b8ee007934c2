import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicPages } from '../../scripts/budget.ts';
import { indexablePages } from './indexable.ts';
import { appRoutes } from './router.tsx';

const appDir = join(import.meta.dirname, '../..');
const pageOf = (pathname: string) =>
  (matchRoutes(appRoutes(), pathname) ?? [])
    .map(({ route }) => (route.handle as { page?: string } | undefined)?.page)
    .filter((page) => page !== undefined);

describe('the routes the budget check weighs', () => {
  it.each(publicPages)('$path loads $page', ({ path, page }) => {
    expect(pageOf(path.replace('{slug}', 'a-slug'))).toEqual([page]);
  });

  it('names, for every page the server renders, the lazy module its route really imports (its CSS is linked from it)', () => {
    for (const pattern of indexablePages) {
      const matches = matchRoutes(appRoutes(), pattern.replace(/:[a-zA-Z]+/g, 'montreal')) ?? [];
      const route = matches.at(-1)?.route;
      const page = (route?.handle as { page?: string } | undefined)?.page;
      expect(page, pattern).toBeDefined();
      expect(existsSync(join(appDir, page as string)), pattern).toBe(true);
      // The route's loader imports that very file.
      const file = (page as string).split('/').at(-1) as string;
      expect(String(route?.lazy), pattern).toContain(file);
    }
  });
});
