import { ProblemError } from '@propre/sdk';
import { availability, bookings, cleaners, properties } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import {
  addDays,
  bookableDates,
  maxDurationHours,
  minDurationHours,
  mondayOf,
  startOptions,
  todayInQuebec,
} from './availability.ts';
import type { BookingLinkProps } from './BookingConfirmation.tsx';
import { type BookingPart, type BookingStep, BookingView } from './BookingView.tsx';
import type { CollectPaymentMethod, StripeSource } from './card-input.ts';
import { type CardErrors, type CardValues, cardErrors, emptyCard, paymentMethodOf } from './cards.ts';
import { type BookingDraft, type DraftField, emptyDraft } from './draft.ts';
import { formatDateTime, formatHours } from './format.ts';
import { useBookingTranslation } from './i18n.ts';
import {
  apiFields,
  type DraftErrors,
  detailsErrors,
  hoursOf,
  refusalFields,
  requestOf,
  stepOfField,
  whenErrors,
  wordErrors,
} from './request.ts';
import { WithTexts } from './TextsLoading.tsx';
import type { BookingCreated } from './types.ts';
import { usePayDeposit } from './use-pay-deposit.ts';
import { useSessionState } from './use-session-user.ts';

export interface BookingWidgetProps {
  /** The cleaner to book, by the slug of their public profile (`/cleaners/{slug}`). */
  cleanerSlug: string;
  /** The choices, controlled: pair with `onDraftChange` (a host can keep them across a page change). */
  draft?: BookingDraft;
  defaultDraft?: Partial<BookingDraft>;
  onDraftChange?: (draft: BookingDraft) => void;
  /** Called once the deposit is paid and the booking checked, with what the API created. */
  onSuccess?: (created: BookingCreated) => void;
  /** Called with every failed payment (`ProblemError` 402, `NetworkError`…), after the widget shows it. */
  onError?: (error: unknown) => void;
  /** The booking's page, linked from the confirmation. */
  bookingHref?: (bookingId: string) => string;
  forgotPasswordHref?: string;
  /** The terms of service, linked from the inline sign-up. */
  termsHref?: string;
  /** How to add a property: a link to the host's page or a form (shown beside the list, and when there is none). */
  addProperty?: ReactNode;
  renderLink?: (props: BookingLinkProps) => ReactNode;
  /**
   * Stripe.js, when the server charges through Stripe (`GET /api/payments/config`): a host's own
   * `loadStripe(…)`, or a stand-in in stories. Without it the widget loads Stripe.js itself, and
   * only then; with the local provider nothing of Stripe is loaded.
   */
  stripe?: StripeSource;
  /** Fixes "now" (stories, tests); the real clock otherwise. */
  now?: Date;
  title?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
  classNames?: Partial<Record<BookingPart, string>>;
  className?: string;
}

/** How far ahead a person can book: the availability operation answers 62 days at most. */
const weeksAhead = 8;

/**
 * Books a cleaner: when (only times the cleaner is available), where and what, the exact price
 * from the API, then the deposit, paid once whatever happens to the network or the button.
 * Works signed out: the visitor signs in on the way and keeps every choice.
 */
export function BookingWidget(props: BookingWidgetProps) {
  return (
    <WithTexts className="propre-book">
      <BookingFlow {...props} />
    </WithTexts>
  );
}

