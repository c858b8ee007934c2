import { readFileSync } from 'node:fs';
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
});
