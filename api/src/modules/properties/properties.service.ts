import { type EntityManager, LockMode, type MikroORM } from '@mikro-orm/postgresql';
import type { operations } from '@propre/openapi/types';
import { execute } from '../../db/sql.ts';
import { distanceKm } from '../../lib/geo-distance.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { type Gazetteer, words } from '../places/index.ts';
import { type AddressSuggestionDto, type ChosenAddress, resolveChosenAddress, suggestAddresses } from './address-suggestions.ts';
import { invalidAddress } from './address-text.ts';
import { type IProperty, Property } from './properties.entities.ts';
import { propertyErrors } from './properties.errors.ts';
import type { SuggestionSigner } from './suggestion-token.ts';

const fail = errorsOf(propertyErrors);

export type PropertyCreateInput = operations['properties.create']['requestBody']['content']['application/json'];
export type PropertyPatch = operations['properties.update']['requestBody']['content']['application/json'];

/**
 * Whether a booking still to happen uses the property, asked on the transaction that holds the
 * property's row lock (`em`): on the embedded database a second connection would wait for that
 * transaction forever. app.ts wires it to `propertyInUse` (property-in-use.ts).
 */
export type PropertyInUse = (propertyId: string, em: EntityManager) => Promise<boolean>;

/** An unpaginated list stays small: no client manages more properties than this. */
export const maxPropertiesPerClient = 50;

export interface PropertiesService {
  /** Readings of a typed address, each with the signed id that create and update require. */
  suggestAddresses(text: string): Promise<AddressSuggestionDto[]>;
  /** The client's properties not deleted, oldest first. */
  list(clientId: string): Promise<IProperty[]>;
  /** One of the client's properties not deleted; `property_not_found` (404) for anyone else's. */
  get(clientId: string, propertyId: string): Promise<IProperty>;
  countActive(clientId: string): Promise<number>;
  create(clientId: string, input: PropertyCreateInput): Promise<IProperty>;
  update(clientId: string, propertyId: string, patch: PropertyPatch): Promise<IProperty>;
  /** Soft delete; `property_in_use` (409) while a booking still to happen uses it. */
  remove(clientId: string, propertyId: string): Promise<void>;
  /**
   * For the bookings area, inside the transaction that creates a booking: the client's
   * property, not deleted, its row locked (FOR SHARE) until that transaction ends so it cannot
   * be deleted or moved meanwhile; `property_not_found` otherwise.
   */
  lockForBooking(em: EntityManager, clientId: string, propertyId: string): Promise<IProperty>;
}

export interface PropertiesDeps {
  orm: MikroORM;
  places: Gazetteer;
  inUse: PropertyInUse;
  signer: SuggestionSigner;
}

const notFound = () =>
  fail('property_not_found', {
    detail: { fr: 'Aucune de vos propriétés n’a cet identifiant.', en: 'None of your properties has this id.' },
  });
const inUse = (what: 'delete' | 'move') =>
  fail('property_in_use', {
    detail:
      what === 'delete'
        ? {
            fr: 'Une réservation à venir utilise cette propriété : annulez-la avant de supprimer la propriété.',
            en: 'An upcoming booking uses this property: cancel it before deleting the property.',
          }
        : {
            fr: 'Une réservation à venir utilise cette propriété : son adresse ne peut pas changer.',
            en: 'An upcoming booking uses this property: its address cannot change.',
          },
  });

