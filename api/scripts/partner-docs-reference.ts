// Writes the partners' documentation's reference (the embed's attributes, options, events,
// appearance variables and parts) from the widgets' source; with --check, fails when it is stale.
import { fileURLToPath } from 'node:url';
import { writeOrCheck } from './lib/generated-file.ts';
import { renderWidgetsReference } from './lib/widgets-reference.ts';

const target = fileURLToPath(new URL('../src/plugins/web/partner-docs/generated/widgets-reference.ts', import.meta.url));
writeOrCheck(target, renderWidgetsReference(), {
  file: 'api/src/plugins/web/partner-docs/generated/widgets-reference.ts',
  command: 'pnpm --filter @propre/api partners:doc',
});
