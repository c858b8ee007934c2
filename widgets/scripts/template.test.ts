import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTemplate } from './template.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the shared folders and one entry `probe`, with `files` written over the good probe. */
function treeWithProbe(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'propre-template-'));
  made.push(dir);
  const good: Record<string, string> = {
    'probe/index.ts': "import './probe.css';\nexport { Probe } from './widgets.ts';\n",
    'probe/widgets.ts':
      "import { defineWidget } from '../ui/define-widget.tsx';\nimport { probeTexts } from './texts.ts';\nexport const Probe = defineWidget({ name: 'Probe', texts: probeTexts, load: () => import('./ProbeView.tsx').then((m) => m.ProbeView) });\n",
    'probe/ProbeView.tsx':
      "import { usePart } from '../ui/part.ts';\nimport type { ProbePart } from './parts.ts';\nexport function ProbeView() {\n  const part = usePart<ProbePart>('probe');\n  return <p {...part('root')}>probe</p>;\n}\n",
    'probe/parts.ts': "export const probeParts = ['root'] as const;\nexport type ProbePart = (typeof probeParts)[number];\n",
    'probe/texts.ts':
      "import { defineTexts } from '../i18n/entry-texts.ts';\nexport const probeTexts = defineTexts('probe', { fr: () => import('./texts/fr.json'), en: () => import('./texts/en.json') });\n",
    'probe/texts/fr.json': '{}\n',
    'probe/texts/en.json': '{}\n',
    'probe/probe.css':
      '@layer propre {\n  .propre-probe__root { display: grid; }\n  @container (min-width: 40rem) { .propre-probe__root { gap: 1rem; } }\n}\n',
    'probe/Probe.stories.tsx': 'export default {};\n',
    'other/index.ts': 'export const other = 1;\n',
    'other/inside.ts': 'export const inside = 2;\n',
  };
  for (const [path, text] of Object.entries({ ...good, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  for (const shared of ['ui', 'i18n', 'context', 'forms', 'theme'])
    cpSync(join(src, shared), join(dir, shared), { recursive: true });
  return dir;
}

const probeOnly = (problems: string[]) => problems.filter((line) => line.startsWith('probe:'));

describe('the widget template', () => {
  it('holds for every entry of @propre/widgets', () => {
    expect(checkTemplate(src)).toEqual([]);
  });

  it('holds for a probe entry built on it', () => {
    expect(probeOnly(checkTemplate(treeWithProbe({}), ['other']))).toEqual([]);
  });

  const breaks: [string, Record<string, string>, RegExp][] = [
    ['a missing parts.ts', { 'probe/parts.ts': '' }, /parts\.ts does not export probeParts/],
    [
      'a reach into another entry',
      { 'probe/uses.ts': "export { inside } from '../other/inside.ts';\n" },
      /imports \.\.\/other\/inside\.ts/,
    ],
    [
      'a hand-written data-part',
      { 'probe/Raw.tsx': 'export const Raw = () => <p data-part="raw" />;\n' },
      /writes data-part by hand/,
    ],
    [
      'a lazy wrapper of its own',
      { 'probe/Lazy.tsx': "import { lazy } from 'react';\nexport const L = lazy(() => import('./ProbeView.tsx'));\n" },
      /loads lazily by itself/,
    ],
    [
      'a class outside the convention',
      { 'probe/probe.css': '@layer propre {\n  .probe-root { color: red; }\n}\n' },
      /styles \.probe-root/,
    ],
    [
      'a @media layout',
      { 'probe/probe.css': '@layer propre {\n  @media (min-width: 40rem) { .propre-probe__root { gap: 1rem; } }\n}\n' },
      /@media/,
    ],
    [
      'texts under another namespace',
      { 'probe/texts.ts': "defineTexts('common', {});\n" },
      /does not define the 'probe' namespace/,
    ],
    ['no View', { 'probe/ProbeView.tsx': '', 'probe/Probe.tsx': 'export const P = 1;\n' }, /no props-only View/],
  ];
  for (const [what, files, expected] of breaks) {
    it(`fails on a probe entry with ${what}`, () => {
      const dir = treeWithProbe(files);
      if (what === 'no View') rmSync(join(dir, 'probe/ProbeView.tsx'));
      expect(probeOnly(checkTemplate(dir, ['other'])).join('\n')).toMatch(expected);
    });
  }

  it('fails when ui/ imports the provider', () => {
    const dir = treeWithProbe({ 'ui/Bad.tsx': "export { PropreProvider } from '../provider/index.ts';\n" });
    expect(checkTemplate(dir, ['probe', 'other'])).toContain('ui/Bad.tsx imports ../provider/index.ts (read context/ instead)');
  });
});
