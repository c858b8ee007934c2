import type { Seeder } from '../../db/seed/seeder.ts';
import { newId } from '../../lib/ids.ts';
import { User } from '../accounts/accounts.entities.ts';
import { Property } from './properties.entities.ts';

const demoProperties = [
  {
    email: 'marie@demo.propre.ca',
    name: 'Condo du Plateau',
    type: 'condo' as const,
    streetAddress: '4521 rue Saint-Denis, app. 3',
    city: 'Montréal',
    postalCode: 'H2J 2L4',
    bedrooms: 2,
    bathrooms: 1,
    wifiName: 'Plateau-4521',
    wifiPassword: 'demo-wifi-plateau',
    accessInstructions: 'Code de la porte d’entrée : 4521#. Clé dans la boîte à clés.',
    pin: { latitude: 45.5268, longitude: -73.5856 },
  },
  {
    email: 'james@demo.propre.ca',
    name: 'Family house',
    type: 'house' as const,
    streetAddress: '1200 boulevard Chomedey',
    city: 'Laval',
    postalCode: 'H7V 3Z3',
    bedrooms: 4,
    bathrooms: 2.5,
    wifiName: 'Wilson-Home',
    wifiPassword: 'demo-wifi-laval',
    accessInstructions: 'Side door; the dog stays in the garden.',
    pin: { latitude: 45.5534, longitude: -73.7469 },
  },
];

/** A property for each demo client; runs after the accounts seeder. */
export const propertiesSeeder: Seeder = {
  name: 'properties',
  async run({ em, places }) {
    const now = new Date();
    for (const demo of demoProperties) {
      const client = await em.findOneOrFail(User, { email: demo.email });
      const place = places.resolveCity(demo.city, { status: 422 });
      em.create(Property, {
        id: newId('prp'),
        client,
        name: demo.name,
        type: demo.type,
        bedrooms: demo.bedrooms,
        bathrooms: demo.bathrooms,
        stories: 1,
        squareFeet: null,
        parking: null,
        wifiName: demo.wifiName,
        wifiPassword: demo.wifiPassword,
        suppliesLocation: null,
        accessInstructions: demo.accessInstructions,
        trashLocation: null,
        roomsToAvoid: null,
        notes: null,
        streetAddress: demo.streetAddress,
        city: place.name,
        placeId: place.id,
        province: 'QC',
        postalCode: demo.postalCode,
        country: 'CA',
        latitude: place.latitude,
        longitude: place.longitude,
        pinLatitude: demo.pin.latitude,
        pinLongitude: demo.pin.longitude,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      });
    }
    await em.flush();
  },
};
