import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { queryOne } from '../../db/sql.ts';
import { distanceKm } from '../../lib/geo-distance.ts';
import { errorsOf, type RaisedFieldError } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import type { ICleanerProfile } from '../cleaners/cleaners.entities.ts';
import { placeErrors } from '../places/places.errors.ts';
import type { BookableProperty, BookingEdges } from './booking-edges.ts';
import { type Frequency, firstBookingCountingStatuses } from './bookings.entities.ts';
import { bookingErrors } from './bookings.errors.ts';
import { type DiscountCandidate, firstBookingDiscountPercent } from './pricing.ts';
import { localToInstant, occurrenceDates } from './schedule.ts';

const fail = errorsOf(bookingErrors);
const failPlace = errorsOf(placeErrors);

export type BookingFields = components['schemas']['BookingFields'];

const petTolerance = { cat: 'cats', dog: 'dogs', other: 'other' } as const;

export interface Occurrence {
  date: string;
  startTime: string;
  startsAt: Date;
  endsAt: Date;
}

/** A booking request checked against every rule that does not depend on money. */
export interface PreparedRequest {
  fields: BookingFields;
  propertyId: string;
  durationMinutes: number;
  frequency: Frequency;
  cleaner: BookableCleaner['cleaner'];
  profile: BookableProfile;
  property: BookableProperty;
  occurrences: Occurrence[];
}

/** What booking needs of a cleaner's profile: what they offer, where, and at what price. */
export type BookableProfile = Pick<
  ICleanerProfile,
  | 'slug'
  | 'paymentMethod'
  | 'hourlyRateCents'
  | 'fixedRates'
  | 'gstNumber'
  | 'qstNumber'
  | 'serviceTypes'
  | 'serviceCities'
  | 'petTolerance'
  | 'coverageKm'
  | 'homeLatitude'
  | 'homeLongitude'
>;

export interface BookableCleaner {
  /** The account is suspended: listed no more, and no new booking (`cleaner_unavailable`). */
  suspended: boolean;
  /** `emailFrequency`: how often they want mail, for the notification of the request. */
  cleaner: { id: string; fullName: string; emailFrequency: string };
  profile: BookableProfile;
}

type CleanerRow = Omit<BookableProfile, 'fixedRates' | 'homeLatitude' | 'homeLongitude'> & {
  id: string;
  fullName: string;
  emailFrequency: string;
  fixedRates: BookableProfile['fixedRates'] | string;
  homeLatitude: number | string | null;
  homeLongitude: number | string | null;
  suspended: boolean;
};

/** The select of a listed cleaner's name and profile, its id the parameter `idParam`. */
export const bookableCleanerSelect = (
  idParam: string,
) => `select u.id, u.full_name as "fullName", u.email_frequency as "emailFrequency", p.slug, p.payment_method as "paymentMethod",
            p.hourly_rate_cents as "hourlyRateCents", p.fixed_rates as "fixedRates", p.gst_number as "gstNumber",
            p.qst_number as "qstNumber", p.service_types as "serviceTypes", p.service_cities as "serviceCities",
            p.pet_tolerance as "petTolerance", p.coverage_km as "coverageKm",
            p.home_latitude as "homeLatitude", p.home_longitude as "homeLongitude",
            u.suspended_at is not null as suspended
       from app_user u join cleaner_profile p on p.user_id = u.id
      where u.id = ${idParam} and u.role = 'cleaner' and u.deleted_at is null and p.listed`;

/** A row of `bookableCleanerSelect` as the cleaner and their profile. */
export function bookableCleanerOf(row: Record<string, unknown>): BookableCleaner {
  const { id, fullName, emailFrequency, fixedRates, homeLatitude, homeLongitude, suspended, ...rest } = row as CleanerRow;
  return {
    suspended: suspended === true || (suspended as unknown) === 't',
    cleaner: { id, fullName, emailFrequency },
    profile: {
      ...rest,
      // json and double precision columns may arrive as text from the embedded database's driver
      fixedRates: typeof fixedRates === 'string' ? JSON.parse(fixedRates) : fixedRates,
      homeLatitude: homeLatitude == null ? null : Number(homeLatitude),
      homeLongitude: homeLongitude == null ? null : Number(homeLongitude),
    },
  };
}

