import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { signUp } from '../../../test/factories.ts';
import { createProperty, firstSuggestion, minimalFields, patchProperty, postProperty } from './properties.fixtures.ts';

const t = useTestApp();

// 123 rue Saint-Denis is in Montréal; these are near it, in Laval, and in Québec City.
const plateauDoor = { latitude: 45.5155, longitude: -73.5655 };
const lavalDoor = { latitude: 45.5701, longitude: -73.7351 };
const quebecCity = { latitude: 46.8139, longitude: -71.208 };

describe('a property’s pin (the building, for punch-in and punch-out)', () => {
  it('is optional, and kept when given near the address’s municipality', async () => {
    const client = await signUp(t);
    const unpinned = await createProperty(t, client);
    expect(unpinned.pin).toBeNull();
    const pinned = await createProperty(t, client, { pin: plateauDoor });
    expect(pinned.pin).toEqual(plateauDoor);
  });

  it('is refused more than 30 km from the municipality, with the distance', async () => {
    const client = await signUp(t);
    const suggestion = await firstSuggestion(t, client, '123 rue Saint-Denis, Montréal H2X 1K4');
    const res = await postProperty(t, client, {
      addressSuggestionId: suggestion.suggestionId,
      streetAddress: suggestion.streetAddress,
      postalCode: 'H2X 1K4',
      ...minimalFields(),
      pin: quebecCity,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('pin_too_far');
    expect(res.json().detail).toMatch(/2\d\d km/);
    expect(res.json().errors[0].pointer).toBe('/body/pin');
  });

  it('can be moved and cleared, and is dropped when the address changes without a new pin', async () => {
    const client = await signUp(t);
    const property = await createProperty(t, client, { pin: plateauDoor });
    const moved = await patchProperty(t, client, property.id, { pin: { latitude: 45.52, longitude: -73.57 } });
    expect(moved.json().pin).toEqual({ latitude: 45.52, longitude: -73.57 });
    const cleared = await patchProperty(t, client, property.id, { pin: null });
    expect(cleared.json().pin).toBeNull();

    await patchProperty(t, client, property.id, { pin: plateauDoor });
    const laval = await firstSuggestion(t, client, '12 boul. des Laurentides, Laval h7g2t6');
    const newAddress = await patchProperty(t, client, property.id, {
      addressSuggestionId: laval.suggestionId,
      streetAddress: laval.streetAddress,
    });
    expect(newAddress.statusCode, newAddress.body).toBe(200);
    expect(newAddress.json().pin).toBeNull();
    const withPin = await patchProperty(t, client, property.id, { pin: lavalDoor });
    expect(withPin.json().pin).toEqual(lavalDoor);
  });
});
