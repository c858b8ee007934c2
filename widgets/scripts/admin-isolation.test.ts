import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCodeReached, reachedFrom } from './admin-isolation.ts';
import { widgetEntries } from './entries.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('a partner never loads admin code', () => {
  it('no entry a partner imports reaches the admin console’s files, statically or lazily', () => {
    const entries = widgetEntries(src);
    expect(entries.filter((e) => e.startsWith('admin')).length).toBeGreaterThanOrEqual(6);
    expect(adminCodeReached(src, entries)).toEqual({});
  });

  it('the walk follows lazy imports and re-exports (a probe that reaches admin code is found)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'propre-isolation-'));
    made.push(dir);
    const files: Record<string, string> = {
      'booking/index.ts': "export { Booking } from './widgets.ts';\n",
      'booking/widgets.ts': "export const Booking = () => import('./Booking.tsx');\n",
      'booking/Booking.tsx': "import { AdminLink } from '../admin/index.ts';\nexport const x = AdminLink;\n",
      'admin/index.ts': "export { AdminLink } from './AdminLink.tsx';\n",
      'admin/AdminLink.tsx': 'export const AdminLink = 1;\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    expect(reachedFrom(dir, 'booking')).toContain('admin/AdminLink.tsx');
    expect(adminCodeReached(dir, ['admin', 'booking'])).toEqual({ booking: ['admin/index.ts', 'admin/AdminLink.tsx'] });
  });
});
