import type { RouteObject } from 'react-router';

/**
 * The person's bookings, their details and confirmations (spec §2, issue 25). The pay-now page,
 * `bookings/:bookingId/pay`, is the booking module's (its static segment ranks above `:action`).
 */
export const bookingsRoutes: RouteObject[] = [
  {
    path: 'bookings',
    lazy: async () => ({ Component: (await import('../../pages/bookings/BookingsPage.tsx')).BookingsPage }),
  },
  {
    path: 'bookings/:bookingId',
    lazy: async () => ({ Component: (await import('../../pages/bookings/BookingDetailsPage.tsx')).BookingDetailsPage }),
  },
  {
    path: 'bookings/:id/:action',
    lazy: async () => ({ Component: (await import('../../pages/bookings/BookingActionPage.tsx')).BookingActionPage }),
  },
];
