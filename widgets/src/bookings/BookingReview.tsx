import { ProblemError } from '@propre/sdk';
import { reviews } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { ReviewCard, ReviewForm } from '../reviews/index.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { retryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';
import type { Booking } from './types.ts';

export interface BookingReviewProps {
  booking: Booking;
  /** Of the review's heading (the details' sections are one level below the page title). */
  headingLevel?: 2 | 3;
}

/**
 * The client's review of a completed booking: the one given (`reviews.getForBooking`), else the
 * form. A booking takes one review, so a form shown over an existing one could only answer 409.
 */
export function BookingReview({ booking, headingLevel = 3 }: BookingReviewProps) {
  const { client } = usePropre();
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const query = useQuery({ ...reviews.getForBooking(client, booking.id), retry: false });
  // Published from this page: the form keeps its thank-you rather than turning into the card.
  const [published, setPublished] = useState(false);
  const none = query.error instanceof ProblemError && query.error.code === 'review_not_found';

  if (published || none)
    return (
      <ReviewForm
        bookingId={booking.id}
        cleanerName={booking.cleaner.name}
        headingLevel={headingLevel}
        onSuccess={() => setPublished(true)}
      />
    );
  if (query.data) {
    const Heading = `h${headingLevel}` as const;
    return (
      <>
        <Heading {...part('sectionTitle')}>{t('details.section.review')}</Heading>
        <ReviewCard review={query.data} headingLevel={headingLevel === 2 ? 3 : 4} />
      </>
    );
  }
  if (query.error) return <ErrorState headingLevel={headingLevel} {...retryProps(query)} title={t('details.section.review')} />;
  return <Skeleton height="10rem" />;
}
