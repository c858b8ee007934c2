import { distanceKm } from '../../lib/geo-distance.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { IBooking, RecordedLocation } from './bookings.entities.ts';
import { bookingErrors } from './bookings.errors.ts';

const fail = errorsOf(bookingErrors);

export interface DeviceLocation {
  latitude: number;
  longitude: number;
  accuracyMeters?: number;
}

/** Where a booking's property is, as far as we know it. */
export interface PropertyPosition {
  /** The building, when its client pinned it. */
  pin: { latitude: number; longitude: number } | null;
  /** The municipality's centre (the only position an unpinned address has: no street geocoder). */
  municipality: { latitude: number; longitude: number };
}

/**
 * An unpinned property is only known to its municipality: the device must then be within the
 * municipality (this radius covers the large ones), and punch-out is checked against the
 * punch-in location instead, which is where the work was.
 */
export const municipalityRadiusMeters = 25_000;

/**
 * Checks the device is where the work is and returns the location to record. `maxMeters` is the
 * configured distance (250 m by default).
 */
export function checkWorkLocation(
  step: 'punch_in' | 'punch_out',
  booking: Pick<IBooking, 'punchInLocation'>,
  position: PropertyPosition,
  device: DeviceLocation,
  maxMeters: number,
): RecordedLocation {
  const punchIn = booking.punchInLocation;
  const [reference, point, limit] = position.pin
    ? (['pin', position.pin, maxMeters] as const)
    : step === 'punch_out' && punchIn
      ? (['punch_in', punchIn, maxMeters] as const)
      : (['municipality', position.municipality, municipalityRadiusMeters] as const);
  const distanceMeters = Math.round(distanceKm(point, device) * 1000);
  if (distanceMeters > limit) {
    const where = {
      pin: { fr: 'de la propriété', en: 'from the property' },
      punch_in: { fr: 'de l’endroit du pointage d’arrivée', en: 'from where you punched in' },
      municipality: { fr: 'de la municipalité de la propriété', en: "from the property's municipality" },
    }[reference];
    throw fail('too_far_from_property', {
      detail: {
        fr: `Votre appareil est à ${distanceMeters} m ${where.fr} (au plus ${limit} m). Pointez sur place.`,
        en: `Your device is ${distanceMeters} m ${where.en} (at most ${limit} m). Punch in and out on site.`,
      },
    });
  }
  return {
    latitude: device.latitude,
    longitude: device.longitude,
    accuracyMeters: device.accuracyMeters ?? null,
    distanceMeters,
    reference,
  };
}

/** What an admin's correction records: the location as given, not checked against anything. */
export function uncheckedLocation(device: DeviceLocation): RecordedLocation {
  return {
    latitude: device.latitude,
    longitude: device.longitude,
    accuracyMeters: device.accuracyMeters ?? null,
    distanceMeters: null,
    reference: null,
  };
}
