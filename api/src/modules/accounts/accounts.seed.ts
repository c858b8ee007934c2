import type { DemoLogin, Seeder } from '../../db/seed/seeder.ts';

/** Shared by every demo account; demo data only, printed at start-up. */
export const demoPassword = 'Demo-Propre-2026';

interface DemoAccount {
  username: string;
  email: string;
  fullName: string;
  role: 'client' | 'cleaner' | 'admin';
  gender: 'male' | 'female' | 'other' | 'prefer_not_to_say';
  language: 'fr' | 'en';
  city: string;
  description: string;
}

/** The demo people; later areas give the cleaners profiles and the clients properties and bookings. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'admin',
    email: 'admin@demo.propre.ca',
    fullName: 'Geneviève Admin',
    role: 'admin',
    gender: 'female',
    language: 'fr',
    city: 'Montréal',
    description: 'administratrice',
  },
  {
    username: 'marie.client',
    email: 'marie@demo.propre.ca',
    fullName: 'Marie Tremblay',
    role: 'client',
    gender: 'female',
    language: 'fr',
    city: 'Montréal',
    description: 'cliente, Montréal',
  },
  {
    username: 'james.client',
    email: 'james@demo.propre.ca',
    fullName: 'James Wilson',
    role: 'client',
    gender: 'male',
    language: 'en',
    city: 'Laval',
    description: 'client, Laval (English)',
  },
  {
    username: 'sophie.nettoyage',
    email: 'sophie@demo.propre.ca',
    fullName: 'Sophie Gagnon',
    role: 'cleaner',
    gender: 'female',
    language: 'fr',
    city: 'Montréal',
    description: 'nettoyeuse, Montréal',
  },
  {
    username: 'luc.menage',
    email: 'luc@demo.propre.ca',
    fullName: 'Luc Bouchard',
    role: 'cleaner',
    gender: 'male',
    language: 'fr',
    city: 'Québec',
    description: 'nettoyeur, Québec',
  },
  {
    username: 'amina.proprete',
    email: 'amina@demo.propre.ca',
    fullName: 'Amina Diallo',
    role: 'cleaner',
    gender: 'female',
    language: 'fr',
    city: 'Laval',
    description: 'nettoyeuse, Laval',
  },
  {
    username: 'carlos.clean',
    email: 'carlos@demo.propre.ca',
    fullName: 'Carlos Rodriguez',
    role: 'cleaner',
    gender: 'male',
    language: 'en',
    city: 'Longueuil',
    description: 'cleaner, Longueuil (English)',
  },
];

export const accountsSeeder: Seeder = {
  name: 'accounts',
  logins: demoAccounts.map(
    (a): DemoLogin => ({ role: a.role, email: a.email, password: demoPassword, description: a.description }),
  ),
  async run({ em, accounts }) {
    for (const account of demoAccounts) {
      await accounts.createUser(em, {
        username: account.username,
        email: account.email,
        password: demoPassword,
        fullName: account.fullName,
        role: account.role,
        gender: account.gender,
        language: account.language,
        location: { city: account.city, province: 'QC' },
      });
    }
    await em.flush();
  },
};
