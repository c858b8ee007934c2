// Bundles the split contract into generated/openapi.json and derives the TypeScript types
// from it; bundles the socket protocol (asyncapi.yaml, AsyncAPI 3, whose frames are the same
// schema files) into generated/asyncapi.json. With --check, writes nothing and exits 1 when
// the committed files are stale. `pnpm contract:lint` validates both documents.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const generated = join(root, 'generated');
const check = process.argv.includes('--check');

function bundle(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'propre-openapi-'));
  try {
    const out = join(dir, 'bundle.json');
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'bundle', source, '--output', out, '--ext', 'json'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    // Re-serialise so the committed file has a stable, diff-friendly shape.
    return `${JSON.stringify(JSON.parse(readFileSync(out, 'utf8')), null, 2)}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function types(specJson: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(specJson), {
    alphabetize: true,
    exportType: false,
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    // A property with a default is optional for callers, even though the server fills it in.
    defaultNonNullable: false,
  });
  const header = '// Generated from openapi.json by scripts/generate.ts. Do not edit.\n\n';
  return header + astToString(ast);
}

const specJson = bundle('openapi.yaml');
const outputs: Record<string, string> = {
  'openapi.json': specJson,
  'types.d.ts': await types(specJson),
  'asyncapi.json': bundle('asyncapi.yaml'),
};

if (check) {
  const stale = Object.entries(outputs).filter(([name, content]) => {
    try {
      return readFileSync(join(generated, name), 'utf8') !== content;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(
      `Stale generated contract files: ${stale.map(([n]) => `openapi/generated/${n}`).join(', ')}.\nRun \`pnpm contract:build\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('Generated contract files are up to date.');
} else {
  for (const [name, content] of Object.entries(outputs)) writeFileSync(join(generated, name), content);
  console.log(
    `Wrote ${Object.keys(outputs)
      .map((n) => `generated/${n}`)
      .join(', ')}.`,
  );
}
