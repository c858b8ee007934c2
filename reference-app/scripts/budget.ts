/**
 * The public pages' budgets (issue 37): what a first visit to each public page downloads, gzipped,
 * from the built app (reference-app/dist: `pnpm run build`, or scripts/ensure-built.ts).
 *
 *   node reference-app/scripts/budget.ts [distDir] [--report]
 *
 * A page's first load is the entry chunk, its static imports (index.html preloads them), the
 * route's lazy page chunk and its static imports, and the CSS of all of them (ssr/page-assets.ts;
 * the server links and preloads the same files). Prints a table; exits 1 when a page is over
 * 120 kB of JavaScript or 20 kB of CSS, or when an admin or account module is among its files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Manifest, type PageAssets, pageAssets } from '../src/ssr/page-assets.ts';

/** Issue 37's budgets for a public page's first load. */
export const budgets = { jsBytes: 120_000, cssBytes: 20_000 } as const;

/**
 * What CI enforces: the budgets themselves since the app runs on Preact's compatibility layer and
 * loads one language's common texts (docs/adr/0021-reference-app-on-preact.md; ADR 0016 held the
 * JavaScript at 185 kB while React alone kept it out of reach).
 */
export const enforced = budgets;

/**
 * The public pages and the page module each route loads (`handle.page` in routing/router.tsx and
 * routing/routes/*). routing/budget-routes.test.ts checks this list against the router.
 */
export const publicPages: readonly { path: string; page: string }[] = [
  { path: '/', page: 'src/pages/home/HomePage.tsx' },
  { path: '/cleaners', page: 'src/pages/cleaners/CleanersPage.tsx' },
  { path: '/cleaners/{slug}', page: 'src/pages/cleaners/CleanerProfilePage.tsx' },
  { path: '/blog', page: 'src/pages/public/BlogPage.tsx' },
  { path: '/blog/{slug}', page: 'src/pages/public/BlogPostPage.tsx' },
  { path: '/faq', page: 'src/pages/public/FaqPage.tsx' },
  { path: '/pricing', page: 'src/pages/public/PricingPage.tsx' },
  { path: '/city/montreal', page: 'src/pages/public/CityPage.tsx' },
  { path: '/book/{slug}', page: 'src/pages/book/BookPage.tsx' },
];

/** Modules no public page may load: the admin console's and the signed-in account's. */
export const privateModule = /^(reference-app\/src\/pages\/(admin[^/]*|account)\/|widgets\/src\/(admin[^/]*|account)\/)/;

export interface PageWeight {
  path: string;
  files: PageAssets;
  jsBytes: number;
  cssBytes: number;
  /** Admin or account modules among the page's files. */
  privateModules: string[];
  problems: string[];
}

const gzipped = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** Weighs one page: `read` gives a built file's content by its manifest path (assets/…). */
export function weighPage(
  manifest: Manifest,
  modules: Record<string, string[]>,
  page: { path: string; page: string | null },
  read: (file: string) => Buffer,
  limits: { jsBytes: number; cssBytes: number } = enforced,
): PageWeight {
  const files = pageAssets(manifest, page.page ? [page.page] : []);
  const jsBytes = files.js.reduce((sum, file) => sum + gzipped(read(file)), 0);
  const cssBytes = files.css.reduce((sum, file) => sum + gzipped(read(file)), 0);
  const privateModules = files.js.flatMap((file) => (modules[file] ?? []).filter((id) => privateModule.test(id)));
  const problems: string[] = [];
  if (jsBytes > limits.jsBytes) problems.push(`JavaScript ${kB(jsBytes)} > ${kB(limits.jsBytes)}`);
  if (cssBytes > limits.cssBytes) problems.push(`CSS ${kB(cssBytes)} > ${kB(limits.cssBytes)}`);
  if (privateModules.length > 0) problems.push(`admin or account code: ${privateModules.join(', ')}`);
  return { path: page.path, files, jsBytes, cssBytes, privateModules, problems };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The table the check prints. */
export function formatTable(weights: readonly PageWeight[]): string {
  const rows = [
    ['page', 'JS gzip', 'vs 120 kB', 'CSS gzip', 'JS files', 'CSS files', ''],
    ...weights.map((weight) => [
      weight.path,
      kB(weight.jsBytes),
      `${weight.jsBytes > budgets.jsBytes ? '+' : ''}${kB(weight.jsBytes - budgets.jsBytes)}`,
      kB(weight.cssBytes),
      String(weight.files.js.length),
      String(weight.files.css.length),
      weight.problems.length > 0 ? `OVER: ${weight.problems.join('; ')}` : 'ok',
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

/** Exits 1 over budget; with `report`, prints the table and exits 0 (the Lighthouse bench records it). */
function main(distDir: string, report: boolean): number {
  const manifestFile = join(distDir, '.vite/manifest.json');
  const modulesFile = join(distDir, '.vite/modules.json');
  if (!existsSync(manifestFile) || !existsSync(modulesFile)) {
    console.error(`No build in ${distDir} (run \`pnpm --filter @propre/reference-app build\` first).`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const modules = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, string[]>;
  const weights = publicPages.map((page) => weighPage(manifest, modules, page, (file) => readFileSync(join(distDir, file))));
  console.log(
    `First load of the public pages (gzip -9). Budgets (issue 37): JS ${kB(budgets.jsBytes)}, CSS ${kB(budgets.cssBytes)}; ` +
      `enforced: JS ${kB(enforced.jsBytes)}, CSS ${kB(enforced.cssBytes)}, no admin or account code.`,
  );
  console.log(formatTable(weights));
  const over = weights.filter((weight) => weight.problems.length > 0);
  if (over.length > 0 && !report) {
    console.error(`\n${over.length} public page(s) over budget.`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const dist = args.find((arg) => !arg.startsWith('--'));
  process.exitCode = main(resolve(dist ?? join(appDir, 'dist')), args.includes('--report'));
}
