/**
 * Empties dist/ before a build. tsup's own `clean` would race: the JavaScript and the stylesheet
 * are two builds running side by side, and one would delete what the other just wrote.
 */
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
