import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import { createProperty, firstSuggestion, minimalFields, patchProperty, plateau, postProperty } from './properties.fixtures.ts';
import { createSuggestionSigner } from './suggestion-token.ts';

const t = useTestApp();
const withoutPostalCode = '123 rue Saint-Denis, Montréal';

let shared: Promise<Awaited<ReturnType<typeof signUp>>> | undefined;

/** Creates at the first suggestion for `q` with the given changes to the body, for one client of this file. */
async function createAt(q: string, change: Record<string, unknown> = {}, language = 'fr') {
  shared ??= signUp(t);
  const client = await shared;
  const suggestion = await firstSuggestion(t, client, q);
  const body = {
    addressSuggestionId: suggestion.suggestionId,
    streetAddress: suggestion.streetAddress,
    ...minimalFields(),
    ...change,
  };
  const res = await postProperty(t, client, body, language);
  return { res, suggestion };
}

function problemOf(res: { statusCode: number; json(): { code: string; errors?: Array<{ pointer: string }> } }) {
  return [res.statusCode, res.json().code, res.json().errors?.map((e) => e.pointer)];
}

/** The real signing key, read from the database, to build ids the server did not suggest. */
async function realKey(): Promise<Buffer> {
  const [row] = await query<{ secret: string }>(t.app.propre.db.orm.em.fork(), 'select secret from property_address_key');
  if (!row) throw new Error('no key yet: ask for a suggestion first');
  return Buffer.from(row.secret, 'base64url');
}

describe('property address: postal codes', () => {
  it('takes the postal code from the suggestion, or from the body when the suggestion has none', async () => {
    const fromSuggestion = await createAt(plateau);
    expect(fromSuggestion.res.json().address.postalCode).toBe('H2X 1K4');
    for (const typed of ['h2x1k4', 'H2X1K4', 'h2x 1k4']) {
      const { res } = await createAt(withoutPostalCode, { postalCode: typed });
      expect([typed, res.statusCode, res.json().address?.postalCode]).toEqual([typed, 201, 'H2X 1K4']);
    }
  });

  it('accepts Quebec postal codes starting with G, H or J', async () => {
    const cases = [
      ['12 rue Saint-Jean, Québec G1R 1N4', 'Québec'],
      ['45 rue Principale, St-Jérôme J7Z 1X1', 'Saint-Jérôme'],
      ['12 boul. des Laurentides, Laval H7G 2T6', 'Laval'],
    ];
    for (const [q, city] of cases) {
      const { res } = await createAt(q ?? '');
      expect([q, res.statusCode, res.json().address?.city]).toEqual([q, 201, city]);
    }
  });

  it('refuses malformed postal codes, D, F, I, O, Q and U anywhere, W and Z first (validation_failed)', async () => {
    for (const code of [
      'D2X 1K4',
      'F2X 1K4',
      'I2X 1K4',
      'O2X 1K4',
      'Q2X 1K4',
      'U2X 1K4',
      'W2X 1K4',
      'Z2X 1K4',
      'H2D 1K4',
      'H2X 1O4',
      'H2X1K',
      'H2X  1K4',
      '123456',
    ]) {
      const { res } = await createAt(withoutPostalCode, { postalCode: code });
      expect([code, ...problemOf(res)]).toEqual([code, 400, 'validation_failed', ['/body/postalCode']]);
    }
  });

  it('refuses a postal code outside Quebec (invalid_address)', async () => {
    for (const code of ['M5V 2T6', 'K1A 0B1', 'T2P 1J9', 'A1A 1A1', 'E1C 4M3']) {
      const { res } = await createAt(withoutPostalCode, { postalCode: code }, 'en');
      expect([code, ...problemOf(res)]).toEqual([code, 422, 'invalid_address', ['/body/postalCode']]);
      expect(res.json().detail).toBe('This postal code is not in Quebec: Quebec postal codes start with G, H or J.');
    }
  });

  it('needs a postal code, and one that agrees with the suggestion', async () => {
    const missing = await createAt(withoutPostalCode);
    expect(problemOf(missing.res)).toEqual([422, 'invalid_address', ['/body/postalCode']]);
    const differs = await createAt(plateau, { postalCode: 'H2X 1K5' });
    expect(problemOf(differs.res)).toEqual([422, 'invalid_address', ['/body/postalCode']]);
    const same = await createAt(plateau, { postalCode: 'h2x1k4' });
    expect(same.res.statusCode).toBe(201);
  });
});

