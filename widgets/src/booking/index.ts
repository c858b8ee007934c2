import './booking.css';

/** @propre/widgets/booking: the booking widget partners embed, and the balance's pay-now widget (issue 25). */
export type { BalancePaymentProps } from './BalancePayment.tsx';
export type { BookingConfirmationProps } from './BookingConfirmation.tsx';
export type { BookingLinkProps } from './BookingLink.tsx';
export type { BookingCleaner, BookingStep, BookingViewProps } from './BookingView.tsx';
export type { BookingWidgetProps } from './BookingWidget.tsx';
export type { CardFormProps } from './CardForm.tsx';
export type { CardErrors, CardErrorTexts, CardField, CardValues } from './cards.ts';
export { type BookingDraft, emptyDraft } from './draft.ts';
export type { PaymentProgressProps } from './PaymentProgress.tsx';
export { type BookingPart, bookingParts } from './parts.ts';
export type { QuoteSummaryProps } from './QuoteSummary.tsx';
export type { SignInWindow } from './types.ts';
export { type PaymentProgressState, type PaymentStep, paymentSteps } from './use-payment.ts';
export * from './widgets.ts';
