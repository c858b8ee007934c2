import { describe, expect, it } from 'vitest';
import { reviewBackgroundPdf, reviewIdImage, reviewInsurancePdf } from '../story-support/fixtures/admin-review.ts';
import { nextSort, queueOrder, reasonProblem, sortDocuments } from './model.ts';

const names = (list: { cleaner: { name: string } }[]) => list.map((document) => document.cleaner.name);
const newestFirst = [reviewIdImage, reviewInsurancePdf, reviewBackgroundPdf];

describe('the review queue order', () => {
  it('puts the oldest waiting first by default, the newest first the other way', () => {
    expect(names(sortDocuments(newestFirst, queueOrder, 'fr'))).toEqual(['Éloïse Bergeron', 'Carlos Mendes', 'Nina Lavoie']);
    expect(names(sortDocuments(newestFirst, { key: 'uploaded', direction: 'descending' }, 'fr'))).toEqual([
      'Nina Lavoie',
      'Carlos Mendes',
      'Éloïse Bergeron',
    ]);
  });

  it('sorts names as the language does (É beside E), keeping the API order on ties', () => {
    expect(names(sortDocuments(newestFirst, { key: 'cleaner', direction: 'ascending' }, 'fr'))).toEqual([
      'Carlos Mendes',
      'Éloïse Bergeron',
      'Nina Lavoie',
    ]);
    const twice = [reviewIdImage, { ...reviewIdImage, id: 'vdoc_x' }];
    expect(sortDocuments(twice, { key: 'cleaner', direction: 'descending' }, 'en').map((d) => d.id)).toEqual([
      reviewIdImage.id,
      'vdoc_x',
    ]);
  });

  it('turns a sorted column around, and starts another ascending', () => {
    expect(nextSort(queueOrder, 'uploaded')).toEqual({ key: 'uploaded', direction: 'descending' });
    expect(nextSort({ key: 'uploaded', direction: 'descending' }, 'cleaner')).toEqual({ key: 'cleaner', direction: 'ascending' });
  });
});

describe('a rejection reason', () => {
  it('is required, 10 to 500 characters once trimmed', () => {
    expect(reasonProblem('   ')).toBe('required');
    expect(reasonProblem('  Floue    ')).toBe('short');
    expect(reasonProblem('x'.repeat(501))).toBe('long');
    expect(reasonProblem(' La photo est illisible. ')).toBeNull();
    expect(reasonProblem('x'.repeat(500))).toBeNull();
  });
});
