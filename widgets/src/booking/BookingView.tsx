import { lazy, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { usePropreContext } from '../context/context.ts';
import { cx } from '../theme/appearance.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { BookingConfirmationProps } from './BookingConfirmation.tsx';
import type { DetailsStepProps } from './DetailsStep.tsx';
import { InlineSignIn, type InlineSignInProps } from './InlineSignIn.tsx';
import { useBookingTranslation } from './i18n.ts';
import type { ReviewStepProps } from './ReviewStep.tsx';
import { WhenStep, type WhenStepProps } from './WhenStep.tsx';

// The later steps load after the first one shows (and are fetched right away, see below): the
// widget's first load is only what the first step needs.
const loadDetails = () => import('./DetailsStep.tsx');
const loadReview = () => import('./ReviewStep.tsx');
const loadConfirmation = () => import('./BookingConfirmation.tsx');
const DetailsStep = lazy(async () => ({ default: (await loadDetails()).DetailsStep }));
const ReviewStep = lazy(async () => ({ default: (await loadReview()).ReviewStep }));
const BookingConfirmation = lazy(async () => ({ default: (await loadConfirmation()).BookingConfirmation }));

export type BookingStep = 'when' | 'account' | 'details' | 'review' | 'done';

/** The named parts of the widget: each carries `data-part` and takes a class from `classNames`. */
export type BookingPart = 'root' | 'header' | 'title' | 'cleaner' | 'progress' | 'step' | 'notice';

export interface BookingCleaner {
  name: string;
  profilePic: string | null;
}

export interface BookingViewProps {
  step: BookingStep;
  cleaner: { status: 'loading' | 'error' | 'ready'; value?: BookingCleaner; error?: unknown; onRetry?: () => void };
  when: WhenStepProps;
  account: InlineSignInProps;
  details: DetailsStepProps;
  review: ReviewStepProps;
  done?: BookingConfirmationProps;
  /** Shown instead of the steps (e.g. a signed-in cleaner, who cannot book). */
  notice?: ReactNode;
  title?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
  classNames?: Partial<Record<BookingPart, string>>;
  className?: string;
}

const numbered: readonly BookingStep[] = ['when', 'details', 'review'];

/**
 * The booking form, props only: one step at a time (when, then where and what, then the price
 * and the payment), with where the person is in it, and the focus moved to each new step's
 * heading so a keyboard or screen-reader user starts at its top.
 */
export function BookingView(props: BookingViewProps) {
  const {
    step,
    cleaner,
    when,
    account,
    details,
    review,
    done,
    notice,
    title,
    headingLevel = 2,
    classNames = {},
    className,
  } = props;
  const { t } = useBookingTranslation();
  const elements = usePropreContext().appearance?.elements as Partial<Record<string, string>> | undefined;
  const part = (name: BookingPart, own: string) => cx(own, classNames[name], elements?.[name]);
  const headingId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // Fetched as soon as the first step is on screen, so "continue" never waits for code.
  useEffect(() => {
    void loadDetails();
    void loadReview();
    void loadConfirmation();
  }, []);
  useEffect(() => {
    // Not on the first render: a page that shows the widget keeps its own focus order.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (step !== 'done') stepHeading.current?.focus();
  }, [step]);
  const Heading = `h${headingLevel}` as const;
  const StepHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h2' | 'h3' | 'h4';
  const index = numbered.indexOf(step === 'account' ? 'details' : step);
  const name = cleaner.value?.name ?? '';

  return (
    <section
      className={part('root', cx('propre-book', className))}
      data-part="root"
      data-state={step}
      aria-labelledby={headingId}
    >
      <header className={part('header', 'propre-book-header')} data-part="header">
        {cleaner.value?.profilePic ? (
          <img className={part('cleaner', 'propre-book-avatar')} src={cleaner.value.profilePic} alt="" width={56} height={56} />
        ) : (
          <span className={part('cleaner', 'propre-book-avatar propre-book-avatar--initials')} aria-hidden="true">
            {name
              .split(' ')
              .map((word) => word[0])
              .join('')
              .slice(0, 2)}
          </span>
        )}
        <div>
          <Heading id={headingId} className={part('title', 'propre-book-title')} data-part="title">
            {title === false
              ? null
              : (title ?? (cleaner.status === 'ready' ? t('book.title', { name }) : <Skeleton shape="text" width="12rem" />))}
          </Heading>
          {step !== 'done' && index >= 0 && (
            <p className={part('progress', 'propre-book-progress')} data-part="progress">
              {t('book.stepOf', { current: index + 1, total: numbered.length })}
            </p>
          )}
        </div>
      </header>
      {step !== 'done' && index >= 0 && (
        <ol className="propre-book-tracker" aria-hidden="true">
          {numbered.map((entry, position) => (
            <li key={entry} data-state={position < index ? 'done' : position === index ? 'current' : 'todo'}>
              {t(`book.steps.${entry}`)}
            </li>
          ))}
        </ol>
      )}
      {cleaner.status === 'error' ? (
        <ErrorState error={cleaner.error} onRetry={cleaner.onRetry} title={t('book.cleanerError')} />
      ) : notice ? (
        <div className={part('notice', 'propre-book-notice')} data-part="notice">
          {notice}
        </div>
      ) : (
        <div className={part('step', 'propre-book-body')} data-part="step">
          {step !== 'done' && (
            <StepHeading ref={stepHeading} tabIndex={-1} className="propre-book-step-title">
              {t(`book.steps.${step === 'account' ? 'account' : step}Title`)}
            </StepHeading>
          )}
          <Suspense fallback={<Skeleton shape="rect" height="16rem" />}>
            {step === 'when' && <WhenStep {...when} />}
            {step === 'account' && <InlineSignIn {...account} />}
            {step === 'details' && <DetailsStep {...details} />}
            {step === 'review' && <ReviewStep {...review} />}
            {step === 'done' && done && <BookingConfirmation {...done} headingLevel={headingLevel === 1 ? 2 : 3} />}
          </Suspense>
        </div>
      )}
    </section>
  );
}
