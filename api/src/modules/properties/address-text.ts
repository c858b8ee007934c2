// The pieces of a typed address before any municipality is looked up: postal code, province,
// street line and the text that should name the city. Pure string work; see address-reading.ts
// for the lookups.
import { type AppError, errorsOf } from '../../plugins/errors/app-error.ts';
import { matchKey, rawWords } from '../places/index.ts';
import { placesFail } from '../places/places.errors.ts';
import { formatPostalCode, postalCodeMessages, postalCodeProblem } from './postal-code.ts';
import { propertyErrors } from './properties.errors.ts';

const fail = errorsOf(propertyErrors);

export const maxStreetLength = 200;

/** An `invalid_address` problem, optionally about one field of a request body. */
export function invalidAddress(detail: { fr: string; en: string }, pointer?: string): AppError {
  return fail('invalid_address', {
    detail,
    ...(pointer ? { errors: [{ pointer, code: 'invalid_address', message: detail }] } : {}),
  });
}

/** Tidies what people type: one space between words, no separators at the ends. */
export function tidy(text: string): string {
  return text
    .normalize('NFC')
    .replaceAll(/\s+/g, ' ')
    .replace(/^[\s,;]+|[\s,;]+$/g, '');
}

// Words that do not name a street by themselves: kinds of way, directions, units, articles.
const notAStreetName = new Set(
  (
    'rue r avenue av ave boulevard boul blvd bd bl chemin ch route rte rang rg place pl montee cote croissant crois ' +
    'impasse imp allee promenade prom terrasse terr carre square sq circle cir voie passage ruelle sentier ' +
    'street road rd drive dr lane ln way court ct crt crescent cres highway hwy autoroute aut parkway pkwy trail ' +
    'est ouest nord sud e o n s w east west north south app apt appartement unit unite suite bureau local ' +
    'de du des la le les l d et of the'
  ).split(' '),
);
const civicNumber = /^\d{1,6}[A-Za-z]?(?:[-/]\d{1,6}[A-Za-z]?)?(?= )/;

export type StreetProblem = 'no_number' | 'no_name' | 'too_long';

/** Why a street line is not one, or null: a civic number, then at least one word naming the street. */
export function streetProblem(street: string): StreetProblem | null {
  if (street.length > maxStreetLength) return 'too_long';
  if (!civicNumber.test(street)) return 'no_number';
  const named = rawWords(street.replace(civicNumber, '')).some(
    (word) => word.length >= 2 && /[a-z]/.test(word) && !notAStreetName.has(word),
  );
  return named && street.length >= 5 ? null : 'no_name';
}

export const streetMessages: Record<StreetProblem, { fr: string; en: string }> = {
  no_number: {
    fr: 'L’adresse commence par le numéro civique, par exemple « 123 rue Saint-Denis, Montréal ».',
    en: 'An address starts with the civic number, for example “123 rue Saint-Denis, Montréal”.',
  },
  no_name: {
    fr: 'Indiquez le nom de la rue après le numéro civique.',
    en: 'Give the street name after the civic number.',
  },
  too_long: {
    fr: `La ligne de rue compte au plus ${maxStreetLength} caractères.`,
    en: `The street line has at most ${maxStreetLength} characters.`,
  },
};

const provinceNames: Record<string, string> = {};
for (const [code, names] of Object.entries({
  QC: ['qc', 'pq', 'quebec'],
  ON: ['on', 'ont', 'ontario'],
  AB: ['ab', 'alta', 'alberta'],
  BC: ['bc', 'cb', 'british columbia', 'colombie-britannique'],
  MB: ['mb', 'man', 'manitoba'],
  NB: ['nb', 'new brunswick', 'nouveau-brunswick'],
  NS: ['ns', 'nova scotia', 'nouvelle-écosse'],
  PE: ['pe', 'pei', 'ipe', 'prince edward island', 'île-du-prince-édouard'],
  NL: ['nl', 'tnl', 'newfoundland', 'newfoundland and labrador', 'terre-neuve', 'terre-neuve-et-labrador'],
  SK: ['sk', 'sask', 'saskatchewan'],
  YT: ['yt', 'yukon'],
  NT: ['nt', 'tno', 'northwest territories', 'territoires du nord-ouest'],
  NU: ['nu', 'nunavut'],
})) {
  for (const name of names) provinceNames[matchKey(name)] = code;
}
const countryKeys = new Set(['canada', 'ca', 'can']);
// Only these short forms are read as a province at the end of a city ("Montréal QC"); a whole
// name there ("… Montréal Québec") would be ambiguous with a city's name.
const abbreviationKeys = new Set([
  'qc',
  'pq',
  'on',
  'ont',
  'ab',
  'bc',
  'cb',
  'mb',
  'nb',
  'ns',
  'pe',
  'nl',
  'sk',
  'yt',
  'nt',
  'nu',
]);