describe('property address: only from a suggestion', () => {
  it('keeps the street as the client writes it, but refuses another street', async () => {
    const restyled = await createAt(plateau, { streetAddress: '123  Rue St-Denis' });
    expect(restyled.res.json().address.streetAddress).toBe('123 Rue St-Denis');
    for (const other of ['125 rue Saint-Denis', '123 rue Saint-Hubert', '123 rue Saint-Denis Est']) {
      const { res } = await createAt(plateau, { streetAddress: other });
      expect([other, ...problemOf(res)]).toEqual([other, 422, 'invalid_address', ['/body/streetAddress']]);
    }
  });

  it('refuses an altered suggestion id, one signed with another key, and one naming no known place', async () => {
    const client = await signUp(t);
    const suggestion = await firstSuggestion(t, client, plateau);
    const [payload = '', mac = ''] = suggestion.suggestionId.split('.');
    const swap = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const body = (addressSuggestionId: string) => ({
      addressSuggestionId,
      streetAddress: suggestion.streetAddress,
      ...minimalFields(),
    });

    const lenient = Buffer.from(JSON.stringify([1, suggestion.placeId, '999 rue Saint-Denis', 'H2X 1K4'])).toString('base64url');
    const otherKey = createSuggestionSigner(async () => Buffer.alloc(32, 7));
    const signer = createSuggestionSigner(realKey);
    const forged = [
      `${swap(payload, 5)}.${mac}`,
      `${payload}.${swap(mac, 10)}`,
      `${lenient}.${mac}`,
      await otherKey.sign({ placeId: suggestion.placeId, streetAddress: suggestion.streetAddress, postalCode: 'H2X 1K4' }),
      await signer.sign({ placeId: '999999999', streetAddress: suggestion.streetAddress, postalCode: 'H2X 1K4' }),
    ];
    for (const id of forged) {
      const res = await postProperty(t, client, body(id), 'en');
      expect([id, ...problemOf(res)]).toEqual([id, 422, 'invalid_address', ['/body/addressSuggestionId']]);
      expect(res.json().detail).toBe('Choose the address from the suggestions.');
    }
    // The real key does sign what the server would have suggested.
    const genuine = await signer.sign({
      placeId: suggestion.placeId,
      streetAddress: suggestion.streetAddress,
      postalCode: 'H2X 1K4',
    });
    expect(genuine).toBe(suggestion.suggestionId);
    expect((await postProperty(t, client, body('not-a-suggestion'))).statusCode).toBe(400);
  });
});

describe('property address: update', () => {
  it('moves a property only with a new suggestion', async () => {
    const client = await signUp(t);
    const property = await createProperty(t, client);
    for (const change of [{ streetAddress: '125 rue Saint-Denis' }, { postalCode: 'H2X 1K5' }]) {
      const res = await patchProperty(t, client, property.id, change);
      expect(problemOf(res)).toEqual([422, 'invalid_address', ['/body/addressSuggestionId']]);
    }
    const elsewhere = await firstSuggestion(t, client, '45 rue Principale, St-Jérôme J7Z 1X1');
    const moved = await patchProperty(t, client, property.id, { addressSuggestionId: elsewhere.suggestionId, name: 'Chalet' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      name: 'Chalet',
      address: { streetAddress: '45 rue Principale', city: 'Saint-Jérôme', postalCode: 'J7Z 1X1', province: 'QC' },
      placeId: elsewhere.placeId,
    });
    expect(moved.json().latitude).not.toBe(property.latitude);
  });

  it('applies the rules of creation to the new address', async () => {
    const client = await signUp(t);
    const property = await createProperty(t, client);
    const noCode = await firstSuggestion(t, client, '45 rue Principale, St-Jérôme');
    const missing = await patchProperty(t, client, property.id, { addressSuggestionId: noCode.suggestionId });
    expect(problemOf(missing)).toEqual([422, 'invalid_address', ['/body/postalCode']]);
    const outside = await patchProperty(t, client, property.id, {
      addressSuggestionId: noCode.suggestionId,
      postalCode: 'K1A 0B1',
    });
    expect(problemOf(outside)).toEqual([422, 'invalid_address', ['/body/postalCode']]);
    const street = await patchProperty(t, client, property.id, {
      addressSuggestionId: noCode.suggestionId,
      postalCode: 'J7Z 1X1',
      streetAddress: '47 rue Principale',
    });
    expect(problemOf(street)).toEqual([422, 'invalid_address', ['/body/streetAddress']]);
    const ok = await patchProperty(t, client, property.id, { addressSuggestionId: noCode.suggestionId, postalCode: 'j7z1x1' });
    expect(ok.json().address).toEqual({
      streetAddress: '45 rue Principale',
      city: 'Saint-Jérôme',
      province: 'QC',
      postalCode: 'J7Z 1X1',
      country: 'CA',
    });
  });
});
