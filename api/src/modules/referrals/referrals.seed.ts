import type { Seeder } from '../../db/seed/seeder.ts';
import { User } from '../accounts/accounts.entities.ts';

/**
 * Demo referrals: Sophie referred Luc and Carlos, two cleaners. Luc has done no job yet, so
 * Sophie's bonus for him is pending; the reviews seeder completes a job of Carlos, which earns
 * her the other 20 $ (credited to her earnings). Runs after the bookings seeder.
 */
export const referralsSeeder: Seeder = {
  name: 'referrals',
  async run({ em, referrals }) {
    // They signed up a month ago: their rewards expire in five months.
    const referredAt = new Date(Date.now() - 30 * 86_400_000);
    const sophie = await em.findOneOrFail(User, { email: 'sophie@demo.propre.ca' });
    for (const email of ['luc@demo.propre.ca', 'carlos@demo.propre.ca']) {
      const referred = await em.findOneOrFail(User, { email });
      referred.referredById = sophie.id;
      await em.flush();
      await referrals.accountReferred(em, referred, referredAt);
    }
  },
};
