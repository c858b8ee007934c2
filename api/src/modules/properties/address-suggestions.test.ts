import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { createAdmin, signUp } from '../../../test/factories.ts';
import { type AddressSuggestionDto, suggest } from './properties.fixtures.ts';

const t = useTestApp();

async function readings(q: string): Promise<AddressSuggestionDto[]> {
  const client = await signUp(t);
  const res = await suggest(t, client, q);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().items;
}

async function refusal(q: string, language = 'fr') {
  const client = await signUp(t);
  const res = await suggest(t, client, q, language);
  return { status: res.statusCode, code: res.json().code as string, detail: res.json().detail as string };
}

const cityAndStreet = (items: AddressSuggestionDto[]) => items.map((s) => [s.streetAddress, s.city, s.postalCode]);

describe('address suggestions: readings', () => {
  it('reads street, city and postal code, normalised, with a signed id', async () => {
    const [first, ...others] = await readings('123 rue Saint-Denis, Montréal h2x1k4');
    expect(first).toMatchObject({
      label: '123 rue Saint-Denis, Montréal (Québec) H2X 1K4',
      streetAddress: '123 rue Saint-Denis',
      city: 'Montréal',
      cityEn: 'Montreal',
      region: { id: '06', name: 'Montréal', nameEn: 'Montreal' },
      province: 'QC',
      postalCode: 'H2X 1K4',
      country: 'CA',
    });
    expect(first?.placeId).toMatch(/^\d+$/);
    expect(first?.suggestionId).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    // Names that start the same follow: Montréal-Ouest, Montréal-Est.
    expect(others.map((s) => s.city)).toEqual(['Montréal-Ouest', 'Montréal-Est']);
  });

  it('gives the same id for the same address, and another for another street', async () => {
    const [a] = await readings('123 rue Saint-Denis, Montréal H2X 1K4');
    const [b] = await readings('123   rue Saint-Denis ,  Montréal  H2X 1K4');
    const [c] = await readings('125 rue Saint-Denis, Montréal H2X 1K4');
    expect(a?.suggestionId).toBe(b?.suggestionId);
    expect(c?.suggestionId).not.toBe(a?.suggestionId);
  });

  it('works without a postal code, and leaves a postal code being typed out', async () => {
    expect(cityAndStreet(await readings('123 rue Saint-Denis, Montréal'))[0]).toEqual(['123 rue Saint-Denis', 'Montréal', null]);
    expect(cityAndStreet(await readings('123 rue Saint-Denis, Montréal H2X'))[0]).toEqual([
      '123 rue Saint-Denis',
      'Montréal',
      null,
    ]);
  });

  it('ignores accents, case and hyphens in the city', async () => {
    expect((await readings('1500 rue des Forges, trois rivieres'))[0]?.city).toBe('Trois-Rivières');
    expect((await readings('10 rue Principale, LEVIS G6V 1A1'))[0]?.city).toBe('Lévis');
  });

  it('reads St-, Ste- and St. as Saint and Sainte', async () => {
    expect(cityAndStreet(await readings('45 rue Principale, St-Jérôme J7Z 1X1'))).toEqual([
      ['45 rue Principale', 'Saint-Jérôme', 'J7Z 1X1'],
    ]);
    expect((await readings('8 rue Lajeunesse, St. Jerome'))[0]?.city).toBe('Saint-Jérôme');
    expect((await readings('300 boulevard Armand-Frappier, Ste-Julie'))[0]?.city).toBe('Sainte-Julie');
  });

  it('knows English city names, and Quebec or QC as the province', async () => {
    expect(cityAndStreet(await readings('1000 Sherbrooke St W, Montreal QC H3A 1B9'))[0]).toEqual([
      '1000 Sherbrooke St W',
      'Montréal',
      'H3A 1B9',
    ]);
    expect((await readings('12 Grande Allée Est, Quebec City'))[0]?.city).toBe('Québec');
    expect((await readings('12 rue Laurier, Montreal, Quebec, Canada'))[0]?.city).toBe('Montréal');
    // Alone after the street, Québec is the city.
    expect((await readings('12 rue Saint-Jean, Québec'))[0]?.city).toBe('Québec');
  });

  it('finds the city at the end of an address typed without commas', async () => {
    expect(cityAndStreet(await readings('123 rue Saint-Denis Montréal H2X 1K4'))).toEqual([
      ['123 rue Saint-Denis', 'Montréal', 'H2X 1K4'],
    ]);
    expect(cityAndStreet(await readings('45 rue Principale St-Jérôme'))).toEqual([['45 rue Principale', 'Saint-Jérôme', null]]);
    expect(cityAndStreet(await readings('77 rue Laurier Saint-Laurent QC H4L 1A1'))).toEqual([
      ['77 rue Laurier', 'Saint-Laurent', 'H4L 1A1'],
    ]);
    // "Québec" after a city is the province first, the city second.
    expect(cityAndStreet(await readings('12 rue Laurier Montréal Québec'))).toEqual([
      ['12 rue Laurier', 'Montréal', null],
      ['12 rue Laurier Montréal', 'Québec', null],
    ]);
  });

  it('suggests cities from the start of a name, at most five', async () => {
    const items = await readings('123 rue Saint-Denis, Mont');
    expect(items.map((s) => s.city)).toEqual(['Montréal', 'Mont-Royal', 'Mont-Saint-Hilaire', 'Mont-Laurier', 'Montmagny']);
    const typed = await readings('123 rue Principale Saint Jé');
    expect(typed.map((s) => s.city)).toContain('Saint-Jérôme');
    expect(typed.every((s) => s.streetAddress === '123 rue Principale')).toBe(true);
  });

  it('answers nothing while no city is named yet', async () => {
    expect(await readings('123 rue Saint-Denis')).toEqual([]);
    expect(await readings('123')).toEqual([]);
    expect(await readings('123 rue Saint-Denis,')).toEqual([]);
  });

  it('puts Montréal and Laval first for a postal code starting with H', async () => {
    const east = await readings('10 rue Lakeview, Ba G5C 1A1');
    expect(east.map((s) => s.city).slice(0, 3)).toEqual(['Baie-Comeau', 'Baie-Saint-Paul', "Baie-D'Urfé"]);
    const island = await readings('10 rue Lakeview, Ba H9X 1A1');
    expect(island.map((s) => s.city).slice(0, 3)).toEqual(["Baie-D'Urfé", 'Baie-Comeau', 'Baie-Saint-Paul']);
  });

  it('tells apart two municipalities of the same name by their region', async () => {
    const items = (await readings('99 chemin du Lac, Sainte-Catherine')).filter((s) => s.city === 'Sainte-Catherine');
    expect(items).toHaveLength(2);
    expect(new Set(items.map((s) => s.placeId)).size).toBe(2);
    for (const item of items) expect(item.label).toBe(`99 chemin du Lac, Sainte-Catherine, ${item.region.name} (Québec)`);
  });
});

