// The cleaner's requests and jobs, as the entry exports them (the widgets themselves load lazily, from ../widgets.ts).
export type { CleanerBookingsProps } from './CleanerBookings.tsx';
export type { CleanerBookingsStatus, CleanerBookingsViewProps } from './CleanerBookingsView.tsx';
export { usePendingRequestCount } from './use-pending-requests.ts';
