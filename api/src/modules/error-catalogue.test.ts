import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderErrorsDoc } from '../plugins/errors/errors-doc.ts';
import { errorCatalogue } from './error-catalogue.ts';

describe('docs/errors.md', () => {
  it('lists every code of the catalogue as it stands (regenerate with errors:doc)', () => {
    const committed = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderErrorsDoc(errorCatalogue));
  });

  it('gives every code a French and an English title and an HTTP error status', () => {
    for (const [code, definition] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^[a-z][a-z0-9_.]*$/);
      expect(definition.status).toBeGreaterThanOrEqual(400);
      expect(definition.title.fr.length, code).toBeGreaterThan(0);
      expect(definition.title.en.length, code).toBeGreaterThan(0);
    }
  });

  it('is where every refusal gets its status: only the places that pass on a code they did not choose build an AppError', () => {
    const source = new URL('../', import.meta.url);
    const building = readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
      .filter((path) => readFileSync(new URL(path, source), 'utf8').includes('new AppError('))
      .sort();
    expect(building).toEqual([
      // errorsOf itself, and the database's and Fastify's own errors translated to problems.
      'plugins/errors/app-error.ts',
      'plugins/errors/problem.ts',
      // A replayed answer keeps the code and status the first request got.
      'plugins/idempotency/idempotency.ts',
      // The refusal code is the rule's own (`rate_limited` unless the rule names another).
      'plugins/rate-limit/rate-limiter.ts',
    ]);
  });
});