/**
 * A listed cleaner's name and profile in one read (plain SQL: this runs on every quote and
 * every booking, and the ORM's query building cost more than the query). A create reads it with
 * its slot check instead (`readUnderQueues`).
 */
async function readBookableCleaner(em: EntityManager, cleanerId: string): Promise<BookableCleaner | null> {
  const row = await queryOne(em, bookableCleanerSelect('$1'), [cleanerId]);
  return row ? bookableCleanerOf(row) : null;
}

const required = (pointer: string, fr: string, en: string): RaisedFieldError => ({
  pointer,
  code: 'required',
  message: { fr, en },
});

/** A request's own fields checked (400 for each one missing or wrong), before anything is read. */
export interface CheckedFields {
  propertyId: string;
  durationMinutes: number;
  occurrences: Occurrence[];
}

/** Missing fields and times first (400, one entry per field), as a person would fix them. */
export function checkFields(fields: BookingFields, now: Date): CheckedFields {
  const errors: RaisedFieldError[] = [];
  if (!fields.propertyId) errors.push(required('/body/propertyId', 'Propriété requise', 'Property required'));
  if (fields.durationHours === undefined) errors.push(required('/body/durationHours', 'Durée requise', 'Duration required'));
  const durationMinutes = Math.round((fields.durationHours ?? 4) * 60);
  const dates = occurrenceDates(fields.frequency, fields.date, fields.recurrence);
  const occurrences = dates.map((date) => {
    const startsAt = localToInstant(date, fields.startTime);
    return { date, startTime: fields.startTime, startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
  });
  if ((occurrences[0]?.startsAt.getTime() ?? 0) <= now.getTime()) {
    errors.push({
      pointer: '/body/date',
      code: 'future',
      message: {
        fr: 'Date et heure invalides : le début doit être à venir.',
        en: 'Invalid date and time: the start must be ahead.',
      },
    });
  }
  if (errors.length > 0) {
    throw commonFail('validation_failed', {
      detail: { fr: 'Vérifiez tous les champs.', en: 'Check all fields.' },
      errors,
    });
  }
  return { propertyId: fields.propertyId as string, durationMinutes, occurrences };
}

/**
 * Checks a booking request in the order a person would fix it: missing fields and times
 * first (400, see `checkFields`), then the cleaner, the property, and what the cleaner offers
 * for it (422). Shared by quote and create, so both refuse the same requests. A quote reads the
 * cleaner and the property here; a create reads them in its transaction, with the slot check,
 * and hands them to `bookableRequest`.
 */
export async function prepareRequest(
  em: EntityManager,
  edges: BookingEdges,
  client: IUser,
  fields: BookingFields,
  now: Date,
): Promise<PreparedRequest> {
  const checked = checkFields(fields, now);
  const found = await readBookableCleaner(em, fields.cleanerId);
  const property = await edges.properties.owned(em, client.id, checked.propertyId);
  return bookableRequest(fields, checked, found, property);
}

/** The cleaner's refusal first, then the property's, then what the cleaner offers for it. */
export function bookableRequest(
  fields: BookingFields,
  { propertyId, durationMinutes, occurrences }: CheckedFields,
  found: BookableCleaner | null,
  property: BookableProperty | null,
): PreparedRequest {
  if (!found) {
    throw fail('cleaner_not_bookable', {
      detail: { fr: 'Aucun nettoyeur réservable n’a cet identifiant.', en: 'No bookable cleaner has this id.' },
      errors: [
        {
          pointer: '/body/cleanerId',
          code: 'cleaner_not_bookable',
          message: { fr: 'Nettoyeur introuvable', en: 'Cleaner not found' },
        },
      ],
    });
  }
  if (found.suspended) {
    throw fail('cleaner_unavailable', {
      detail: {
        fr: 'Ce nettoyeur ne prend pas de réservations pour le moment. Choisissez un autre nettoyeur.',
        en: 'This cleaner is not taking bookings at the moment. Choose another cleaner.',
      },
      errors: [
        {
          pointer: '/body/cleanerId',
          code: 'cleaner_unavailable',
          message: { fr: 'Nettoyeur indisponible', en: 'Cleaner unavailable' },
        },
      ],
    });
  }
  const { cleaner, profile } = found;
  if (!property) {
    throw fail('property_not_found', {
      detail: { fr: 'Aucune de vos propriétés n’a cet identifiant.', en: 'None of your properties has this id.' },
      errors: [
        {
          pointer: '/body/propertyId',
          code: 'property_not_found',
          message: { fr: 'Propriété introuvable', en: 'Property not found' },
        },
      ],
    });
  }
  if (!profile.serviceTypes.includes(fields.serviceType)) {
    throw fail('service_type_not_offered', {
      detail: {
        fr: `Ce nettoyeur n’offre pas ce service (${fields.serviceType}).`,
        en: `This cleaner does not offer this service (${fields.serviceType}).`,
      },
    });
  }
  const served =
    profile.serviceCities.includes(property.city) ||
    (profile.homeLatitude != null &&
      profile.homeLongitude != null &&
      distanceKm({ latitude: Number(profile.homeLatitude), longitude: Number(profile.homeLongitude) }, property) <=
        profile.coverageKm);
  if (!served) {
    throw failPlace('city_not_served', {
      detail: {
        fr: `Ce nettoyeur ne dessert pas ${property.city}.`,
        en: `This cleaner does not serve ${property.city}.`,
      },
    });
  }
  if (fields.hasPets && fields.petType && !profile.petTolerance.includes(petTolerance[fields.petType])) {
    throw fail('pets_not_tolerated', {
      detail: {
        fr: 'Ce nettoyeur n’accepte pas cet animal de compagnie.',
        en: 'This cleaner does not accept this pet.',
      },
    });
  }
  return { fields, propertyId, durationMinutes, frequency: fields.frequency, cleaner, profile, property, occurrences };
}

/**
 * The discounts a client may get on their next booking. All three are first-booking offers: a
 * client's first booking is one made while they have no other booking that is pending,
 * confirmed, in progress or completed (cancelled and declined ones do not count).
 */
export type DiscountList = DiscountCandidate[];

/**
 * Whether the client (the parameter `clientParam` names) has a booking that makes their next
 * one not their first, as an SQL expression: read alone for a quote, and with the slot check
 * under a create's queue.
 */
export const clientHasCountingBookingSql = (clientParam: string) =>
  `exists(select 1 from booking where client_id = ${clientParam} and status in (${firstBookingCountingStatuses
    .map((status) => `'${status}'`)
    .join(', ')}))`;

async function hasCountingBooking(em: EntityManager, clientId: string): Promise<boolean> {
  const row = await queryOne<{ found: boolean }>(em, `select ${clientHasCountingBookingSql('$1')} as found`, [clientId]);
  return row?.found === true;
}

export async function discountCandidates(
  em: EntityManager,
  edges: BookingEdges,
  client: IUser,
  code: string | undefined,
  /** Whether the client has a counting booking, when the caller already read it (under its queue). */
  clientHasBooking?: boolean,
): Promise<DiscountCandidate[]> {
  const first = !(clientHasBooking ?? (await hasCountingBooking(em, client.id)));
  const candidates: DiscountCandidate[] = [];
  if (first) candidates.push({ kind: 'first_booking', percent: firstBookingDiscountPercent });
  if (code !== undefined) {
    const found = await edges.discountCodes.find(em, code.trim(), { id: client.id, email: client.email });
    if (!found || (found.firstBookingOnly && !first)) {
      throw fail('discount_code_invalid', {
        detail: {
          fr: 'Ce code de réduction n’existe pas ou ne s’applique pas à cette réservation.',
          en: 'This discount code does not exist or does not apply to this booking.',
        },
        errors: [
          { pointer: '/body/discountCode', code: 'discount_code_invalid', message: { fr: 'Code invalide', en: 'Invalid code' } },
        ],
      });
    }
    candidates.push({ kind: 'discount_code', code: found.code, percent: found.percent, amountCents: found.amountCents });
  }
  // A referred client's welcome credit, while the referrals area says it is available (not
  // used, replaced or expired).
  const credit = first ? await edges.referralCredits.availableFor(em, client.id) : null;
  if (credit) candidates.push({ kind: 'referral', amountCents: credit });
  return candidates;
}
