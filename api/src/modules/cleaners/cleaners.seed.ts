import type { Seeder } from '../../db/seed/seeder.ts';
import { todayInToronto } from '../../lib/business-time.ts';
import { newId } from '../../lib/ids.ts';
import { User } from '../accounts/accounts.entities.ts';
import { AvailabilityBlock } from '../availability/availability.entities.ts';
import { CleanerProfile } from './cleaners.entities.ts';
import { priceFrom, quickStartMissing } from './cleaners.service.ts';
import { slugify } from './slug.ts';

interface DemoCleaner {
  email: string;
  bio: string;
  hourlyRate: number | null;
  fixedRates?: Record<string, number>;
  serviceTypes: string[];
  cities: string[];
  pets: string[];
  years: number;
  languages: string[];
  eco: boolean;
  taxes: boolean;
}

const demoCleaners: readonly DemoCleaner[] = [
  {
    email: 'sophie@demo.propre.ca',
    bio: 'Nettoyeuse depuis huit ans au Plateau et dans Rosemont. Produits écologiques, attention aux détails, ponctuelle.',
    hourlyRate: 3500,
    serviceTypes: ['basic', 'deep', 'move_in_out'],
    cities: ['Montréal', 'Westmount'],
    pets: ['cats', 'dogs'],
    years: 8,
    languages: ['fr', 'en'],
    eco: true,
    taxes: true,
  },
  {
    email: 'luc@demo.propre.ca',
    bio: 'Entretien ménager résidentiel et bureaux à Québec et Lévis. Travail rapide et soigné, matériel fourni.',
    hourlyRate: null,
    fixedRates: { house: 14000, condo: 9500, apartment: 8500, office: 16000 },
    serviceTypes: ['basic', 'office', 'condo'],
    cities: ['Québec', 'Lévis'],
    pets: ['cats'],
    years: 4,
    languages: ['fr'],
    eco: false,
    taxes: false,
  },
  {
    email: 'amina@demo.propre.ca',
    bio: 'Grand ménage, fin de bail et location courte durée à Laval. Horaire flexible, disponible les fins de semaine.',
    hourlyRate: 2800,
    serviceTypes: ['basic', 'deep', 'airbnb'],
    cities: ['Laval'],
    pets: ['dogs', 'birds'],
    years: 3,
    languages: ['fr', 'en', 'ar'],
    eco: true,
    taxes: false,
  },
  {
    email: 'carlos@demo.propre.ca',
    bio: 'Residential and commercial cleaning on the South Shore. Bilingual, insured, reliable and thorough every visit.',
    hourlyRate: 3200,
    serviceTypes: ['basic', 'commercial', 'office'],
    cities: ['Longueuil', 'Brossard'],
    pets: [],
    years: 10,
    languages: ['en', 'fr', 'es'],
    eco: false,
    taxes: true,
  },
];

/** The demo cleaners' profiles (listed) and weekday availability; runs after the accounts seeder. */
export const cleanersSeeder: Seeder = {
  name: 'cleaners',
  async run({ em, places, availability }) {
    const now = new Date();
    const today = todayInToronto(now);
    for (const demo of demoCleaners) {
      const user = await em.findOneOrFail(User, { email: demo.email });
      const cities = demo.cities.map((name) => places.resolveCity(name, { status: 422 }));
      const home = cities[0];
      const profile = em.create(CleanerProfile, {
        userId: user.id,
        slug: slugify(user.fullName),
        bio: demo.bio,
        hourlyRateCents: demo.hourlyRate,
        fixedRates: demo.fixedRates ?? {},
        paymentMethod: demo.hourlyRate === null ? 'fixed' : 'hourly',
        yearsOfExperience: demo.years,
        skills: ['Cuisine', 'Salles de bain', 'Planchers'],
        languages: demo.languages,
        education: null,
        certificates: ['Formation SIMDUT 2015'],
        serviceTypes: demo.serviceTypes,
        serviceCities: cities.map((c) => c.name),
        petTolerance: demo.pets,
        coverageKm: 20,
        equipment: ['Aspirateur HEPA', 'Vadrouille à vapeur'],
        gstNumber: demo.taxes ? '123456789RT0001' : null,
        qstNumber: demo.taxes ? '1234567890TQ0001' : null,
        insuranceExpiresOn: `${Number(today.slice(0, 4)) + 1}-06-30`,
        address: null,
        ecoCertified: demo.eco,
        homeLatitude: home?.latitude ?? null,
        homeLongitude: home?.longitude ?? null,
        listed: false,
        priceFromCents: null,
        createdAt: now,
        updatedAt: now,
      });
      profile.listed = quickStartMissing(profile).length === 0;
      profile.priceFromCents = priceFrom(profile);
      // Monday to Friday, morning and afternoon, as the onboarding template would set.
      for (let weekday = 1; weekday <= 5; weekday += 1) {
        for (const [startTime, endTime] of [
          ['08:00', '12:00'],
          ['13:00', '17:00'],
        ] as const) {
          em.create(AvailabilityBlock, {
            id: newId('avb'),
            user,
            kind: 'weekly',
            startDate: today,
            untilDate: null,
            weekday,
            intervalDays: null,
            allDay: false,
            startTime,
            endTime,
            createdAt: now,
          });
        }
      }
      await em.flush();
      await availability.recomputeAvailableDays(em, user.id);
    }
  },
};
