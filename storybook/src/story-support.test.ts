import { describe, expect, it } from 'vitest';
import {
  authSession,
  type CleanerSearchPage,
  citiesStartingWithMont,
  cleaners,
  emptyResults,
  fieldError,
  InvalidMockBodyError,
  james,
  laval,
  longueuil,
  marie,
  mockOperation,
  montreal,
  montrealFirstPage,
  montrealResults,
  newcomer,
  noCities,
  noResults,
  problemBody,
  quebec,
  searchResult,
  sophieAccount,
  validateMockBody,
} from '../../widgets/src/story-support/index.ts';

describe('fixtures', () => {
  const pages: [string, CleanerSearchPage][] = [
    ['montrealResults', montrealResults],
    ['montrealFirstPage', montrealFirstPage],
    ['noResults', noResults],
    ['emptyResults', emptyResults],
    ...Object.entries(cleaners).map(([name, cleaner]): [string, CleanerSearchPage] => [
      `searchResult(${name})`,
      { items: [searchResult(cleaner)], nextCursor: null, suggestions: null },
    ]),
  ];
  it.each(pages)('search page %s matches search.findCleaners 200', (_name, page) => {
    expect(validateMockBody('search.findCleaners', 200, page)).toEqual([]);
  });

  it.each([
    ['marie', marie],
    ['james', james],
    ['sophie', sophieAccount],
    ['newcomer', newcomer],
  ])('user %s matches users.getMe 200', (_name, user) => {
    expect(validateMockBody('users.getMe', 200, user)).toEqual([]);
  });

  it.each([
    ['citiesStartingWithMont', citiesStartingWithMont],
    ['noCities', noCities],
    ['every demo city', { items: [montreal, quebec, laval, longueuil] }],
  ])('city list %s matches places.searchCities 200', (_name, list) => {
    expect(validateMockBody('places.searchCities', 200, list)).toEqual([]);
  });

  it('auth sessions match auth.login and auth.signIn 200', () => {
    expect(validateMockBody('auth.login', 200, authSession())).toEqual([]);
    expect(validateMockBody('auth.signIn', 200, authSession(james, true))).toEqual([]);
  });

  it('problem bodies match the contract, with field errors and without', () => {
    expect(validateMockBody('auth.login', 401, problemBody('invalid_credentials', 401))).toEqual([]);
    const invalid = problemBody('validation_failed', 400, { errors: [fieldError('email', 'format', 'Adresse invalide')] });
    expect(validateMockBody('auth.login', 400, invalid)).toEqual([]);
    expect(validateMockBody('search.findCleaners', 500, problemBody('internal_error', 500, { detail: 'Oups' }))).toEqual([]);
  });
});

describe('the validator refuses what the contract does not allow', () => {
  it('reports a missing required field and a wrong type', () => {
    const errors = validateMockBody('search.findCleaners', 200, { items: 'none', nextCursor: null });
    expect(errors).toContain("(body) must have required property 'suggestions'");
    expect(errors).toContain('/items must be array');
  });

  it('checks formats and patterns the TypeScript types cannot', () => {
    expect(validateMockBody('users.getMe', 200, { ...marie, email: 'pas-une-adresse' })).toContain(
      '/email must match format "email"',
    );
    expect(validateMockBody('users.getMe', 200, { ...marie, id: 'user-1' })).toEqual([
      '/id must match pattern "^usr_[0-9a-z]{26}$"',
    ]);
  });

  it('refuses a body for a status without one, and unknown statuses', () => {
    expect(validateMockBody('users.deleteMe', 204, { ok: true })).toEqual(['users.deleteMe 204 has no body in the contract']);
    expect(validateMockBody('users.deleteMe', 204, undefined)).toEqual([]);
    expect(() => validateMockBody('users.getMe', 404, {})).toThrow('lists no 404 answer');
  });
});

describe('mockOperation', () => {
  it('throws InvalidMockBodyError when building a handler with a body the contract refuses', () => {
    const build = () =>
      mockOperation('search.findCleaners', {
        status: 200,
        // A story author's slip the types would catch; the cast stands for a fixture typed too loosely.
        body: { ...montrealResults, items: [{ ...montrealResults.items[0], scores: { overall: 2 } }] } as never,
      });
    expect(build).toThrow(InvalidMockBodyError);
    expect(build).toThrow(/\/items\/0\/scores must have required property 'rating'/);
  });

  it('refuses a problem whose code breaks the pattern', () => {
    expect(() => mockOperation('auth.login', { status: 401, body: problemBody('Invalid Credentials', 401) })).toThrow(
      /\/code must match pattern/,
    );
  });

  it('answers with the contract path, media type and request id', async () => {
    const handler = mockOperation('cleaners.getProfile', {
      status: 404,
      body: problemBody('cleaner_not_found', 404),
      baseUrl: 'http://localhost:3000',
    });
    expect(handler.info.method).toBe('GET');
    expect(handler.info.path).toBe('http://localhost:3000/api/cleaners/:slug');
    const result = await handler.run({
      request: new Request('http://localhost:3000/api/cleaners/sophie-gagnon'),
      requestId: 'r1',
    });
    expect(result?.response?.status).toBe(404);
    expect(result?.response?.headers.get('content-type')).toBe('application/problem+json');
    expect(result?.response?.headers.get('x-request-id')).toBe('req_01jd0v3v4m7q8r9s0t1u2v3w4x');
    expect(await result?.response?.json()).toMatchObject({ code: 'cleaner_not_found', status: 404 });
  });

  it('answers 204 without a body', async () => {
    const handler = mockOperation('users.deleteMe', { status: 204, baseUrl: 'http://localhost' });
    expect(handler.info.method).toBe('DELETE');
    const result = await handler.run({
      request: new Request('http://localhost/api/users/me', { method: 'DELETE' }),
      requestId: 'r2',
    });
    expect(result?.response?.status).toBe(204);
    expect(await result?.response?.text()).toBe('');
  });
});
