import { ProblemError } from '@propre/sdk';
import { availability, bookings, cleaners, properties } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useSessionState } from '../context/use-session-state.ts';
import { formErrorsOf } from '../forms/form-errors.ts';
import { useForm } from '../forms/use-form.ts';
import { todayInQuebec } from '../i18n/format.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { addDays, bookableDates, maxDurationHours, minDurationHours, mondayOf, startOptions } from './availability.ts';
import type { BookingLinkProps } from './BookingLink.tsx';
import { type BookingStep, BookingView } from './BookingView.tsx';
import type { StripeSource } from './card-input.ts';
import { type BookingDraft, type DraftField, emptyDraft } from './draft.ts';
import { formatDateTime, formatHours } from './format.ts';
import {
  type DraftErrors,
  detailsErrors,
  draftOrder,
  draftPlacement,
  hoursOf,
  requestOf,
  stepOfField,
  whenErrors,
  wordErrors,
} from './request.ts';
import { bookingTexts } from './texts.ts';
import type { BookingCreated, SignInWindow } from './types.ts';
import { usePayDeposit } from './use-pay-deposit.ts';
import { usePayForm } from './use-pay-form.ts';

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
  /**
   * Sign-in through a window on the marketplace's own site, one button instead of the forms: the
   * script-tag embed gives it, so the password is never typed on the partner's page.
   */
  signInWindow?: SignInWindow;
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
}

/** How far ahead a person can book: the availability operation answers 62 days at most. */
const weeksAhead = 8;

/**
 * Books a cleaner: when (only times the cleaner is available), where and what, the exact price
 * from the API, then the deposit, paid once whatever happens to the network or the button.
 * Works signed out: the visitor signs in on the way and keeps every choice.
 */
export function BookingWidget(props: BookingWidgetProps) {
  const { cleanerSlug, draft: controlled, defaultDraft, onDraftChange, onSuccess, onError, now: fixedNow } = props;
  const { t } = useEntryTranslation(bookingTexts);
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
  const form = useForm<DraftField>({ order: draftOrder, placement: draftPlacement, t });
  const payForm = usePayForm(now);
  const [created, setCreated] = useState<BookingCreated | null>(null);

  const update = (next: BookingDraft) => {
    if (controlled === undefined) setOwn(next);
    onDraftChange?.(next);
  };
  const change = <K extends DraftField>(field: K, value: BookingDraft[K]) => {
    const next = { ...draft, [field]: value };
    // A new duration or day can make the chosen start impossible: it is chosen again.
    if (field === 'date' || field === 'durationHours') next.startTime = null;
    form.clearField(field);
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

  /** An API refusal about a field goes back to that field's step, the message beside it. */
  const showRefusal = (error: unknown): boolean => {
    if (!(error instanceof ProblemError)) return false;
    const fields = Object.keys(formErrorsOf(error, t, locale, draftPlacement)).filter((key) => key !== 'form') as DraftField[];
    if (fields.length === 0) return false;
    form.show((wordIn) => {
      const { form: _above, ...errors } = formErrorsOf(error, wordIn, locale, draftPlacement);
      // A taken slot also says that nothing was charged.
      if (error.code === 'slot_unavailable') errors.startTime = wordIn('book.errors.slotTaken');
      return errors;
    });
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
    const errors: DraftErrors = current === 'when' ? whenErrors(draft) : detailsErrors(draft);
    if (Object.keys(errors).length > 0) return form.show((wordIn) => wordErrors(errors, wordIn));
    form.clear();
    goTo(current === 'when' ? 'details' : 'review');
  };

  const payNow = async () => {
    if (!body || !quote.data) return;
    try {
      const paymentMethodId = await payForm.paymentMethod();
      if (!paymentMethodId) return;
      const result = await pay.run(body, paymentMethodId);
      if (!result) return;
      setCreated(result);
      setStep('done');
      onSuccess?.(result);
    } catch (error) {
      if (!showRefusal(error)) payForm.failed(error);
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
        errors: { duration: form.errors.durationHours, date: form.errors.date, time: form.errors.startTime },
        onChange: (field, value) =>
          change(field === 'duration' ? 'durationHours' : field === 'date' ? 'date' : 'startTime', value),
        onContinue: () => continueFrom('when'),
        formRef: form.formRef,
      }}
      account={{ forgotPasswordHref: props.forgotPasswordHref, termsHref: props.termsHref, signInWindow: props.signInWindow }}
      details={{
        draft,
        errors: form.errors,
        serviceTypes,
        onChange: change,
        addProperty: props.addProperty,
        onBack: () => setStep('when'),
        onContinue: () => continueFrom('details'),
        formRef: form.formRef,
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
        card: payForm.card,
        cardErrors: payForm.cardErrors,
        onCardChange: payForm.onCardChange,
        problem: payForm.problem,
        formRef: payForm.formRef,
        alertRef: payForm.alertRef,
        progress: pay.progress,
        stripe: props.stripe,
        collector: payForm.collector,
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