function BookingFlow(props: BookingWidgetProps) {
  const { cleanerSlug, draft: controlled, defaultDraft, onDraftChange, onSuccess, onError, now: fixedNow } = props;
  const { t } = useBookingTranslation();
  const { client, session, locale } = usePropre();
  const sessionState = useSessionState(session);
  const now = useMemo(() => fixedNow ?? new Date(), [fixedNow]);
  const today = todayInQuebec(now);
  const firstMonday = mondayOf(today);

  const [own, setOwn] = useState<BookingDraft>(() => ({ ...emptyDraft, ...defaultDraft }));
  const draft = controlled ?? own;
  const [step, setStep] = useState<BookingStep>('when');
  const [weekStart, setWeekStart] = useState(() => (draft.date ? mondayOf(draft.date) : firstMonday));
  // Until the person moves between weeks, a week with nothing left is skipped (on a Saturday, this week is over).
  const [skipEmptyWeeks, setSkipEmptyWeeks] = useState(!draft.date);
  const [shown, setShown] = useState<DraftErrors>({});
  const worded = wordErrors(shown, t);
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [cardShown, setCardShown] = useState<CardErrors>({});
  const [created, setCreated] = useState<BookingCreated | null>(null);
  const collector = useRef<CollectPaymentMethod | null>(null);

  const update = (next: BookingDraft) => {
    if (controlled === undefined) setOwn(next);
    onDraftChange?.(next);
  };
  const change = <K extends DraftField>(field: K, value: BookingDraft[K]) => {
    const next = { ...draft, [field]: value };
    // A new duration or day can make the chosen start impossible: it is chosen again.
    if (field === 'date' || field === 'durationHours') next.startTime = null;
    setShown(({ [field]: _gone, ...rest }) => rest);
    update(next);
  };

  const cleaner = useQuery(cleaners.getProfile(client, cleanerSlug));
  const cleanerId = cleaner.data?.id;
  const occurrences = useQuery({
    ...availability.listOccurrences(client, cleanerId ?? '', { from: weekStart, to: addDays(weekStart, 6) }),
    enabled: Boolean(cleanerId),
  });
  const signedIn = sessionState.status === 'authenticated';
  const isClient = signedIn && sessionState.user?.role === 'client';
  const propertyList = useQuery({ ...properties.list(client), enabled: isClient });
  const quote = useMutation(bookings.quote(client));
  const pay = usePayDeposit();

  const hours = hoursOf(draft.durationHours);
  // While the duration typed is not a valid one (its error shows beside it), days and times are those of the minimum.
  const validHours = hours >= minDurationHours && hours <= maxDurationHours && Number.isInteger(hours * 2);
  const slotHours = validHours ? hours : minDurationHours;
  const items = occurrences.data?.items ?? [];
  const bookable = bookableDates(items, slotHours, now);
  const starts = draft.date ? startOptions(items, draft.date, slotHours, now) : [];
  const serviceTypes = cleaner.data?.serviceTypes ?? [];
  const body = cleanerId ? requestOf(draft, cleanerId, serviceTypes[0] ?? 'basic') : null;

  const lastWeek = addDays(firstMonday, 7 * (weeksAhead - 1));
  const weekIsEmpty = Boolean(occurrences.data) && bookable.size === 0;
  useEffect(() => {
    if (skipEmptyWeeks && weekIsEmpty && weekStart < lastWeek) setWeekStart(addDays(weekStart, 7));
  }, [skipEmptyWeeks, weekIsEmpty, weekStart, lastWeek]);

  // The visitor signed in on the way: on to the details, every choice kept.
  useEffect(() => {
    if (step === 'account' && isClient) setStep('details');
  }, [step, isClient]);

  /** An API refusal with a field goes back to that field's step, the message beside it. */
  const showRefusal = (error: unknown): boolean => {
    if (!(error instanceof ProblemError)) return false;
    const errors: DraftErrors = {};
    for (const name of Object.keys(problemMessage(error, t).fieldErrors)) {
      const field = apiFields[name];
      if (field) errors[field] = (wordIn) => problemMessage(error, wordIn).fieldErrors[name] ?? '';
    }
    const field = refusalFields[error.code];
    if (field)
      errors[field] = (wordIn) =>
        error.code === 'slot_unavailable' ? wordIn('book.errors.slotTaken') : problemMessage(error, wordIn).message;
    const fields = Object.keys(errors) as DraftField[];
    if (fields.length === 0) return false;
    setShown(errors);
    setStep(fields.some((name) => stepOfField(name) === 'when') ? 'when' : 'details');
    return true;
  };

  const requestQuote = () => {
    if (!body) return;
    quote.mutate({ body }, { onError: (error) => showRefusal(error) });
  };

  const goTo = (next: BookingStep) => {
    if (next === 'details' && !isClient) return setStep('account');
    if (next === 'review') requestQuote();
    setStep(next);
  };
  const continueFrom = (current: 'when' | 'details') => {
    const errors = current === 'when' ? whenErrors(draft) : detailsErrors(draft);
    setShown(errors);
    if (Object.keys(errors).length > 0) return;
    goTo(current === 'when' ? 'details' : 'review');
  };

  /** The payment method to charge: Stripe's, or the local card form's once its fields are valid. */
  const paymentMethod = async (): Promise<string | null> => {
    if (collector.current) return collector.current();
    const problems = cardErrors(card, now);
    setCardShown(problems);
    return Object.keys(problems).length > 0 ? null : paymentMethodOf(card);
  };

  const payNow = async () => {
    if (!body || !quote.data) return;
    try {
      const paymentMethodId = await paymentMethod();
      if (!paymentMethodId) return;
      const result = await pay.run(body, paymentMethodId);
      if (!result) return;
      setCreated(result);
      setStep('done');
      onSuccess?.(result);
    } catch (error) {
      showRefusal(error);
      onError?.(error);
    }
  };

  const notice =
    signedIn && !isClient ? <p>{t('book.onlyClients')}</p> : cleaner.data && !cleaner.data.serviceTypes.length ? null : undefined;

  return (
    <BookingView
      step={step}
      title={props.title}
      headingLevel={props.headingLevel}
      classNames={props.classNames}
      className={props.className}
      notice={notice}
      cleaner={{
        status: cleaner.isPending ? 'loading' : cleaner.isError ? 'error' : 'ready',
        value: cleaner.data,
        error: cleaner.error,
        onRetry: () => void cleaner.refetch(),
      }}
      when={{
        weekStart,
        canGoEarlier: weekStart > firstMonday,
        canGoLater: weekStart < lastWeek,
        onWeek: (delta) => {
          setSkipEmptyWeeks(false);
          setWeekStart((monday) => addDays(monday, 7 * delta));
        },
        availability: {
          status: occurrences.isError ? 'error' : occurrences.data ? 'ready' : 'loading',
          error: occurrences.error,
          onRetry: () => void occurrences.refetch(),
          bookable,
          starts,
        },
        duration: draft.durationHours,
        date: draft.date,
        time: draft.startTime,
        errors: { duration: worded.durationHours, date: worded.date, time: worded.startTime },
        onChange: (field, value) =>
          change(field === 'duration' ? 'durationHours' : field === 'date' ? 'date' : 'startTime', value),
        onContinue: () => continueFrom('when'),
      }}
      account={{ forgotPasswordHref: props.forgotPasswordHref, termsHref: props.termsHref }}
      details={{
        draft,
        errors: worded,
        serviceTypes,
        onChange: change,
        addProperty: props.addProperty,
        onBack: () => setStep('when'),
        onContinue: () => continueFrom('details'),
      }}
      review={{
        summary: [
          {
            label: t('book.review.when'),
            value:
              draft.date && draft.startTime
                ? `${formatDateTime(draft.date, draft.startTime, locale)} · ${formatHours(hours, locale)}`
                : '',
            onEdit: () => setStep('when'),
          },
          {
            label: t('fields.property'),
            value: propertyList.data?.items.find((property) => property.id === draft.propertyId)?.name ?? '',
            onEdit: () => setStep('details'),
          },
        ],
        quote: {
          quote: quote.data,
          loading: quote.isPending,
          error: quote.error,
          onRetry: requestQuote,
          retrying: quote.isPending,
        },
        card,
        cardErrors: cardShown,
        onCardChange: (field, value) => {
          setCard((previous) => ({ ...previous, [field]: value }));
          setCardShown(({ [field]: _gone, ...rest }) => rest);
        },
        progress: pay.progress,
        stripe: props.stripe,
        collector,
        onPay: () => void payNow(),
        onBack: () => setStep('details'),
      }}
      done={
        created
          ? {
              bookings: created.bookings,
              charged: quote.data?.dueNow ?? 0,
              bookingHref: props.bookingHref,
              renderLink: props.renderLink,
              progress: pay.progress,
            }
          : undefined
      }
    />
  );
}
