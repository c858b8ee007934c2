import { ProblemError } from '@propre/sdk';
import { cleaners, reviews } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { useCursorPages } from '../ui/use-cursor-pages.ts';
import { type Review, type ReviewSummary, reviewCategories } from './categories.ts';
import { ReceivedReviewsView, type ReceivedReviewsViewProps } from './ReceivedReviewsView.tsx';

export interface ReceivedReviewsProps extends Pick<ReceivedReviewsViewProps, 'headingLevel' | 'className' | 'emptyAction'> {
  /** Reviews per page (1 to 100). */
  pageSize?: number;
  /** Whether the cleaner may answer reviews here (reviews.reply); true by default. */
  allowReply?: boolean;
}

/** No averages yet: the summary of a cleaner nobody rated (and of one not listed yet, who cannot have been). */
const unrated: ReviewSummary = {
  count: 0,
  averages: Object.fromEntries(reviewCategories.map((category) => [category, null])) as ReviewSummary['averages'],
};

/**
 * The signed-in cleaner's reviews (spec §2 /profile/reviews): the averages per category, as their
 * public profile shows them (cleaners.getMyProfile gives the slug, cleaners.getProfile the
 * summary), then every review about them, hidden ones with the reason (reviews.listMine), each
 * answerable once (reviews.reply).
 */
export function ReceivedReviews({ pageSize = 10, allowReply = true, ...view }: ReceivedReviewsProps) {
  const { client } = usePropre();
  const mine = useQuery(cleaners.getMyProfile(client));
  const slug = mine.data?.public.slug ?? '';
  const profile = useQuery({ ...cleaners.getProfile(client, slug), enabled: slug !== '' });
  const paged = useCursorPages<Review>(`received:${pageSize}`, (cursor) =>
    reviews.listMine(client, { limit: pageSize, ...(cursor ? { cursor } : {}) }),
  );
  const reply = useMutation(reviews.reply(client));
  // A profile not listed yet answers 404: it has no public averages, and no reviews either.
  const notListed = profile.error instanceof ProblemError && profile.error.status === 404;
  const summaryError = mine.error ?? (notListed ? null : profile.error);
  return (
    <ReceivedReviewsView
      {...view}
      summary={notListed ? unrated : profile.data?.reviews?.summary}
      summaryError={summaryError ?? undefined}
      onSummaryRetry={() => void (mine.isError ? mine.refetch() : profile.refetch())}
      status={paged.status}
      reviews={paged.items}
      {...paged.list}
      onReply={allowReply ? (reviewId, text) => reply.mutateAsync({ path: { reviewId }, body: { text } }) : undefined}
    />
  );
}
