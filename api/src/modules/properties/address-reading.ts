// Readings of a typed address: which Quebec municipality it names and where its street line
// ends. The gazetteer knows municipalities only, so the street itself is never looked up.
import type { AppError } from '../../plugins/errors/app-error.ts';
import { type Gazetteer, invalidCity, isPlausibleCityName, type Place, rawWords, words } from '../places/index.ts';
import { placesFail } from '../places/places.errors.ts';
import { type AddressText, invalidAddress, splitAddressText, streetMessages, streetProblem } from './address-text.ts';

export interface AddressReading {
  streetAddress: string;
  place: Place;
  postalCode: string | null;
}

const maxReadings = 5;
// The longest municipality names run to six words ("Sainte-Catherine-de-la-Jacques-Cartier"
// typed with spaces); a longer ending is not tried.
const maxCityWords = 6;
const maxPrefixWords = 3;
// Postal codes starting with H are Montréal's and Laval's (regions 06 and 13).
const hRegions = new Set(['06', '13']);

function cityNotFound(name: string): AppError {
  return placesFail('city_not_found', {
    status: 422,
    detail: { fr: `Aucune ville du Québec nommée « ${name} ».`, en: `No Quebec city named “${name}”.` },
  });
}

function startsName(place: Place, prefix: string): boolean {
  const keys = [words(prefix).join(''), rawWords(prefix).join('')];
  return [place.name, place.nameEn].some((name) => {
    const nameKeys = [words(name).join(''), rawWords(name).join('')];
    return nameKeys.some((n) => keys.some((k) => k.length > 0 && n.startsWith(k)));
  });
}

type Found = Omit<AddressReading, 'postalCode'>;

function unique(found: Found[]): Found[] {
  const seen = new Set<string>();
  return found.filter((f) => {
    const key = `${f.place.id}|${f.streetAddress}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "123 rue Saint-Denis, Mont": the street is known, the city may be a name's start. */
function readSeparated(parts: AddressText, places: Gazetteer): Found[] {
  const problem = streetProblem(parts.street);
  if (problem) throw invalidAddress(streetMessages[problem]);
  const cityText = parts.cityText ?? '';
  if (!isPlausibleCityName(cityText)) throw invalidCity();
  const exact = places.findCity(cityText);
  const found = [...(exact ? [exact] : []), ...places.suggest(cityText, 10)];
  if (found.length === 0) throw cityNotFound(cityText);
  return unique(found.map((place) => ({ streetAddress: parts.street, place })));
}

/**
 * "123 rue Saint-Denis Montréal": every ending that names a municipality, the longest first;
 * when none does, the start of a name in the last words, with the street kept whole.
 */
function readRunTogether(parts: AddressText, places: Gazetteer): Found[] {
  const tokens = parts.street.split(' ');
  if (!/^\d/.test(parts.street)) throw invalidAddress(streetMessages.no_number);
  const found: Found[] = [];
  // "… Montréal Québec": Québec is more likely the province than the city.
  const variants = parts.endsWithQuebec ? [tokens.slice(0, -1), tokens] : [tokens];
  for (const variant of variants) {
    for (let i = Math.max(1, variant.length - maxCityWords); i < variant.length; i++) {
      const street = variant.slice(0, i).join(' ');
      if (streetProblem(street)) continue;
      const place = places.findCity(variant.slice(i).join(' '));
      if (place) found.push({ streetAddress: street, place });
    }
  }
  if (found.length > 0) return unique(found);
  for (let k = Math.min(maxPrefixWords, tokens.length - 1); k >= 1; k--) {
    const street = tokens.slice(0, -k).join(' ');
    const prefix = tokens.slice(-k).join(' ');
    if (streetProblem(street) || !isPlausibleCityName(prefix)) continue;
    const starting = places.suggest(prefix, 20).filter((place) => startsName(place, prefix));
    if (starting.length > 0) return starting.map((place) => ({ streetAddress: street, place }));
  }
  if (parts.postalCode) {
    // A complete postal code says the address is finished, yet no municipality was found.
    throw placesFail('city_not_found', {
      status: 422,
      detail: {
        fr: 'Aucune ville du Québec reconnue dans cette adresse. Indiquez-la après la rue, séparée par une virgule : « 123 rue Saint-Denis, Montréal ».',
        en: 'No Quebec city recognised in this address. Give it after the street, separated by a comma: “123 rue Saint-Denis, Montréal”.',
      },
    });
  }
  return [];
}

/** Up to five readings of a typed address, the likeliest first; empty while no municipality is named yet. */
export function readAddress(input: string, places: Gazetteer): AddressReading[] {
  const parts = splitAddressText(input);
  const found = parts.separated ? readSeparated(parts, places) : readRunTogether(parts, places);
  const inRegion = (f: Found) => hRegions.has(f.place.regionId);
  const ranked = parts.postalCode?.startsWith('H') ? [...found.filter(inRegion), ...found.filter((f) => !inRegion(f))] : found;
  return ranked.slice(0, maxReadings).map((f) => ({ ...f, postalCode: parts.postalCode }));
}
