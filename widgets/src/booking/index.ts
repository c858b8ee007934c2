import './booking.css';

/** @propre/widgets/booking: the booking widget partners embed, and the balance's pay-now widget (issue 25). */
export { BalancePayment, type BalancePaymentProps } from './BalancePayment.tsx';
export type { BookingConfirmationProps, BookingLinkProps } from './BookingConfirmation.tsx';
export { type BookingCleaner, type BookingPart, type BookingStep, BookingView, type BookingViewProps } from './BookingView.tsx';
export { BookingWidget, type BookingWidgetProps } from './BookingWidget.tsx';
export type { CardFormProps } from './CardForm.tsx';
export type { CardErrors, CardField, CardValues } from './cards.ts';
export { type BookingDraft, emptyDraft } from './draft.ts';
export type { PaymentProgressProps } from './PaymentProgress.tsx';
export type { QuoteSummaryProps } from './QuoteSummary.tsx';
export { type PaymentProgressState, type PaymentStep, paymentSteps } from './use-payment.ts';
