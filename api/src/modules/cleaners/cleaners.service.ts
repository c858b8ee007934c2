import { type EntityManager, type MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { operations } from '@propre/openapi/types';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { type IUser, User } from '../accounts/accounts.entities.ts';
import { CleanerVerification } from '../verification/verification.entities.ts';
import { type CleanerStats, noStats } from './cleaner-dto.ts';
import { readCleanerStats } from './cleaner-stats.ts';
import { CleanerProfile, type FixedRates, type ICleanerProfile, propertyTypes } from './cleaners.entities.ts';
import { cleanerErrors } from './cleaners.errors.ts';
import { type ProfileReviews, type PublicProfile, publicProfileReader } from './public-cleaner-read.ts';
import { uniqueSlug } from './slug.ts';

const fail = errorsOf(cleanerErrors);
export type CleanerProfilePatch = operations['cleaners.updateMyProfile']['requestBody']['content']['application/json'];

/** A known municipality, as the places area resolves it. */
export interface ResolvedCity {
  name: string;
  latitude: number;
  longitude: number;
}

/** How the cleaners area checks city names; the places area provides it. */
export interface CityResolver {
  /** Throws `city_not_found` / `invalid_city` (422) for a name that is not a Quebec municipality. */
  resolveCity(name: string): ResolvedCity;
}

export interface CleanersService {
  /** The cleaner's profile, created empty the first time. */
  ensureProfile(user: IUser): Promise<ICleanerProfile>;
  updateProfile(user: IUser, patch: CleanerProfilePatch): Promise<ICleanerProfile>;
  /** A listed cleaner by slug: only cleaners whose quick-start step is done. */
  findListed(slug: string): Promise<{ user: IUser; profile: ICleanerProfile } | null>;
  /** Rating, review count, completion rate and response time, as other areas computed them. */
  statsOf(userId: string): Promise<CleanerStats>;
  /** The verification shown on the public profile (`unverified` until documents are sent). */
  verificationOf(userId: string): Promise<'pending' | 'verified' | 'unverified' | 'rejected'>;
  /** A listed cleaner's public page with its reviews, by slug, in one statement; null when none. */
  publicProfile(slug: string): Promise<PublicProfile | null>;
}

export function createCleanersService(deps: {
  orm: MikroORM;
  cities: CityResolver;
  /** The reviews part of the public profile (the reviews area's columns of its statement). */
  reviews: ProfileReviews;
}): CleanersService {
  const { orm, cities, reviews } = deps;
  const readPublicProfile = publicProfileReader(reviews);

  /**
   * The cleaner's profile, made on first use. Two first uses at once (two tabs, or two people of
   * the same name signing up together) race on the unique user id or slug: the loser reads the
   * profile the winner made, or takes another slug.
   */
  async function ensure(em: EntityManager, user: IUser): Promise<ICleanerProfile> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await ensureOnce(em, user);
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= 3) throw error;
        em.clear();
      }
    }
  }

  async function ensureOnce(em: EntityManager, user: IUser): Promise<ICleanerProfile> {
    const existing = await em.findOne(CleanerProfile, { userId: user.id });
    if (existing) return existing;
    const now = new Date();
    const slug = await uniqueSlug(user.fullName, async (s) => (await em.count(CleanerProfile, { slug: s })) === 0);
    const profile = em.create(CleanerProfile, {
      userId: user.id,
      slug,
      bio: null,
      hourlyRateCents: null,
      fixedRates: {},
      paymentMethod: 'hourly',
      yearsOfExperience: null,
      skills: [],
      languages: user.language === 'en' ? ['en'] : ['fr'],
      education: null,
      certificates: [],
      serviceTypes: [],
      serviceCities: [],
      petTolerance: [],
      coverageKm: 25,
      equipment: [],
      gstNumber: null,
      qstNumber: null,
      insuranceExpiresOn: null,
      address: null,
      ecoCertified: false,
      homeLatitude: null,
      homeLongitude: null,
      listed: false,
      priceFromCents: null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return profile;
  }

  return {
    ensureProfile: (user) => ensure(orm.em.fork(), user),

    async updateProfile(user, patch) {
      const em = orm.em.fork();
      const profile = await ensure(em, user);
      // Cities first: an unknown one refuses the whole patch before anything changes.
      const resolvedCities = patch.serviceCities?.map((name) => cities.resolveCity(name));
      applyPatch(profile, patch);
      if (resolvedCities) {
        profile.serviceCities = resolvedCities.map((c) => c.name);
        // The first city served is where distances are measured from.
        const home = resolvedCities[0];
        profile.homeLatitude = home?.latitude ?? null;
        profile.homeLongitude = home?.longitude ?? null;
      }
      checkRules(profile, patch);
      profile.listed = quickStartMissing(profile).length === 0;
      profile.priceFromCents = priceFrom(profile);
      profile.updatedAt = new Date();
      await em.flush();
      return profile;
    },

    async findListed(slug) {
      const em = orm.em.fork();
      const profile = await em.findOne(CleanerProfile, { slug, listed: true });
      if (!profile) return null;
      const user = await em.findOne(User, { id: profile.userId, role: 'cleaner', deletedAt: null, suspendedAt: null });
      return user ? { user, profile } : null;
    },

    async statsOf(userId) {
      return (await readCleanerStats(orm.em.fork(), [userId])).get(userId) ?? noStats;
    },

    // No fork: one read-only statement on a pooled connection needs no identity map.
    publicProfile: (slug) => readPublicProfile(orm.em, slug),

    async verificationOf(userId) {
      const row = await orm.em.fork().findOne(CleanerVerification, { userId }, { fields: ['status'] });
      return row?.status ?? 'unverified';
    },
  };
}

function applyPatch(profile: ICleanerProfile, patch: CleanerProfilePatch): void {
  if (patch.bio !== undefined) profile.bio = patch.bio.trim();
  if (patch.hourlyRate !== undefined) profile.hourlyRateCents = patch.hourlyRate;
  if (patch.fixedRates !== undefined) profile.fixedRates = { ...profile.fixedRates, ...patch.fixedRates };
  if (patch.paymentMethod !== undefined) profile.paymentMethod = patch.paymentMethod;
  if (patch.yearsOfExperience !== undefined) profile.yearsOfExperience = patch.yearsOfExperience;
  if (patch.skills !== undefined) profile.skills = patch.skills.map((s) => s.trim());
  if (patch.languages !== undefined) profile.languages = patch.languages;
  if (patch.education !== undefined) profile.education = patch.education?.trim() || null;
  if (patch.certificates !== undefined) profile.certificates = patch.certificates.map((s) => s.trim());
  if (patch.serviceTypes !== undefined) profile.serviceTypes = patch.serviceTypes;
  if (patch.petTolerance !== undefined) profile.petTolerance = patch.petTolerance;
  if (patch.coverageKm !== undefined) profile.coverageKm = patch.coverageKm;
  if (patch.equipment !== undefined) profile.equipment = patch.equipment.map((s) => s.trim());
  if (patch.gstNumber !== undefined) profile.gstNumber = patch.gstNumber?.replace(/\s+/g, '') ?? null;
  if (patch.qstNumber !== undefined) profile.qstNumber = patch.qstNumber?.replace(/\s+/g, '') ?? null;
  if (patch.insuranceExpiresOn !== undefined) profile.insuranceExpiresOn = patch.insuranceExpiresOn;
  if (patch.ecoCertified !== undefined) profile.ecoCertified = patch.ecoCertified;
  if (patch.address !== undefined) {
    profile.address = patch.address
      ? {
          ...patch.address,
          streetAddress: patch.address.streetAddress.trim(),
          postalCode: formatPostalCode(patch.address.postalCode),
        }
      : null;
  }
}

/** Rules across fields, checked on the profile as it would be saved. */
function checkRules(profile: ICleanerProfile, patch: CleanerProfilePatch): void {
  if (patch.serviceTypes !== undefined && profile.serviceTypes.length === 0) throw fail('service_type_required');
  if (profile.paymentMethod === 'fixed' && (patch.paymentMethod !== undefined || patch.fixedRates !== undefined)) {
    if (pricedTypes(profile.fixedRates) === 0) {
      throw fail('invalid_fixed_rates', {
        detail: {
          fr: 'Au moins un type de propriété doit avoir un tarif valide entre 15 $ et 199 $.',
          en: 'At least one property type must have a valid rate between 15$ and 199$.',
        },
      });
    }
  }
  if (profile.paymentMethod === 'hourly' && patch.paymentMethod === 'hourly' && profile.hourlyRateCents == null) {
    throw fail('invalid_hourly_rate', {
      detail: { fr: 'Le taux horaire doit être entre 17 $ et 199 $.', en: 'The hourly rate must be between 17$ and 199$.' },
    });
  }
  if (Boolean(profile.gstNumber) !== Boolean(profile.qstNumber)) {
    throw fail('tax_numbers_incomplete', {
      detail: {
        fr: 'Un fournisseur inscrit a un numéro de TPS et un numéro de TVQ; un petit fournisseur n’en a aucun.',
        en: 'A registered supplier has both a GST and a QST number; a small supplier has neither.',
      },
    });
  }
}

export function pricedTypes(rates: FixedRates): number {
  return propertyTypes.filter((type) => {
    const cents = rates[type];
    return typeof cents === 'number' && cents >= 1500 && cents <= 19900;
  }).length;
}

/** What the quick-start step still misses; empty when the cleaner can be listed. */
export function quickStartMissing(profile: ICleanerProfile): string[] {
  const missing: string[] = [];
  if (!profile.bio) missing.push('bio');
  if (profile.serviceTypes.length === 0) missing.push('serviceTypes');
  if (profile.serviceCities.length === 0) missing.push('serviceCities');
  const priced = profile.paymentMethod === 'hourly' ? profile.hourlyRateCents != null : pricedTypes(profile.fixedRates) > 0;
  if (!priced) missing.push('rates');
  return missing;
}

export function priceFrom(profile: ICleanerProfile): number | null {
  if (profile.paymentMethod === 'hourly') return profile.hourlyRateCents ?? null;
  const prices = propertyTypes
    .map((type) => profile.fixedRates[type])
    .filter((cents): cents is number => typeof cents === 'number' && cents >= 1500 && cents <= 19900);
  return prices.length > 0 ? Math.min(...prices) : null;
}

function formatPostalCode(code: string): string {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}
