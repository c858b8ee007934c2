import { type FormEvent, type ReactNode, useId } from 'react';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { commentMaxLength, type ReviewCategory, type ReviewRatings, reviewCategories } from './categories.ts';
import type { ReviewsPart } from './parts.ts';
import { RatingField } from './RatingField.tsx';
import { Stars } from './Stars.tsx';
import { reviewsTexts } from './texts.ts';

export interface ReviewFormValues {
  ratings: Partial<ReviewRatings>;
  comment: string;
}

export type ReviewFormField = ReviewCategory | 'comment';
/** The fields as shown: the first in error takes the focus after an attempt. */
export const reviewFormOrder: readonly ReviewFormField[] = [...reviewCategories, 'comment'];
/** Messages beside the fields, and under `form` a failure that belongs to none (network, 409, 5xx). */
export type ReviewFormErrors = FormErrors<ReviewFormField>;
export type ReviewFormState = 'idle' | 'submitting' | 'success';

export interface ReviewFormViewProps {
  values: ReviewFormValues;
  /** Messages beside the fields, and the form's own problem above the button (already in the person's language). */
  errors?: ReviewFormErrors;
  state?: ReviewFormState;
  /** Offered when the form's problem may pass by trying again. */
  onRetry?: () => void;
  /** Bumped on each submit attempt: moves focus to the first field in error. */
  attempt?: number;
  /** Who is reviewed, for the heading and the thank-you. */
  cleanerName?: string;
  headingLevel?: 2 | 3 | 4;
  onRatingChange?: (category: ReviewCategory, value: number) => void;
  onCommentChange?: (comment: string) => void;
  onSubmit?: () => void;
  /** What shows once published; a thank-you with the overall rating by default. */
  success?: ReactNode;
  className?: string;
}

/** The review form as props only: seven star ratings, a comment, errors beside each, and a thank-you. */
export function ReviewFormView(props: ReviewFormViewProps) {
  const { values, errors = {}, state = 'idle', onRetry, attempt = 0, cleanerName, headingLevel = 2 } = props;
  const { onRatingChange, onCommentChange, onSubmit, success, className } = props;
  const { t, part } = useEntry<ReviewsPart>(reviewsTexts);
  const id = useId();
  const { formRef, alertRef } = useErrorFocus(attempt, reviewFormOrder, errors);
  const Heading = `h${headingLevel}` as const;
  const missing = reviewFormOrder.filter((field) => errors[field]).length;

  if (state === 'success') {
    const overall = values.ratings.overall;
    return (
      <section {...part('form', { state: 'success', className: cx('propre-stack', className) })}>
        {success ?? (
          <div {...part('success')}>
            <Alert tone="success" role="status" title={t('form.successTitle')}>
              <p>{cleanerName ? t('form.successBody', { name: cleanerName }) : t('form.successBodyAnonymous')}</p>
              {overall ? (
                <p {...part('yourRating', { className: 'propre-wrap' })}>
                  {t('form.yourRating', { rating: `${overall}/5` })} <Stars value={overall} size="md" />
                </p>
              ) : null}
            </Alert>
          </div>
        )}
      </section>
    );
  }

  const submitting = state === 'submitting';
  const commentId = `${id}-comment`;
  const commentHintId = `${id}-comment-hint`;
  const commentErrorId = errors.comment ? `${id}-comment-error` : undefined;
  const counterId = `${id}-comment-count`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit?.();
  };

  return (
    <section
      {...part('form', { state: submitting ? 'submitting' : 'idle', className: cx('propre-stack', className) })}
      aria-labelledby={`${id}-heading`}
    >
      <Heading id={`${id}-heading`} {...part('formHeading')}>
        {cleanerName ? t('form.heading', { name: cleanerName }) : t('form.headingAnonymous')}
      </Heading>
      <p {...part('formIntro')}>
        {t('form.intro')} <span {...part('formScale')}>{t('stars.scale')}</span>
      </p>
      <form
        ref={formRef}
        {...part('formFields', { className: 'propre-stack' })}
        noValidate
        onSubmit={submit}
        aria-busy={submitting || undefined}
      >
        {missing > 0 ? (
          <p {...part('formCheck', { className: 'propre-note' })} role="alert">
            {t('form.checkAll', { count: missing })}
          </p>
        ) : null}
        <div {...part('ratings', { className: 'propre-grid' })}>
          {reviewCategories.map((category) => (
            <RatingField
              key={category}
              name={category}
              legend={t(`categories.${category}`)}
              hint={t(`categoryHints.${category}`)}
              value={values.ratings[category] ?? null}
              onChange={(value) => onRatingChange?.(category, value)}
              error={errors[category]}
              disabled={submitting}
            />
          ))}
        </div>
        <div {...part('comment', { className: 'propre-field' })} data-invalid={errors.comment ? true : undefined}>
          <label htmlFor={commentId} className="propre-label">
            {t('comment')}
          </label>
          <FieldHint id={commentHintId}>{t('commentHint')}</FieldHint>
          <textarea
            id={commentId}
            name="comment"
            {...part('textarea', { className: 'propre-input' })}
            rows={5}
            required
            maxLength={commentMaxLength}
            value={values.comment}
            disabled={submitting}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={describedBy(commentHintId, commentErrorId, counterId)}
            onChange={(event) => onCommentChange?.(event.currentTarget.value)}
          />
          <p id={counterId} {...part('count')}>
            {t('form.charCount', { count: values.comment.length, max: commentMaxLength })}
          </p>
          {errors.comment && commentErrorId ? <FieldError id={commentErrorId}>{errors.comment}</FieldError> : null}
        </div>
        {errors.form ? (
          <FormAlert ref={alertRef} problem={errors.form} onRetry={errors.form.retryable ? onRetry : undefined} />
        ) : null}
        <div {...part('actions')}>
          <Button type="submit" loading={submitting} {...part('submit')}>
            {submitting ? t('submitting') : t('submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
