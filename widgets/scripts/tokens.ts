/**
 * Writes `src/styles/tokens.css` from the token table (`src/theme/tokens.ts`).
 * Run `pnpm --filter @propre/widgets tokens` after changing the table; a test fails on drift.
 */
import { writeFileSync } from 'node:fs';
import { renderTokensCss } from '../src/theme/tokens.ts';

const target = new URL('../src/styles/tokens.css', import.meta.url);
writeFileSync(target, renderTokensCss());
console.log(`wrote ${target.pathname}`);
