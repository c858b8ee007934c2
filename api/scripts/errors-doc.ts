// Writes docs/errors.md from the error catalogue; with --check, fails when it is stale.
import { fileURLToPath } from 'node:url';
import { errorCatalogue } from '../src/modules/error-catalogue.ts';
import { renderErrorsDoc } from '../src/plugins/errors/errors-doc.ts';
import { writeOrCheck } from './lib/generated-file.ts';

const target = fileURLToPath(new URL('../../docs/errors.md', import.meta.url));
const content = renderErrorsDoc(errorCatalogue);
writeOrCheck(target, content, { file: 'docs/errors.md', command: 'pnpm --filter @propre/api errors:doc' });
