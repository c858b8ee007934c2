import { describe, expect, it } from 'vitest';
import type { DocumentStatus, DocumentType } from './verification.entities.ts';
import { deriveVerificationStatus } from './verification.status.ts';

// Ids sort in upload order, as newId's do.
const docs = (...list: Array<[DocumentType, DocumentStatus]>) =>
  list.map(([type, status], i) => ({ id: `vdoc_${String(i).padStart(26, '0')}`, type, status }));

describe('deriveVerificationStatus', () => {
  it.each([
    ['no documents', docs(), 'unverified'],
    ['only insurance and certification', docs(['insurance', 'pending'], ['certification', 'approved']), 'unverified'],
    ['an id waiting', docs(['id', 'pending']), 'pending'],
    ['an approved id and background check', docs(['id', 'approved'], ['background_check', 'approved']), 'verified'],
    [
      'verified, whatever came later',
      docs(['id', 'approved'], ['background_check', 'approved'], ['id', 'rejected'], ['background_check', 'pending']),
      'verified',
    ],
    ['the latest id rejected', docs(['id', 'pending'], ['id', 'rejected']), 'rejected'],
    ['a rejected id replaced by one waiting', docs(['id', 'rejected'], ['id', 'pending']), 'pending'],
    [
      'an approved id, the latest background check rejected',
      docs(['id', 'approved'], ['background_check', 'rejected']),
      'rejected',
    ],
    ['an approved id and nothing else to review', docs(['id', 'approved']), 'unverified'],
    ['an approved id, a rejected insurance', docs(['id', 'approved'], ['insurance', 'rejected']), 'unverified'],
    ['an approved background check, an id waiting', docs(['background_check', 'approved'], ['id', 'pending']), 'pending'],
  ] as const)('%s → %s', (_name, documents, expected) => {
    expect(deriveVerificationStatus(documents)).toBe(expected);
  });

  it('takes the latest by id, not by position', () => {
    const uploadOrder = docs(['id', 'rejected'], ['id', 'pending']);
    expect(deriveVerificationStatus(uploadOrder.toReversed())).toBe('pending');
    expect(deriveVerificationStatus(docs(['id', 'pending'], ['id', 'rejected']).toReversed())).toBe('rejected');
  });
});
