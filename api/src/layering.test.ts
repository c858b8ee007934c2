import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const biome = createRequire(join(root, 'package.json')).resolve('@biomejs/biome/bin/biome');
const run = promisify(execFile);

/**
 * The layering rule (ADR 0006) is the `noRestrictedImports` override of the repository's own
 * biome.json. Each case lays out a small tree with that exact configuration and lints it, as
 * `pnpm lint` does in CI.
 */
async function lint(files: Record<string, string>): Promise<{ code: number; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'propre-layering-'));
  created.push(dir);
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    const { stdout, stderr } = await run(process.execPath, [biome, 'lint', '--max-diagnostics=50', '.'], { cwd: dir });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
const created: string[] = [];
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

const area = { 'api/src/modules/bookings/bookings.errors.ts': 'export const bookingErrors = {};\n' };
const importing = (from: string) => `import { bookingErrors } from '${from}';\n\nexport const used = bookingErrors;\n`;

describe('layering: plugins, adapters and lib import nothing from the areas', () => {
  for (const layer of ['plugins/auth', 'adapters/payments', 'lib']) {
    it(`fails the lint when ${layer}/ imports from modules/`, async () => {
      const depth = layer.split('/').length + 1;
      const result = await lint({
        ...area,
        [`api/src/${layer}/probe.ts`]: importing(`${'../'.repeat(depth)}modules/bookings/bookings.errors.ts`),
      });
      expect(result.code).not.toBe(0);
      expect(result.output).toContain('lint/style/noRestrictedImports');
      expect(result.output).toContain(`api/src/${layer}/probe.ts`);
    });
  }

  it('fails the lint for a test file of a plugin too', async () => {
    const result = await lint({
      ...area,
      'api/src/plugins/web/probe.test.ts': importing('../../modules/bookings/bookings.errors.ts'),
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('lint/style/noRestrictedImports');
  });

  it('lets an area import from plugins, and a plugin from another plugin', async () => {
    const result = await lint({
      'api/src/plugins/errors/app-error.ts': 'export const errorsOf = 1;\n',
      'api/src/plugins/auth/probe.ts': "import { errorsOf } from '../errors/app-error.ts';\n\nexport const used = errorsOf;\n",
      'api/src/modules/bookings/probe.ts':
        "import { errorsOf } from '../../plugins/errors/app-error.ts';\n\nexport const used = errorsOf;\n",
    });
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.code).toBe(0);
  });
});

describe('layering: an area reaches another through its index.ts, entities and errors only', () => {
  const bookings = {
    'api/src/modules/bookings/index.ts': 'export const bookingsArea = 1;\n',
    'api/src/modules/bookings/bookings.entities.ts': 'export const Booking = 1;\n',
    'api/src/modules/bookings/bookings.errors.ts': 'export const bookingErrors = 1;\n',
    'api/src/modules/bookings/balance.ts': 'export const lockBooking = 1;\n',
    'api/src/modules/bookings/bookings.fixtures.ts': 'export const listedCleaner = 1;\n',
    'api/src/modules/bookings/bookings.seed.ts': 'export const seedOne = 1;\n',
    'api/src/plugins/errors/app-error.ts': 'export const errorsOf = 1;\n',
    'api/src/lib/tokens.ts': 'export const hashToken = 1;\n',
    'api/src/modules/payments/ledger.ts': 'export const createLedger = 1;\n',
  };
  const uses = (lines: string[]) => `${lines.join('\n')}\n`;
  /** Lints one probe file beside the bookings area; the lint must refuse it, naming it. */
  async function refused(path: string, lines: string[]): Promise<string> {
    const result = await lint({ ...bookings, [path]: uses(lines) });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('lint/style/noRestrictedImports');
    expect(result.output).toContain(path);
    return result.output;
  }

  it.each([
    ['a value', "import { lockBooking } from '../bookings/balance.ts';\n\nexport const used = lockBooking;"],
    ['a type', "import type { lockBooking } from '../bookings/balance.ts';\n\nexport type Used = typeof lockBooking;"],
    ['a re-export', "export { lockBooking } from '../bookings/balance.ts';"],
    [
      'a fixture outside tests',
      "import { listedCleaner } from '../bookings/bookings.fixtures.ts';\n\nexport const used = listedCleaner;",
    ],
  ])('fails the lint when an area reaches into another: %s', async (_, line) => {
    await refused('api/src/modules/payments/probe.ts', [line]);
  });

  it('fails the lint from a folder inside an area too', async () => {
    const output = await refused('api/src/modules/payments/webhooks/probe.ts', [
      "import { lockBooking } from '../../bookings/balance.ts';",
      "import { createLedger } from '../ledger.ts';",
      'export const used = [lockBooking, createLedger];',
    ]);
    // Only the reach into bookings: its own area's file is fine.
    expect(output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(1);
  });

  it('fails the lint when a test reaches another area past its fixtures', async () => {
    await refused('api/src/modules/payments/probe.test.ts', [
      "import { lockBooking } from '../bookings/balance.ts';",
      'export const used = lockBooking;',
    ]);
  });

  it("lets an area import another's index, entities and errors, its own files, plugins and lib", async () => {
    const result = await lint({
      ...bookings,
      'api/src/modules/payments/probe.ts': uses([
        "import { bookingsArea } from '../bookings/index.ts';",
        "import { Booking } from '../bookings/bookings.entities.ts';",
        "import { bookingErrors } from '../bookings/bookings.errors.ts';",
        "import { createLedger } from './ledger.ts';",
        "import { errorsOf } from '../../plugins/errors/app-error.ts';",
        "import { hashToken } from '../../lib/tokens.ts';",
        'export const used = [bookingsArea, Booking, bookingErrors, createLedger, errorsOf, hashToken];',
      ]),
      'api/src/modules/payments/webhooks/probe.ts': uses([
        "import { bookingsArea } from '../../bookings/index.ts';",
        "import { createLedger } from '../ledger.ts';",
        "import { errorsOf } from '../../../plugins/errors/app-error.ts';",
        'export const used = [bookingsArea, createLedger, errorsOf];',
      ]),
    });
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.code).toBe(0);
  });

  it("lets tests, fixtures and seeds use another area's fixtures and seeds", async () => {
    const reach = uses([
      "import { listedCleaner } from '../bookings/bookings.fixtures.ts';",
      "import { seedOne } from '../bookings/bookings.seed.ts';",
      'export const used = [listedCleaner, seedOne];',
    ]);
    const result = await lint({
      ...bookings,
      'api/src/modules/payments/probe.test.ts': reach,
      'api/src/modules/payments/payments.fixtures.ts': reach,
      'api/src/modules/payments/payments.seed.ts': reach,
    });
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.code).toBe(0);
  });
});