describe('address suggestions: refusals', () => {
  it('needs a civic number then a street name (invalid_address)', async () => {
    expect(await refusal('rue Saint-Denis, Montréal')).toMatchObject({ status: 422, code: 'invalid_address' });
    expect(await refusal('Montréal')).toMatchObject({ status: 422, code: 'invalid_address' });
    const noName = await refusal('123 rue, Montréal', 'en');
    expect(noName).toEqual({ status: 422, code: 'invalid_address', detail: 'Give the street name after the civic number.' });
  });

  it('refuses malformed postal codes, and those outside Quebec (invalid_address)', async () => {
    for (const code of [
      'D2X 1K4',
      'H2F 1K4',
      'H2X 1O4',
      'H2X 1K4'.replace('K', 'U'),
      'W2X 1K4',
      'Z2X 1K4',
      'I2X 1K4',
      'Q2X 1K4',
    ]) {
      const res = await refusal(`123 rue Saint-Denis, Montréal ${code}`, 'en');
      expect([code, res.status, res.code]).toEqual([code, 422, 'invalid_address']);
      expect(res.detail).toContain('format A1A 1A1');
    }
    for (const code of ['M5V 2T6', 'K1A 0B1', 'V6B 1A1', 'A1A 1A1']) {
      const res = await refusal(`123 rue Saint-Denis, Montréal ${code}`, 'en');
      expect([code, res.status, res.code]).toEqual([code, 422, 'invalid_address']);
      expect(res.detail).toBe('This postal code is not in Quebec: Quebec postal codes start with G, H or J.');
    }
  });

  it('answers city_not_served for another province', async () => {
    expect(await refusal('123 Yonge St, Toronto, ON M5B 2H1')).toMatchObject({ status: 422, code: 'city_not_served' });
    expect(await refusal('10 Main Street, Moncton, Nouveau-Brunswick')).toMatchObject({ status: 422, code: 'city_not_served' });
    expect(await refusal('10 Main Street Ottawa ON')).toMatchObject({ status: 422, code: 'city_not_served' });
  });

  it('answers city_not_found for an unknown city, and invalid_city for one that cannot be a name', async () => {
    const unknown = await refusal('123 rue Saint-Denis, Montreeal', 'en');
    expect(unknown).toEqual({ status: 422, code: 'city_not_found', detail: 'No Quebec city named “Montreeal”.' });
    expect(await refusal('123 rue Saint-Denis, 4567')).toMatchObject({ status: 422, code: 'invalid_city' });
    // A complete postal code and no city anywhere.
    expect(await refusal('123 rue Saint-Denis H2X 1K4')).toMatchObject({ status: 422, code: 'city_not_found' });
  });

  it('validates the query itself', async () => {
    const client = await signUp(t);
    expect((await suggest(t, client, '')).statusCode).toBe(400);
    expect((await suggest(t, client, `1 ${'a'.repeat(200)}`)).statusCode).toBe(400);
  });

  it('is for clients only', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    expect((await suggest(t, cleaner, '123 rue Saint-Denis, Montréal')).json().code).toBe('forbidden');
    expect((await suggest(t, await createAdmin(t), '123 rue Saint-Denis, Montréal')).statusCode).toBe(403);
    const anonymous = await suggest(t, null, '123 rue Saint-Denis, Montréal');
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'unauthenticated']);
  });
});
