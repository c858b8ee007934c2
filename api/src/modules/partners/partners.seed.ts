import type { Seeder } from '../../db/seed/seeder.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken } from '../../lib/tokens.ts';
import { Partner, PartnerApiKey } from './partners.entities.ts';

/**
 * The publishable key of the partners' playground (`/partners`): a demo partner's, allowed only
 * from the marketplace's own origins, so the page can show the real widget through the real
 * loader. Public by nature (it is in the page); it exists only where demo data is seeded.
 */
export const demoPublishableKey = `pk_live_${'demoPartnersPlayground'.padEnd(43, '0')}`;

/** A demo partner (Gestion Immo Démo) with the playground's publishable key. */
export const partnersSeeder: Seeder = {
  name: 'partners-playground',
  async run({ em, ownOrigins }) {
    if (!ownOrigins || ownOrigins.length === 0) return;
    const now = new Date();
    const partner = em.create(Partner, {
      id: newId('ptn'),
      name: 'Gestion Immo Démo',
      contactEmail: 'partenaire@demo.propre.ca',
      createdAt: now,
    });
    // Written first: the key refers to it by a plain id, so the ORM cannot order them.
    await em.flush();
    em.create(PartnerApiKey, {
      id: newId('pak'),
      partnerId: partner.id,
      kind: 'publishable',
      name: 'Playground /partners',
      prefix: demoPublishableKey.slice(0, 'pk_live_'.length + 4),
      secretHash: hashToken(demoPublishableKey),
      allowedOrigins: [...ownOrigins],
      createdAt: now,
      lastUsedAt: null,
      revokedAt: null,
    });
    await em.flush();
  },
};
