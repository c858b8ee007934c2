import type { FixedRates } from '@propre/sdk';
import type { PublicReview, ReviewListStatus } from '../reviews/index.ts';
import type { PagedListProps } from '../ui/paged-list.ts';

export type { AvailabilityOccurrence, GalleryPhoto, PublicCleanerProfile } from '@propre/sdk';
export type PropertyType = keyof FixedRates;

/** What the host gives its router's link component (react-router's `<Link to>`…) to render a link: spread them all. */
export interface ProfileLinkProps {
  href: string;
  className: string;
  /** The part's name (`cleanerProfileBook`…), for the partner's CSS and tests. */
  'data-part': string;
  'data-state'?: string;
  children: React.ReactNode;
}

/** Where the profile's links lead; the host's router renders them through `renderLink`. */
export interface CleanerProfileNavigation {
  /** The booking page of a cleaner; `/book/{slug}` by default. */
  bookHref?: (slug: string) => string;
  /** The conversation of a confirmed booking; `/messages/{bookingId}` by default. */
  messageHref?: (bookingId: string) => string;
  /** Where "find a cleaner" leads from the not-found state; `/cleaners` by default. */
  searchHref?: string;
  /** Renders a link with the host's router; a plain `<a>` otherwise. */
  renderLink?: (props: ProfileLinkProps) => React.ReactNode;
}

/** The reviews shown under a profile, and what loading more of them is doing. */
export interface ProfileReviewsState extends Omit<PagedListProps, 'retrying'> {
  status: ReviewListStatus;
  items: readonly PublicReview[];
}
