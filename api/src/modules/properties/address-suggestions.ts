import type { components } from '@propre/openapi/types';
import { type Gazetteer, type Place, words } from '../places/index.ts';
import { readAddress } from './address-reading.ts';
import { invalidAddress, tidy } from './address-text.ts';
import { formatPostalCode, postalCodeMessages, postalCodeProblem } from './postal-code.ts';
import type { SuggestionSigner } from './suggestion-token.ts';

export type AddressSuggestionDto = components['schemas']['AddressSuggestion'];

/** A property's address as it is saved: only ever built from a suggestion id. */
export interface ChosenAddress {
  streetAddress: string;
  city: string;
  placeId: string;
  province: 'QC';
  postalCode: string;
  country: 'CA';
  latitude: number;
  longitude: number;
}

export interface AddressChoice {
  addressSuggestionId: string;
  streetAddress?: string | undefined;
  postalCode?: string | undefined;
}

function regionOf(place: Place, places: Gazetteer) {
  const region = places.regions().find((r) => r.id === place.regionId);
  if (!region) throw new Error(`unreachable: place ${place.id} has no region ${place.regionId}`);
  return { id: region.id, name: region.name, nameEn: region.nameEn };
}

/** The suggestions for a typed address, each with the signed id that creating a property needs. */
export async function suggestAddresses(
  text: string,
  places: Gazetteer,
  signer: SuggestionSigner,
): Promise<AddressSuggestionDto[]> {
  const readings = readAddress(text, places);
  const sameName = (name: string) => readings.filter((r) => r.place.name === name).length > 1;
  return Promise.all(
    readings.map(async ({ streetAddress, place, postalCode }) => {
      const region = regionOf(place, places);
      const city = sameName(place.name) ? `${place.name}, ${region.name}` : place.name;
      return {
        suggestionId: await signer.sign({ placeId: place.id, streetAddress, postalCode }),
        label: `${streetAddress}, ${city} (Québec)${postalCode ? ` ${postalCode}` : ''}`,
        streetAddress,
        city: place.name,
        cityEn: place.nameEn,
        placeId: place.id,
        region,
        province: 'QC' as const,
        postalCode,
        country: 'CA' as const,
      };
    }),
  );
}

const notSuggested = {
  fr: 'Choisissez l’adresse parmi les suggestions.',
  en: 'Choose the address from the suggestions.',
};

/**
 * The address a client chose: the suggestion id must be one the server signed, the street line
 * may differ from the suggested one only in how it is written (case, accents, punctuation,
 * St/Saint), and the postal code must be known, agree with the suggestion's and be in Quebec.
 */
export async function resolveChosenAddress(
  choice: AddressChoice,
  places: Gazetteer,
  signer: SuggestionSigner,
): Promise<ChosenAddress> {
  const suggested = await signer.verify(choice.addressSuggestionId);
  const place = suggested ? places.getPlace(suggested.placeId) : undefined;
  if (!suggested || !place) throw invalidAddress(notSuggested, '/body/addressSuggestionId');

  let streetAddress = suggested.streetAddress;
  if (choice.streetAddress !== undefined) {
    const given = tidy(choice.streetAddress);
    if (words(given).join(' ') !== words(suggested.streetAddress).join(' ')) {
      throw invalidAddress(
        {
          fr: `La rue doit être celle de l’adresse choisie (« ${suggested.streetAddress} »); pour une autre adresse, choisissez une autre suggestion.`,
          en: `The street must be the chosen address's (“${suggested.streetAddress}”); for another address, choose another suggestion.`,
        },
        '/body/streetAddress',
      );
    }
    streetAddress = given;
  }

  const given = choice.postalCode === undefined ? null : formatPostalCode(choice.postalCode);
  if (given && suggested.postalCode && given !== suggested.postalCode) {
    throw invalidAddress(
      {
        fr: `Le code postal doit être celui de l’adresse choisie (${suggested.postalCode}).`,
        en: `The postal code must be the chosen address's (${suggested.postalCode}).`,
      },
      '/body/postalCode',
    );
  }
  const postalCode = suggested.postalCode ?? given;
  if (!postalCode) {
    throw invalidAddress({ fr: 'Indiquez le code postal (A1A 1A1).', en: 'Give the postal code (A1A 1A1).' }, '/body/postalCode');
  }
  const problem = postalCodeProblem(postalCode);
  if (problem) throw invalidAddress(postalCodeMessages[problem], '/body/postalCode');

  return {
    streetAddress,
    city: place.name,
    placeId: place.id,
    province: 'QC',
    postalCode,
    country: 'CA',
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
