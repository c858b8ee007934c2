import { type ReactNode, useEffect, useId, useRef } from 'react';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useApiUrl } from '../ui/use-api-url.ts';
import { useEntry } from '../ui/use-entry.ts';
import { BookingConfirmation, type BookingConfirmationProps } from './BookingConfirmation.tsx';
import { DetailsStep, type DetailsStepProps } from './DetailsStep.tsx';
import { InlineSignIn, type InlineSignInProps } from './InlineSignIn.tsx';
import type { BookingPart } from './parts.ts';
import { ReviewStep, type ReviewStepProps } from './ReviewStep.tsx';
import { bookingTexts } from './texts.ts';
import { WhenStep, type WhenStepProps } from './WhenStep.tsx';

export type BookingStep = 'when' | 'account' | 'details' | 'review' | 'done';

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
}

const numbered: readonly BookingStep[] = ['when', 'details', 'review'];

/** Up to two initials, for a cleaner without a photo. */
const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);

/**
 * The booking form, props only: one step at a time (when, then where and what, then the price
 * and the payment), with where the person is in it, and the focus moved to each new step's
 * heading so a keyboard or screen-reader user starts at its top.
 */
export function BookingView(props: BookingViewProps) {
  const { step, cleaner, when, account, details, review, done, notice, title, headingLevel = 2 } = props;
  const { t, part } = useEntry<BookingPart>(bookingTexts);
  const apiUrl = useApiUrl();
  const headingId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
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
    <section {...part('root', { state: step })} aria-labelledby={headingId}>
      <div {...part('frame', { className: 'propre-stack propre-panel' })}>
        <header {...part('header', { className: 'propre-row' })}>
          {cleaner.value?.profilePic ? (
            <img {...part('avatar')} src={apiUrl(cleaner.value.profilePic)} alt="" width={56} height={56} />
          ) : (
            <span {...part('avatar', { state: 'initials' })} aria-hidden="true">
              {initialsOf(name)}
            </span>
          )}
          <div>
            <Heading id={headingId} {...part('title')}>
              {title === false
                ? null
                : (title ?? (cleaner.status === 'ready' ? t('book.title', { name }) : <Skeleton shape="text" width="12rem" />))}
            </Heading>
            {step !== 'done' && index >= 0 && (
              <p {...part('progress')}>{t('book.stepOf', { current: index + 1, total: numbered.length })}</p>
            )}
          </div>
        </header>
        {step !== 'done' && index >= 0 && (
          <ol {...part('tracker', { className: 'propre-bare-list propre-progress' })} aria-hidden="true">
            {numbered.map((entry, position) => (
              <li
                key={entry}
                {...part('trackerStep', {
                  className: 'propre-progress-step',
                  state: position < index ? 'done' : position === index ? 'current' : 'upcoming',
                })}
              >
                {t(`book.steps.${entry}`)}
              </li>
            ))}
          </ol>
        )}
        {cleaner.status === 'error' ? (
          <ErrorState error={cleaner.error} onRetry={cleaner.onRetry} title={t('book.cleanerError')} />
        ) : notice ? (
          <div {...part('notice')}>{notice}</div>
        ) : (
          <div {...part('step', { className: 'propre-stack' })}>
            {step !== 'done' && (
              <StepHeading ref={stepHeading} tabIndex={-1} {...part('stepTitle', { className: 'propre-focus-target' })}>
                {t(`book.steps.${step}Title`)}
              </StepHeading>
            )}
            {step === 'when' && <WhenStep {...when} />}
            {step === 'account' && <InlineSignIn {...account} />}
            {step === 'details' && <DetailsStep {...details} />}
            {step === 'review' && <ReviewStep {...review} />}
            {step === 'done' && done && <BookingConfirmation {...done} headingLevel={headingLevel === 1 ? 2 : 3} />}
          </div>
        )}
      </div>
    </section>
  );
}
