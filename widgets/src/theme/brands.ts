/**
 * The two brands of the marketplace, as data (spec §1, DESIGN.md): a brand is a name, a tagline,
 * the hosts that serve it and a palette idea; components never fork per brand.
 */
export type BrandId = 'propre' | 'eclat';

export interface Brand {
  id: BrandId;
  name: string;
  tagline: { fr: string; en: string };
  /** Host names that serve this brand; any other host serves the second brand. */
  hosts: readonly string[];
  /** Key colours of the brand, for places that are not themed (e.g. a social image). */
  palette: { primary: string; accent: string; neutral: string };
}

export const brands: Readonly<Record<BrandId, Brand>> = {
  propre: {
    id: 'propre',
    name: 'Propre',
    tagline: {
      fr: 'Des pros du ménage de confiance, près de chez vous',
      en: 'Trusted home cleaners, close to you',
    },
    hosts: ['propre.ca', 'www.propre.ca', 'localhost'],
    palette: { primary: '#1f6b4a', accent: '#5fd3a0', neutral: '#f7f5f0' },
  },
  eclat: {
    id: 'eclat',
    name: 'Éclat',
    tagline: {
      fr: 'Un intérieur impeccable, sans y penser',
      en: 'A spotless home, without a second thought',
    },
    hosts: [],
    palette: { primary: '#1b2a4e', accent: '#c9a227', neutral: '#f5f7fa' },
  },
};

/** The primary brand on its own hosts and localhost; the second brand on any other host. */
export function brandForHost(hostname: string): BrandId {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  return brands.propre.hosts.includes(host) ? 'propre' : 'eclat';
}
