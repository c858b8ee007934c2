import type { components } from '@propre/sdk';

type Profile = components['schemas']['PublicCleanerProfile'];

/**
 * A cleaner's profile for search engines (schema.org): a local business offering home cleaning in
 * its cities, with the average of its reviews and the latest ones.
 */
export function cleanerStructuredData(profile: Profile, url: string, description: string): Record<string, unknown> {
  const summary = profile.reviews?.summary;
  const rating = summary?.averages.overall;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: profile.name,
    url,
    description,
    ...(profile.profilePic ? { image: new URL(profile.profilePic, url).href } : {}),
    address: { '@type': 'PostalAddress', addressLocality: profile.serviceCities[0], addressRegion: 'QC', addressCountry: 'CA' },
    areaServed: profile.serviceCities.map((city) => ({ '@type': 'City', name: city })),
    makesOffer: profile.serviceTypes.map((type) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', serviceType: type, name: type },
    })),
    ...(summary && summary.count > 0 && rating != null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating,
            reviewCount: summary.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: (profile.reviews?.latest ?? []).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.comment,
            reviewRating: { '@type': 'Rating', ratingValue: review.ratings.overall, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
