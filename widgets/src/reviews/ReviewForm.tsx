import { ProblemError } from '@propre/sdk';
import { reviews } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { commentMaxLength, type Review, type ReviewCategory, type ReviewRatings, reviewCategories } from './categories.ts';
import { type ReviewFormErrors, type ReviewFormField, type ReviewFormValues, ReviewFormView } from './ReviewFormView.tsx';
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

/** What went wrong at the last attempt, kept as its cause so texts follow a language switch. */
type Failure = { kind: 'local' } | { kind: 'api'; error: unknown };

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
  const [failure, setFailure] = useState<Failure | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<ReviewFormField>>(() => new Set());
  const [attempt, setAttempt] = useState(0);
  const mutation = useMutation(reviews.create(client));

  const errors: ReviewFormErrors = {};
  let problem: unknown;
  let retryable = false;
  const categoryError = (category: ReviewCategory) => t('form.required', { category: t(`categories.${category}`) });
  if (failure?.kind === 'local') {
    for (const field of localErrors(values)) {
      if (field === 'comment') {
        errors.comment =
          values.comment.length > commentMaxLength
            ? t('form.commentTooLong', { max: commentMaxLength })
            : t('form.commentRequired');
      } else errors[field] = categoryError(field);
    }
  } else if (failure?.kind === 'api') {
    const message = problemMessage(failure.error, t);
    const incomplete = failure.error instanceof ProblemError && failure.error.code === 'review_ratings_incomplete';
    for (const [name, text] of Object.entries(message.fieldErrors)) {
      if (edited.has(name as ReviewFormField)) continue;
      if ((reviewCategories as readonly string[]).includes(name)) {
        errors[name as ReviewCategory] = incomplete ? categoryError(name as ReviewCategory) : text;
      } else if (name === 'comment') errors.comment = text;
    }
    // A problem that names no field of the form (network, 409, 5xx) is an alert above the button.
    if (Object.keys(message.fieldErrors).length === 0) {
      problem = failure.error;
      retryable = message.retryable;
    }
  }

  const edit = (field: ReviewFormField) => setEdited((before) => new Set(before).add(field));

  const submit = () => {
    setAttempt((n) => n + 1);
    setEdited(new Set());
    if (localErrors(values).size > 0) {
      setFailure({ kind: 'local' });
      return;
    }
    setFailure(null);
    mutation.mutate(
      { path: { bookingId }, body: { ratings: values.ratings as ReviewRatings, comment: values.comment.trim() } },
      {
        onSuccess: (review) => onSuccess?.(review),
        onError: (error) => {
          setFailure({ kind: 'api', error });
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
      errors={errors}
      state={state}
      problem={problem}
      onRetry={retryable ? submit : undefined}
      attempt={attempt}
      cleanerName={cleanerName}
      success={mutation.data && renderSuccess ? renderSuccess(mutation.data) : undefined}
      onRatingChange={(category, value) => {
        edit(category);
        setValues((before) => ({ ...before, ratings: { ...before.ratings, [category]: value } }));
      }}
      onCommentChange={(comment) => {
        edit('comment');
        setValues((before) => ({ ...before, comment }));
      }}
      onSubmit={submit}
    />
  );
}