/** Optional text: trimmed, and blank means none. */
function optionalText(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function applyFields(property: Partial<IProperty>, input: PropertyPatch): void {
  if (input.name !== undefined) property.name = input.name.trim();
  if (input.type !== undefined) property.type = input.type;
  if (input.bedrooms !== undefined) property.bedrooms = input.bedrooms;
  if (input.bathrooms !== undefined) property.bathrooms = input.bathrooms;
  if (input.stories !== undefined) property.stories = input.stories;
  if (input.squareFeet !== undefined) property.squareFeet = input.squareFeet;
  if (input.parking !== undefined) property.parking = optionalText(input.parking);
  // Wi-Fi names and passwords may have meaningful spaces at their ends: kept as given.
  if (input.wifiName !== undefined) property.wifiName = input.wifiName || null;
  if (input.wifiPassword !== undefined) property.wifiPassword = input.wifiPassword || null;
  if (input.suppliesLocation !== undefined) property.suppliesLocation = optionalText(input.suppliesLocation);
  if (input.accessInstructions !== undefined) property.accessInstructions = optionalText(input.accessInstructions);
  if (input.trashLocation !== undefined) property.trashLocation = optionalText(input.trashLocation);
  if (input.roomsToAvoid !== undefined) property.roomsToAvoid = optionalText(input.roomsToAvoid);
  if (input.notes !== undefined) property.notes = optionalText(input.notes);
}

/** How far from its municipality's centre a property's pin may be (large municipalities span tens of km). */
export const maxPinDistanceKm = 30;

/**
 * Sets (or clears) the building's pin; a pin must be near the municipality the address names.
 * A new address without a new pin drops the old pin, which pointed at the old building.
 */
function applyPin(
  property: Partial<IProperty> & { latitude: number; longitude: number },
  pin: PropertyPatch['pin'],
  moved: boolean,
): void {
  if (pin === undefined) {
    if (moved) Object.assign(property, { pinLatitude: null, pinLongitude: null });
    return;
  }
  if (pin === null) {
    Object.assign(property, { pinLatitude: null, pinLongitude: null });
    return;
  }
  const km = distanceKm(property, pin);
  if (km > maxPinDistanceKm) {
    throw fail('pin_too_far', {
      detail: {
        fr: `L’emplacement indiqué est à ${Math.round(km)} km de la municipalité de l’adresse (au plus ${maxPinDistanceKm} km).`,
        en: `The pinned position is ${Math.round(km)} km from the address's municipality (at most ${maxPinDistanceKm} km).`,
      },
      errors: [
        { pointer: '/body/pin', code: 'too_far', message: { fr: 'Trop loin de l’adresse.', en: 'Too far from the address.' } },
      ],
    });
  }
  Object.assign(property, { pinLatitude: pin.latitude, pinLongitude: pin.longitude });
}

function moves(property: IProperty, address: ChosenAddress): boolean {
  return (
    property.placeId !== address.placeId ||
    property.postalCode !== address.postalCode ||
    words(property.streetAddress).join(' ') !== words(address.streetAddress).join(' ')
  );
}

export function createPropertiesService({ orm, places, inUse: usedByBooking, signer }: PropertiesDeps): PropertiesService {
  const findOwn = (em: EntityManager, clientId: string, propertyId: string, lockMode?: LockMode) =>
    em.findOne(Property, { id: propertyId, client: clientId, deletedAt: null }, lockMode ? { lockMode } : {});

  return {
    suggestAddresses: (text) => suggestAddresses(text, places, signer),

    list: (clientId) => orm.em.fork().find(Property, { client: clientId, deletedAt: null }, { orderBy: { id: 'asc' } }),

    async get(clientId, propertyId) {
      const property = await findOwn(orm.em.fork(), clientId, propertyId);
      if (!property) throw notFound();
      return property;
    },

    countActive: (clientId) => orm.em.fork().count(Property, { client: clientId, deletedAt: null }),

    async create(clientId, input) {
      const address = await resolveChosenAddress(input, places, signer);
      return orm.em.fork().transactional(async (tx) => {
        // One client's creations one at a time, so two at once cannot pass the limit together.
        await execute(tx, 'select pg_advisory_xact_lock(hashtext($1))', [`property:${clientId}`]);
        if ((await tx.count(Property, { client: clientId, deletedAt: null })) >= maxPropertiesPerClient) {
          throw fail('property_limit_reached', {
            detail: {
              fr: `Un client a au plus ${maxPropertiesPerClient} propriétés; supprimez-en une d’abord.`,
              en: `A client has at most ${maxPropertiesPerClient} properties; delete one first.`,
            },
          });
        }
        const now = new Date();
        const fields: Partial<IProperty> & typeof address = { ...address };
        applyFields(fields, input);
        applyPin(fields, input.pin, false);
        const property = tx.create(Property, {
          ...fields,
          id: newId('prp'),
          client: clientId,
          name: input.name.trim(),
          type: input.type,
          bedrooms: input.bedrooms,
          bathrooms: input.bathrooms,
          stories: input.stories,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        });
        await tx.flush();
        return property;
      });
    },

    async update(clientId, propertyId, patch) {
      const { addressSuggestionId } = patch;
      const address =
        addressSuggestionId === undefined ? null : await resolveChosenAddress({ ...patch, addressSuggestionId }, places, signer);
      if (!address && (patch.streetAddress !== undefined || patch.postalCode !== undefined)) {
        throw invalidAddress(
          {
            fr: 'Pour changer l’adresse, choisissez-en une parmi les suggestions.',
            en: 'To change the address, choose one from the suggestions.',
          },
          '/body/addressSuggestionId',
        );
      }
      return orm.em.fork().transactional(async (tx) => {
        const property = await findOwn(tx, clientId, propertyId, LockMode.PESSIMISTIC_WRITE);
        if (!property) throw notFound();
        const moved = address !== null && moves(property, address);
        if (moved && (await usedByBooking(property.id, tx))) throw inUse('move');
        applyFields(property, patch);
        if (address) Object.assign(property, address);
        applyPin(property, patch.pin, moved);
        property.updatedAt = new Date();
        await tx.flush();
        return property;
      });
    },

    async remove(clientId, propertyId) {
      await orm.em.fork().transactional(async (tx) => {
        const property = await findOwn(tx, clientId, propertyId, LockMode.PESSIMISTIC_WRITE);
        if (!property) throw notFound();
        if (await usedByBooking(property.id, tx)) throw inUse('delete');
        property.deletedAt = new Date();
        await tx.flush();
      });
    },

    async lockForBooking(em, clientId, propertyId) {
      const property = await findOwn(em, clientId, propertyId, LockMode.PESSIMISTIC_READ);
      if (!property) throw notFound();
      return property;
    },
  };
}
