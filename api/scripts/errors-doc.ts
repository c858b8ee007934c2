// Writes docs/errors.md from the error catalogue; with --check, fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorCatalogue } from '../src/plugins/errors/catalogue.ts';
import { renderErrorsDoc } from '../src/plugins/errors/errors-doc.ts';

const target = fileURLToPath(new URL('../../docs/errors.md', import.meta.url));
const content = renderErrorsDoc(errorCatalogue);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== content) {
    process.stderr.write('docs/errors.md is stale: run `pnpm --filter @propre/api errors:doc` and commit it.\n');
    process.exit(1);
  }
} else {
  writeFileSync(target, content);
}
