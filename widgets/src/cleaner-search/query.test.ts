import { describe, expect, test } from 'vitest';
import {
  activeFilterCount,
  normalizeQuery,
  queryFromSearchParams,
  queryIdentity,
  queryToSearchParams,
  withoutFilters,
} from './query.ts';

describe('search query', () => {
  test('empty values, false boxes and the default order are left out', () => {
    expect(normalizeQuery({ city: '  Laval ', verified: false, pets: [], sort: 'recommended', serviceType: undefined })).toEqual({
      city: 'Laval',
    });
    expect(normalizeQuery({ city: '   ' })).toEqual({});
  });

  test('the address bar round trip keeps every filter, pets as repeated names', () => {
    const query = normalizeQuery({
      city: 'Québec',
      serviceType: 'deep',
      minRating: 4.5,
      experienceLevel: 'expert',
      date: '2030-06-14',
      gender: 'female',
      ecoCertified: true,
      verified: true,
      pets: ['cats', 'dogs'],
      sort: 'price',
    });
    const params = queryToSearchParams(query);
    expect(params.getAll('pets')).toEqual(['cats', 'dogs']);
    expect(params.has('verified')).toBe(true);
    expect(queryFromSearchParams(new URLSearchParams(params.toString()))).toEqual(query);
  });

  test('values the contract does not know are dropped, not sent', () => {
    const params = new URLSearchParams(
      'city=Laval&serviceType=windows&gender=robot&sort=cheapest&pets=fish&minRating=abc&verified=yes',
    );
    expect(queryFromSearchParams(params)).toEqual({ city: 'Laval' });
  });

  test('counting and clearing filters keep the place and the order', () => {
    const query = { city: 'Laval', sort: 'rating' as const, verified: true, pets: ['cats' as const], availableSoon: true };
    expect(activeFilterCount(query)).toBe(3);
    expect(withoutFilters(query)).toEqual({ city: 'Laval', sort: 'rating' });
  });

  test('the same search written in another order is the same search', () => {
    expect(queryIdentity({ city: 'Laval', verified: true })).toBe(queryIdentity({ verified: true, city: 'Laval' }));
    expect(queryIdentity({ city: 'Laval' })).not.toBe(queryIdentity({ city: 'Lévis' }));
  });
});
