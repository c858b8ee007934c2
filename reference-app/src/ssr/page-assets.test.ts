import { describe, expect, it } from 'vitest';
import { type Manifest, pageAssets, pageAssetTags, scriptsAtLowPriority } from './page-assets.ts';

// A build in small: the entry with two shared chunks, one page sharing a chunk with the entry
// and bringing its own, and a page that only the admin console loads.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/pages/cleaners/CleanersPage.tsx', 'src/pages/admin/AdminPage.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  '_search.js': { file: 'assets/search.js', imports: ['_shared.js'], css: ['assets/search.css'] },
  'src/pages/cleaners/CleanersPage.tsx': {
    file: 'assets/CleanersPage.js',
    src: 'src/pages/cleaners/CleanersPage.tsx',
    isDynamicEntry: true,
    imports: ['_search.js', 'index.html'],
    css: ['assets/CleanersPage.css'],
  },
  'src/pages/admin/AdminPage.tsx': {
    file: 'assets/AdminPage.js',
    src: 'src/pages/admin/AdminPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/AdminPage.css'],
  },
};

describe('pageAssets', () => {
  it('is the entry and its static imports, imports first, for a page in the entry', () => {
    expect(pageAssets(manifest, [])).toEqual({
      js: ['assets/react.js', 'assets/shared.js', 'assets/index.js'],
      css: ['assets/shared.css', 'assets/index.css'],
    });
  });

  it("adds the route's lazy chunk and its own imports, each file once, never another route's", () => {
    expect(pageAssets(manifest, ['src/pages/cleaners/CleanersPage.tsx'])).toEqual({
      js: ['assets/react.js', 'assets/shared.js', 'assets/index.js', 'assets/search.js', 'assets/CleanersPage.js'],
      css: ['assets/shared.css', 'assets/index.css', 'assets/search.css', 'assets/CleanersPage.css'],
    });
  });

  it('says which chunk is missing rather than weighing less', () => {
    expect(() => pageAssets(manifest, ['src/pages/Gone.tsx'])).toThrow('src/pages/Gone.tsx');
  });
});

describe('pageAssetTags', () => {
  it("links the page's CSS and preloads its code, leaving the entry's to index.html", () => {
    expect(
      pageAssetTags(manifest, ['src/pages/cleaners/CleanersPage.tsx'])
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/search.css">',
      '<link rel="stylesheet" crossorigin href="/assets/CleanersPage.css">',
      '<link rel="modulepreload" crossorigin href="/assets/search.js">',
      '<link rel="modulepreload" crossorigin href="/assets/CleanersPage.js">',
    ]);
  });

  it('adds nothing for a page in the entry, or without a build (tests, development)', () => {
    expect(pageAssetTags(manifest, [])).toBe('');
    expect(pageAssetTags({}, ['src/pages/cleaners/CleanersPage.tsx'])).toBe('');
  });
});

describe('scriptsAtLowPriority', () => {
  it('asks for the entry and every preloaded module at low priority, and leaves stylesheets alone', () => {
    const head = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<link rel="modulepreload" fetchpriority="high" href="/assets/b.js">',
    ].join('');
    expect(scriptsAtLowPriority(head)).toBe(
      [
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index.css">',
        '<link rel="modulepreload" fetchpriority="high" href="/assets/b.js">',
      ].join(''),
    );
  });
});
