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