function notServed(code: string): AppError {
  return placesFail('city_not_served', {
    detail: {
      fr: `Propre sert seulement le Québec; cette adresse est dans une autre province (${code}).`,
      en: `Propre serves Quebec only; this address is in another province (${code}).`,
    },
  });
}

/** The parts of a typed address. */
export interface AddressText {
  /** Comma-separated: the street line and the text naming the city are known apart. */
  separated: boolean;
  /** With `separated`, the street line; otherwise the whole text, city included. */
  street: string;
  /** With `separated`, what should name the city; otherwise null. */
  cityText: string | null;
  /** Normalised, checked for Quebec; null when none (or only a part of one) was typed. */
  postalCode: string | null;
  /** The text ended with "Québec", which may be the province or the city of Québec. */
  endsWithQuebec: boolean;
}

const fullPostalCode = /(^|[\s,])([A-Za-z]\d[A-Za-z])[\s-]?(\d[A-Za-z]\d)(?=$|[\s,])/g;
// A postal code being typed at the very end ("H2X", "H2X 1"): left out, not checked.
const partialPostalCode = /[\s,][A-Za-z]\d(?:[A-Za-z](?:[\s-]?\d(?:[A-Za-z])?)?)?$/;

/** Splits a typed address; throws `city_not_served` for another province, `invalid_address` for a bad postal code. */
export function splitAddressText(input: string): AddressText {
  let text = tidy(input);
  let postalCode: string | null = null;
  const found = [...text.matchAll(fullPostalCode)].at(-1);
  if (found?.index !== undefined) {
    postalCode = formatPostalCode(`${found[2]}${found[3]}`);
    const start = found.index + (found[1]?.length ?? 0);
    text = tidy(`${text.slice(0, start)} ${text.slice(start + found[0].length - (found[1]?.length ?? 0))}`);
  } else {
    text = tidy(text.replace(partialPostalCode, ''));
  }

  let segments = text
    .split(/[,;]/)
    .map(tidy)
    .filter((s) => s.length > 0);
  // "123, rue Saint-Denis, Montréal": the civic number alone belongs to the street.
  if (segments.length > 1 && /^\d{1,6}[A-Za-z]?$/.test(segments[0] ?? '')) {
    segments = [`${segments[0]} ${segments[1]}`, ...segments.slice(2)];
  }
  while (segments.length > 1 && countryKeys.has(matchKey(segments.at(-1) ?? ''))) segments.pop();
  if (segments.length > 1) {
    const key = matchKey(segments.at(-1) ?? '');
    const province = provinceNames[key];
    if (province && province !== 'QC') throw notServed(province);
    // "…, Montréal, Québec" names the province; "…, Québec" alone names the city.
    if (province === 'QC' && (key !== 'quebec' || segments.length > 2)) segments.pop();
  }
  let last = segments.pop() ?? '';
  let endsWithQuebec = false;
  for (;;) {
    const words = last.split(' ');
    const tail = matchKey(words.at(-1) ?? '');
    if (words.length < 2) break;
    if (countryKeys.has(tail) || abbreviationKeys.has(tail)) {
      const province = provinceNames[tail];
      if (province && province !== 'QC') throw notServed(province);
      last = words.slice(0, -1).join(' ');
      continue;
    }
    endsWithQuebec = tail === 'quebec';
    break;
  }
  if (postalCode) {
    const problem = postalCodeProblem(postalCode);
    if (problem) throw invalidAddress(postalCodeMessages[problem]);
  }
  const separated = segments.length > 0;
  return {
    separated,
    street: separated ? segments.join(', ') : last,
    cityText: separated ? last : null,
    postalCode,
    endsWithQuebec: !separated && endsWithQuebec,
  };
}
