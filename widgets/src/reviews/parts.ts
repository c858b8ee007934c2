/**
 * The reviews entry's named parts: each is `reviews<Part>` as `data-part`, the class
 * `propre-reviews__<part>`, and `appearance.elements.reviews<Part>` for a partner's own class.
 */
export const reviewsParts = [
  // The review form.
  'form',
  'formHeading',
  'formIntro',
  'formScale',
  'formFields',
  'formCheck',
  'ratings',
  'ratingField',
  'ratingLegend',
  'ratingStars',
  'ratingStar',
  'ratingInput',
  'ratingText',
  'ratingValue',
  'comment',
  'textarea',
  'count',
  'actions',
  'submit',
  'success',
  'yourRating',
  // The rating summary.
  'summary',
  'summaryHeading',
  'summaryNone',
  'summaryNoneBody',
  'summaryOverall',
  'summaryScore',
  'summaryNumber',
  'summaryCount',
  'summaryCategories',
  'summaryRow',
  'summaryBar',
  'summaryValue',
  // A review and the list.
  'list',
  'listItems',
  'loadMore',
  'review',
  'reviewSkeleton',
  'reviewHead',
  'reviewAuthor',
  'reviewMeta',
  'reviewComment',
  'reviewDetails',
  'reviewRatings',
  'reviewReply',
  'reviewReplyBy',
  'reviewHidden',
] as const;

export type ReviewsPart = (typeof reviewsParts)[number];
