import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../src/ssr/page-assets.ts';
import { budgets, enforced, formatTable, weighPage } from './budget.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/pages/public/FaqPage.tsx': {
    file: 'assets/FaqPage.js',
    src: 'src/pages/public/FaqPage.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js', '_admin-table.js'],
    css: ['assets/FaqPage.css'],
  },
  '_admin-table.js': { file: 'assets/admin-table.js' },
};
const modules = {
  'assets/index.js': ['reference-app/src/main.tsx'],
  'assets/shared.js': ['node_modules/react/index.js'],
  'assets/FaqPage.js': ['reference-app/src/pages/public/FaqPage.tsx'],
  'assets/admin-table.js': ['widgets/src/admin/AdminTable.tsx', 'widgets/src/ui/Table.tsx'],
};

// Incompressible content of a given size (a fixed pseudo-random sequence): its gzip is about as large.
function noise(bytes: number): Buffer {
  let state = 0x2545f491;
  return Buffer.from(
    Array.from({ length: bytes }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return state & 0xff;
    }),
  );
}

describe('weighPage', () => {
  it('adds up the gzip of every JavaScript and CSS file of the first load', () => {
    const files: Record<string, Buffer> = {
      'assets/index.js': Buffer.from('export const a = 1;'.repeat(50)),
      'assets/shared.js': Buffer.from('export const b = 2;'),
      'assets/index.css': Buffer.from('.a{color:red}'),
    };
    const weight = weighPage(manifest, modules, { path: '/', page: null }, (file) => files[file] as Buffer);
    const gz = (file: string) => gzipSync(files[file] as Buffer, { level: 9 }).length;
    expect(weight.files.js).toEqual(['assets/shared.js', 'assets/index.js']);
    expect(weight.jsBytes).toBe(gz('assets/index.js') + gz('assets/shared.js'));
    expect(weight.cssBytes).toBe(gz('assets/index.css'));
    expect(weight.problems).toEqual([]);
  });

  it('fails a page over the JavaScript budget, and one that loads admin code', () => {
    const weight = weighPage(
      manifest,
      modules,
      { path: '/faq', page: 'src/pages/public/FaqPage.tsx' },
      (file) => (file === 'assets/FaqPage.js' ? noise(budgets.jsBytes + 1000) : Buffer.from('x')),
      budgets,
    );
    expect(weight.jsBytes).toBeGreaterThan(budgets.jsBytes);
    expect(weight.privateModules).toEqual(['widgets/src/admin/AdminTable.tsx']);
    expect(weight.problems).toHaveLength(2);
    expect(weight.problems[0]).toMatch(/^JavaScript .* > 120\.0 kB$/);
    expect(weight.problems[1]).toBe('admin or account code: widgets/src/admin/AdminTable.tsx');
    expect(formatTable([weight])).toContain('OVER: JavaScript');
  });

  it('fails a page over the CSS budget', () => {
    const weight = weighPage(manifest, modules, { path: '/faq', page: 'src/pages/public/FaqPage.tsx' }, (file) =>
      file === 'assets/FaqPage.css' ? noise(budgets.cssBytes + 500) : Buffer.from('x'),
    );
    expect(weight.problems.some((problem) => problem.startsWith('CSS '))).toBe(true);
  });

  it('enforces issue 37’s budgets themselves, and passes a page just under them', () => {
    expect(enforced).toEqual({ jsBytes: 120_000, cssBytes: 20_000 });
    const atLimit = weighPage(manifest, modules, { path: '/', page: null }, (file) =>
      file === 'assets/index.js' ? noise(enforced.jsBytes - 2000) : Buffer.from('x'),
    );
    expect(atLimit.problems).toEqual([]);
  });
});
