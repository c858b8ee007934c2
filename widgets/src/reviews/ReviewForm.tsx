import { ProblemError } from '@propre/sdk';
import { reviews } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { commentMaxLength, type Review, type ReviewCategory, type ReviewRatings, reviewCategories } from './categories.ts';
import {
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormValues,
  ReviewFormView,
  reviewFormOrder,
} from './ReviewFormView.tsx';
import { reviewsTexts } from './texts.ts';

export interface ReviewFormProps {
  /** The completed booking to review (`bkg_…`). */
  bookingId: string;
  /** The cleaner's name, for the heading and the thank-you. */
  cleanerName?: string;
  /** Ratings or comment to start with (e.g. a draft the host kept). */
  defaultValues?: Partial<ReviewFormValues>;
  /** The published review, as the API returned it. */
  onSuccess?: (review: Review) => void;
  /** Every failed publication (`ProblemError`, `NetworkError`, `TimeoutError`), after the form shows it. */
  onError?: (error: unknown) => void;
  /** What shows once published; the default thanks the person and repeats their overall rating. */
  renderSuccess?: (review: Review) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The API's field names are the form's. */
const sameNames = Object.fromEntries(reviewFormOrder.map((field) => [field, field])) as Record<string, ReviewFormField>;

/** Spec §5: a review needs a rating in every category; the contract: a comment of 1 to 2000 characters. */
function localErrors(values: ReviewFormValues): Set<ReviewFormField> {
  const missing = new Set<ReviewFormField>(reviewCategories.filter((category) => !values.ratings[category]));
  if (!values.comment.trim() || values.comment.length > commentMaxLength) missing.add('comment');
  return missing;
}

/**
 * The review of a completed booking (reviews.create): every category is checked before the
 * call, and the API's answer too — each category it names shows its error beside its stars.
 */
export function ReviewForm({
  bookingId,
  cleanerName,
  defaultValues,
  onSuccess,
  onError,
  renderSuccess,
  ...view
}: ReviewFormProps) {
  const { t } = useEntryTranslation(reviewsTexts);
  const { client } = usePropre();
  const [values, setValues] = useState<ReviewFormValues>({
    ratings: defaultValues?.ratings ?? {},
    comment: defaultValues?.comment ?? '',
  });
  const form = useForm({ order: reviewFormOrder, placement: { fields: sameNames }, t });
  const mutation = useMutation(reviews.create(client));
  const categoryError = (wordIn: TFunction, category: ReviewCategory) =>
    wordIn('form.required', { category: wordIn(`categories.${category}`) });

  const submit = () => {
    const missing = localErrors(values);
    if (missing.size > 0) {
      const tooLong = values.comment.length > commentMaxLength;
      form.show((wordIn) => {
        const errors: ReviewFormErrors = {};
        for (const field of missing) {
          if (field !== 'comment') errors[field] = categoryError(wordIn, field);
          else
            errors.comment = tooLong ? wordIn('form.commentTooLong', { max: commentMaxLength }) : wordIn('form.commentRequired');
        }
        return errors;
      });
      return;
    }
    form.clear();
    mutation.mutate(
      { path: { bookingId }, body: { ratings: values.ratings as ReviewRatings, comment: values.comment.trim() } },
      {
        onSuccess: (review) => onSuccess?.(review),
        onError: (error) => {
          // Categories the API found unrated read as our own check does (« Note requise : Ponctualité »).
          if (error instanceof ProblemError && error.code === 'review_ratings_incomplete') {
            const unrated = Object.keys(problemMessage(error, t).fieldErrors).filter((name): name is ReviewCategory =>
              (reviewCategories as readonly string[]).includes(name),
            );
            form.show((wordIn) => Object.fromEntries(unrated.map((category) => [category, categoryError(wordIn, category)])));
          } else form.fail(error);
          onError?.(error);
        },
      },
    );
  };

  const state = mutation.isSuccess ? 'success' : mutation.isPending ? 'submitting' : 'idle';
  return (
    <ReviewFormView
      {...view}
      values={values}
      errors={form.errors}
      state={state}
      onRetry={submit}
      attempt={form.attempt}
      cleanerName={cleanerName}
      success={mutation.data && renderSuccess ? renderSuccess(mutation.data) : undefined}
      onRatingChange={(category, value) => {
        form.clearField(category);
        setValues((before) => ({ ...before, ratings: { ...before.ratings, [category]: value } }));
      }}
      onCommentChange={(comment) => {
        form.clearField('comment');
        setValues((before) => ({ ...before, comment }));
      }}
      onSubmit={submit}
    />
  );
}
